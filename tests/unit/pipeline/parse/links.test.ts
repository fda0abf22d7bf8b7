/** @jest-environment node */
import { checkLink, linksOf, type LinkTargets } from "../../../../src/pipeline/parse/links";
import { headingsOf, plainText } from "../../../../src/pipeline/parse/headings";
import { parseDocBody, parseDocFile } from "../../../../src/pipeline/parse/doc-tree";

const parse = (body: string) => parseDocBody({ body, firstLine: 1 }, "x.md");

const targets: LinkTargets = {
  anchorsByPath: new Map<string, ReadonlySet<string>>([
    ["/", new Set()],
    ["/docs/api/atom", new Set(["options", "effects"])],
    ["/docs/api/state", new Set(["state"])],
  ]),
};

describe("linksOf", () => {
  it("finds Markdown links, JSX href/to and reference definitions with their lines, skipping code", () => {
    const body = [
      "See [atom](/docs/api/atom#options) and [MDN](https://developer.mozilla.org).",
      "```ts",
      "const x = '[not a link](/nowhere)';",
      "```",
      "Inline `[code](/nowhere)` is ignored.",
      '<Link to="/docs/api/state">State</Link> <a href={"/docs/api/atom"}>x</a>',
      "",
      "[ref]: /docs/api/state#state",
    ].join("\n");
    expect(linksOf(parse(body))).toEqual([
      // JSX links take their element's place.
      { url: "/docs/api/atom#options", line: 1, column: 5 },
      { url: "https://developer.mozilla.org", line: 1, column: 40 },
      { url: "/docs/api/state", line: 6, column: 1 },
      { url: "/docs/api/atom", line: 6, column: 41 },
      { url: "/docs/api/state#state", line: 8, column: 1 },
    ]);
  });

  it("finds a link inside a table and skips one inside a tilde fence, an indented fence or text that only looks like a definition", () => {
    const body = ["| API | Page |", "| --- | --- |", "| atom | [atom](/docs/api/atom) |", "", "~~~md", "[no](/nowhere)", "~~~", "", "- Item", "", "  ```md", "  [no](/nowhere)", "  ```", "", "Text", "[ref]: /nowhere"].join("\n");
    expect(linksOf(parse(body))).toEqual([{ url: "/docs/api/atom", line: 3, column: 10 }]);
  });

  it("gives lines of the file, front matter included, for Markdown and JSX links alike", () => {
    const file = "---\ntitle: x\n---\n\n[a](/docs/a)\n\n<Link to=\"/docs/b\">b</Link>\n";
    expect(linksOf(parseDocFile(file, "x.md"))).toEqual([{ url: "/docs/a", line: 5, column: 1 }, { url: "/docs/b", line: 7, column: 1 }]);
  });
});

describe("checkLink", () => {
  const check = (target: string) => () => checkLink(target, "/docs/api/state", "content/docs/api/state.md", 12, targets);

  it("accepts existing pages, anchors, same-page anchors and external links", () => {
    expect(check("/docs/api/atom")).not.toThrow();
    expect(check("/docs/api/atom#effects")).not.toThrow();
    expect(check("#state")).not.toThrow();
    expect(check("https://github.com/rkrupinski/stan")).not.toThrow();
    expect(check("mailto:someone@example.com")).not.toThrow();
  });

  it("rejects a page that does not exist, listing the pages", () => {
    expect(check("/docs/api/atomz")).toThrow(/content\/docs\/api\/state\.md:12: link to a page that does not exist\. Got "\/docs\/api\/atomz"\. Existing pages: "\/", "\/docs\/api\/atom", "\/docs\/api\/state"/);
  });

  it("rejects an anchor that does not exist, listing the anchors", () => {
    expect(check("/docs/api/atom#effect")).toThrow(/anchor that does not exist on \/docs\/api\/atom\. Got "#effect"\. Anchors on that page: "#options", "#effects"/);
    expect(check("#nope")).toThrow(/Got "#nope"\. Anchors on that page: "#state"/);
  });

  it("rejects relative links and links that repeat the path prefix", () => {
    expect(check("./atom")).toThrow(/relative links are not supported.*"\/docs\/api\/atom"/);
    expect(check("/stan/docs/api/atom")).toThrow(/must not include the \/stan path prefix.*Write "\/docs\/api\/atom"/);
  });
});

describe("headings", () => {
  it("slugs like GitHub, de-duplicates and skips fenced code", () => {
    const body = "## `useStanValue`\n\n```md\n## Not a heading\n```\n\n## Cache policy\n\n## Cache policy\n\n### `DEFAULT_STORE`\n\n#### Options (`AtomOptions<T>`)";
    expect(headingsOf(parse(body))).toEqual([
      { depth: 2, value: "useStanValue", id: "usestanvalue" },
      { depth: 2, value: "Cache policy", id: "cache-policy" },
      { depth: 2, value: "Cache policy", id: "cache-policy-1" },
      { depth: 3, value: "DEFAULT_STORE", id: "default_store" },
      { depth: 4, value: "Options (AtomOptions<T>)", id: "options-atomoptionst" },
    ]);
  });

  it("turns inline Markdown into reader text", () => {
    expect(plainText(parse("Use [`atom`](/docs/api/atom) with **care** and <em>style</em>")).trim()).toBe("Use atom with care and style");
  });
});
