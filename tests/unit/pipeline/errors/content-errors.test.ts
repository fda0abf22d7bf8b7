/** @jest-environment node */
import * as path from "path";
import { ContentError, type ContentErrorKind } from "../../../../src/pipeline/errors/errors";
import { CONTENT_ERROR_KINDS, contentErrorMap, errorLocation, reportContentError, reporterCallOf, errorText } from "../../../../src/pipeline/errors/content-errors";
import { checkLink } from "../../../../src/pipeline/parse/links";
import { onPreInit } from "../../../../gatsby-node";
import * as gatsbyInternals from "../../../../src/gatsby/internals";
import { headingsOf } from "../../../../src/pipeline/parse/headings";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import * as fs from "fs";

const ROOT = "/project";

describe("content errors as Gatsby structured errors", () => {
  it("registers one id per kind, every one the author's to fix, with its section of the authoring guide", () => {
    const map = contentErrorMap();
    const kinds: ContentErrorKind[] = ["broken-link", "missing-anchor", "front-matter", "duplicate", "empty-category", "config-reference", "sample", "code-language", "code-line", "markup"];
    expect(Object.keys(map).sort()).toEqual(kinds.map((kind) => CONTENT_ERROR_KINDS[kind].id).sort());
    for (const entry of Object.values(map)) {
      expect(entry).toMatchObject({ level: "ERROR", type: "PLUGIN", category: "USER", docsUrl: expect.stringMatching(/^https:\/\/github\.com\/rkrupinski\/stan\/blob\/master\/packages\/website\/content\/README\.md#[a-z_-]+$/) });
      expect(entry.text({ sourceMessage: "the message" })).toBe("the message");
    }
  });

  it("each kind's link leads to a section of the authoring guide (content/README.md)", () => {
    // The guide is GitHub Markdown, not MDX (GitHub renders it): read as CommonMark with GFM.
    const guide = unified().use(remarkParse).use(remarkGfm).parse(fs.readFileSync(path.resolve("content/README.md"), "utf8"));
    const anchors = headingsOf(guide).map((heading) => heading.id);
    for (const { guideAnchor } of Object.values(CONTENT_ERROR_KINDS)) expect(anchors).toContain(guideAnchor);
  });

  it("onPreInit hands the map to the reporter", () => {
    // Not Gatsby's store: its node changes are listened to here (docs-in-progress.ts), and loading it would leave handles open.
    jest.spyOn(gatsbyInternals, "onNodeChange").mockImplementation(() => undefined);
    const setErrorMap = jest.fn();
    (onPreInit as (args: unknown) => void)({ reporter: { setErrorMap } });
    expect(setErrorMap).toHaveBeenCalledTimes(1);
    expect(Object.keys(setErrorMap.mock.calls[0][0]).sort()).toEqual(Object.keys(contentErrorMap()).sort());
  });

  it("maps a broken link to its id, the file apart (absolute) and the line, with the message free of the file", () => {
    const targets = { anchorsByPath: new Map([["/docs/api/atom", new Set(["options"])]]) };
    let error: unknown;
    try {
      checkLink("/docs/nope", "/docs/a", "content/docs/a.md", 12, targets);
    } catch (thrown) {
      error = thrown;
    }
    expect(reporterCallOf(error as ContentError, ROOT)).toEqual({
      id: "default-site-plugin_STAN_BROKEN_LINK",
      context: { sourceMessage: 'link to a page that does not exist. Got "/docs/nope". Existing pages: "/docs/api/atom".', location: "content/docs/a.md:12:1" },
      filePath: path.resolve(ROOT, "content/docs/a.md"),
      location: { start: { line: 12, column: 1 } },
    });
  });

  it("keeps the column where the error names one", () => {
    const error = new ContentError("content/docs/a.md:7:12", "link to a page that does not exist", "/nope", "Existing pages: ...", "broken-link");
    expect(reporterCallOf(error, ROOT)).toMatchObject({ context: { location: "content/docs/a.md:7:12" }, location: { start: { line: 7, column: 12 } } });
    const config = new ContentError('src/config/site.ts (navbar item {"to":"/x"}):40:9', "no doc has this id", "x", "...", "config-reference");
    expect(errorLocation(config)).toEqual({ file: "src/config/site.ts", line: 40, column: 9, where: 'navbar item {"to":"/x"}' });
  });

  it("names the place in the message only in CI, where Gatsby's plain logger prints the message alone", () => {
    const context = { sourceMessage: "link to a page that does not exist.", location: "content/docs/a.md:12:1" };
    expect(errorText(context, false)).toBe("link to a page that does not exist.");
    expect(errorText(context, true)).toBe("content/docs/a.md:12:1: link to a page that does not exist.");
    expect(errorText({ sourceMessage: "x" }, true)).toBe("x");
  });

  it("maps a missing anchor to its own id", () => {
    const targets = { anchorsByPath: new Map([["/docs/api/atom", new Set(["options"])]]) };
    expect(() => checkLink("/docs/api/atom#nope", "/docs/a", "content/docs/a.md", 3, targets)).toThrow(ContentError);
    try {
      checkLink("/docs/api/atom#nope", "/docs/a", "content/docs/a.md", 3, targets);
    } catch (error) {
      expect(reporterCallOf(error as ContentError, ROOT).id).toBe("default-site-plugin_STAN_MISSING_ANCHOR");
    }
  });

  it("keeps a config error's place in the file in the message and leaves out a line it does not know", () => {
    const error = new ContentError("src/config/site.ts (footer column Docs):0", "link to a page that does not exist", "/nope", "Existing pages: ...", "broken-link");
    expect(errorLocation(error)).toEqual({ file: "src/config/site.ts", line: null, column: null, where: "footer column Docs" });
    expect(reporterCallOf(error, ROOT)).toEqual({
      id: "default-site-plugin_STAN_BROKEN_LINK",
      context: { sourceMessage: 'footer column Docs: link to a page that does not exist. Got "/nope". Existing pages: ...', location: "src/config/site.ts" },
      filePath: path.resolve(ROOT, "src/config/site.ts"),
    });
  });

  it("reports through panicOnBuild exactly once", () => {
    const reporter = { panicOnBuild: jest.fn() };
    const error = new ContentError("content/docs/x.md:4", "front matter field \"title\" is required", undefined, "Give it a non-empty string.", "front-matter");
    reportContentError(reporter, error);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(reporterCallOf(error));
  });
});
