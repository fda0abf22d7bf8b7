/** @jest-environment node */
import { ContentError } from "../../../../src/pipeline/errors/errors";
import { mdxToMarkdown, renderDocMarkdown } from "../../../../src/pipeline/markdown/markdown-export";
import { docBodyOf, parseDocBody, parseDocFile } from "../../../../src/pipeline/parse/doc-tree";
import { loadContentSite } from "../../../support/content/search-fixture-content";
import { docFacts } from "../../../../src/pipeline/model/doc-facts";

const PAGE = "https://rkrupinski.github.io/stan/docs/api/x";
const md = (body: string) => mdxToMarkdown(body, PAGE, "content/docs/api/x.md");
const parse = (body: string) => parseDocBody({ body, firstLine: 1 }, "content/docs/api/x.md");

describe("the doc's Markdown tree", () => {
  it("reads ESM, headings, nested components and HTML elements as nodes", () => {
    const tree = parse(['import { X } from "./x";', "", "## Title", "", "<Tabs>", '<TabItem value="a">', "", "```ts", "<Callout>", "```", "", "</TabItem>", "</Tabs>", "<table>", "<tr><td>1</td></tr>", "</table>"].join("\n"));
    expect(tree.children.map((node) => node.type)).toEqual(["mdxjsEsm", "heading", "mdxJsxFlowElement", "mdxJsxFlowElement"]);
    const tabs = tree.children[2] as Extract<(typeof tree.children)[number], { type: "mdxJsxFlowElement" }>;
    const item = tabs.children.find((node) => node.type === "mdxJsxFlowElement") as typeof tabs;
    expect(item.attributes).toEqual([expect.objectContaining({ name: "value", value: "a" })]);
    // A tag inside a code fence is code, not a component.
    expect(item.children.find((node) => node.type === "code")).toMatchObject({ lang: "ts", value: "<Callout>" });
  });

  it("rejects unbalanced component tags with the line", () => {
    expect(() => parse("<Callout>\n\ntext\n</Tabs>")).toThrow(ContentError);
    expect(() => parse("text\n\n<Callout>\n\ntext")).toThrow(/content\/docs\/api\/x\.md:3: the MDX does not parse: .*<Callout>/);
  });

  it("counts lines from the top of the file, front matter included", () => {
    const file = "---\ntitle: x\n---\n\n## Title\n\n~~~ts\nconst a = 1;\n~~~\n";
    const tree = parseDocBody(docBodyOf(file), "x.md");
    expect(tree.children.map((node) => [node.type, node.position?.start.line])).toEqual([["heading", 5], ["code", 7]]);
  });
});

describe("Markdown export of MDX", () => {
  it("keeps only the visible code of a block, with a plain language tag", () => {
    const out = md("```ts types\ndeclare const hidden: number;\n// ---cut---\nconst shown = 1;\n```");
    expect(out).toBe("```ts\nconst shown = 1;\n```");
  });

  it("keeps a vue block a `vue` fence with what the page shows: the <script> line, the lines below the cut, the template", () => {
    const sfc = ['<script setup lang="ts">', "import { useStan } from '@rkrupinski/stan/vue';", "// ---cut---", "const count = useStan(counter);", "//    ^?", "</script>", "", "<template>", "  <p>{{ count }}</p>", "</template>"];
    expect(md(["```vue", ...sfc, "```"].join("\n"))).toBe(["```vue", '<script setup lang="ts">', "const count = useStan(counter);", "</script>", "", "<template>", "  <p>{{ count }}</p>", "</template>", "```"].join("\n"));
    // The search indexes the same code: names of the shown lines, not of the hidden import, nor the SFC's frame.
    const sections = docFacts(parse(["## Counter", "", "```vue", ...sfc, "```"].join("\n")), { routePath: "/docs/api/x", sourceFile: "content/docs/api/x.md" }).searchSections;
    expect(sections.find((section) => section.heading === "Counter")?.code).toEqual(["count", "useStan", "counter"]);
  });

  it("leaves out `// ^?` type queries, which the page shows as types", () => {
    expect(md("```ts\nconst shown = 1;\n//    ^?\nshown;\n```")).toBe("```ts\nconst shown = 1;\nshown;\n```");
  });

  it("names a code block's file above it", () => {
    expect(md('```tsx title="app/layout.tsx"\nexport {};\n```')).toBe("File: `app/layout.tsx`\n\n```tsx\nexport {};\n```");
  });

  it("turns a callout into a block quote headed by its kind and title", () => {
    expect(md('<Callout type="warning" title="Careful">\n\nDo **not** do [this](/docs/api/atom#options).\n\n</Callout>')).toBe(
      "> **Warning: Careful**\n>\n> Do **not** do [this](https://rkrupinski.github.io/stan/docs/api/atom#options).",
    );
    expect(md("<Callout>\n\nPlain.\n\n</Callout>")).toBe("> **Info**\n>\n> Plain.");
  });

  it("fails on a callout type the component does not know", () => {
    expect(() => md('<Callout type="danger">\n\nx\n\n</Callout>')).toThrow(/not a callout type/);
  });

  it("shows every tab, each under its label", () => {
    const out = md('<Tabs groupId="pm">\n<TabItem value="npm" label="npm">\n\n```bash\nnpm i x\n```\n\n</TabItem>\n<TabItem value="yarn">\n\n```bash\nyarn add x\n```\n\n</TabItem>\n</Tabs>');
    expect(out).toBe("**npm:**\n\n```bash\nnpm i x\n```\n\n**yarn:**\n\n```bash\nyarn add x\n```");
  });

  it("describes the state-graph figure in words (from the component itself)", () => {
    const out = md("<StateGraph />");
    expect(out).toMatch(/^\*Figure: A small Stan state graph\.\* Three atoms, todosAtom, searchTermAtom and sortOrderAtom/);
    expect(out).toMatch(/\n\nAtoms hold values, selectors derive values/);
    expect(out).not.toMatch(/<svg|<title|viewBox/);
  });

  it("fails, naming file and line, on a component without a Markdown equivalent", () => {
    expect(() => md("Text\n\n<Chart />")).toThrow(ContentError);
    expect(() => md("Text\n\n<Chart />")).toThrow(/content\/docs\/api\/x\.md:3: this MDX component has no Markdown equivalent\. Got "<Chart>"/);
  });

  it("drops MDX import and export statements", () => {
    expect(md('import { StateGraph } from "../x";\n\nText.')).toBe("Text.");
  });

  it("converts an HTML table (wrapper included) to a GFM table, escaping pipes", () => {
    const html = '<div className="table-wrapper">\n<table>\n<thead><tr><th>Policy</th><th>Keeps</th></tr></thead>\n<tbody><tr><td>`a | b`</td><td>All <em>members</em></td></tr></tbody>\n</table>\n</div>';
    expect(md(html)).toBe("| Policy | Keeps |\n| --- | --- |\n| `a \\| b` | All members |");
    expect(md("<p>no table</p>")).toBe("<p>no table</p>");
  });

  it("makes site links absolute, resolves bare anchors against the page, and leaves code and external links alone", () => {
    expect(md("[a](/docs/api/atom) [b](#opts) [c](https://x.dev/y) `[d](/docs)` <a href=\"/docs/api/store\">s</a>")).toBe(
      '[a](https://rkrupinski.github.io/stan/docs/api/atom) [b](https://rkrupinski.github.io/stan/docs/api/x#opts) [c](https://x.dev/y) `[d](/docs)` <a href="https://rkrupinski.github.io/stan/docs/api/store">s</a>',
    );
    expect(md("[home](/)")).toBe("[home](https://rkrupinski.github.io/stan/)");
  });

  it("collapses blank-line runs outside code, never inside it", () => {
    expect(md("a\n\n\n\nb\n\n```\nx\n\n\ny\n```\n\n\n")).toBe("a\n\nb\n\n```\nx\n\n\ny\n```");
  });

  it("renders a page with its title, summary and canonical URL first", () => {
    const out = renderDocMarkdown({ title: "atom", description: "atom API reference", routePath: "/docs/api/atom" }, md("Body.\n"));
    expect(out).toBe("# atom\n\n> atom API reference\n\nSource: https://rkrupinski.github.io/stan/docs/api/atom\n\nBody.\n");
  });

  it("writes a code block fenced with tildes, or indented in a list, as a fenced block of its visible code", () => {
    expect(md("~~~ts title=\"a.ts\"\ndeclare const a: number;\n// ---cut---\nconst b = a;\n~~~")).toBe("File: `a.ts`\n\n```ts\nconst b = a;\n```");
    expect(md("- Step:\n\n  ```bash\n  npm i x\n  ```")).toBe("- Step:\n\n  ```bash\n  npm i x\n  ```");
  });

  it("keeps a link inside a table cell absolute, and a heading inside a fence as code", () => {
    expect(md("| API | Where |\n| --- | --- |\n| atom | [atom](/docs/api/atom) |")).toBe("| API | Where |\n| --- | --- |\n| atom | [atom](https://rkrupinski.github.io/stan/docs/api/atom) |");
    expect(md("````md\n## Not a heading\n```\n````")).toBe("````md\n## Not a heading\n```\n````");
  });
});

describe("Markdown export of the real docs", () => {
  const pages = loadContentSite().docs.map((doc) => ({ doc, markdown: renderDocMarkdown(doc, doc.markdownBody) }));

  it.each(pages.map((page) => [page.doc.routePath, page] as const))("%s: clean Markdown, no MDX left", (_route, { doc, markdown }) => {
    expect(markdown.startsWith(`# ${doc.title}\n\n> ${doc.description}\n`)).toBe(true);
    const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1$/gm, "");
    expect(prose).not.toMatch(/<\/?(Callout|Tabs|TabItem|StateGraph)\b/);
    expect(prose).not.toMatch(/^(import|export) /m);
    expect(prose).not.toMatch(/className=/);
    expect(prose.replace(/`[^`\n]*`/g, "")).not.toMatch(/\]\((\/|#)/); // every link absolute
    expect(markdown).not.toContain("---cut---");
    expect(markdown).not.toMatch(/^\s*\/\/\s*\^\?\s*$/m);
    // Fences are balanced and carry only a language tag.
    const fences = markdown.match(/^```.*$/gm) ?? [];
    expect(fences.length % 2).toBe(0);
    for (const fence of fences) expect(fence).toMatch(/^```[a-z]*$/);
    // Every h2/h3 of the page survives.
    for (const heading of doc.headings.filter((h) => h.depth <= 3)) expect(markdown).toMatch(new RegExp(`^#{${heading.depth}} `, "m"));
  });
});

describe("a doc's facts", () => {
  it("are read from its one tree: links with their places, code blocks, the Markdown copy and its search sections", () => {
    const doc = { routePath: "/docs/api/x", sourceFile: "content/docs/api/x.md" };
    const facts = docFacts(parseDocFile("---\ntitle: x\n---\n\nSaved [link](/docs).\n\n## Code\n\n```ts title=\"a.ts\"\nconst a = 1;\n```\n", doc.sourceFile), doc);
    expect(facts.markdown).toBe("Saved [link](https://rkrupinski.github.io/stan/docs).\n\n## Code\n\nFile: `a.ts`\n\n```ts\nconst a = 1;\n```");
    expect(facts.links).toEqual([{ url: "/docs", line: 5, column: 7 }]);
    expect(facts.codeBlocks).toEqual([{ lang: "ts", meta: 'title="a.ts"', value: "const a = 1;", line: 9, column: 1 }]);
    expect(facts.searchSections.map((section) => [section.anchor, section.heading])).toEqual([["", ""], ["code", "Code"]]);
  });

  it("keep a heading's anchor when a <Since> mark stands beside it: the copy shows the mark, the section is the page's", () => {
    const doc = { routePath: "/docs/api/store", sourceFile: "content/docs/api/store.md" };
    const facts = docFacts(parseDocFile('---\ntitle: x\n---\n\n## `destroy()` <Since version="1.7.0" />\n\nEmpties the store.\n', doc.sourceFile), doc);
    expect(facts.markdown).toBe("## `destroy()` *(since 1.7.0)*\n\nEmpties the store.");
    expect(facts.searchSections.map((section) => [section.anchor, section.heading])).toEqual([["", ""], ["destroy", "destroy()"]]);
  });
});
