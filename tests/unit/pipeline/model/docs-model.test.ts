/** @jest-environment node */
import { createDocRecord, docRoutePath, type DocRecord } from "../../../../src/pipeline/model/doc-record";
import { buildDocsModel, versionData, type CategoryRecord } from "../../../../src/pipeline/model/docs-model";
import type { DocFrontmatter } from "../../../../src/pipeline/parse/frontmatter";
import { parseDocBody } from "../../../../src/pipeline/parse/doc-tree";
import { headingsOf } from "../../../../src/pipeline/parse/headings";
import { errorOf } from "../../../support/content/content-error";

function doc(relativePath: string, frontmatter: Partial<DocFrontmatter> = {}, body = ""): DocRecord {
  // The file as written: a title line, then the fields given here, each on its own line.
  const text = ["---", `title: ${relativePath}`, ...Object.entries(frontmatter).map(([key, value]) => `${key}: ${value}`), "---", body].join("\n");
  return createDocRecord(
    {
      relativePath,
      sourceFile: `content/docs/${relativePath}`,
      frontmatter: { title: relativePath, description: "d", draft: false, code_title: false, sidebar_position: null, sidebar_label: null, slug: null, id: null, ...frontmatter } as DocFrontmatter,
      headings: headingsOf(parseDocBody({ body, firstLine: 1 }, relativePath)),
      text,
    },
    "/docs",
  );
}


const category = (dir: string, label: string, position: number): CategoryRecord => ({ dir, label, position, sourceFile: `content/docs/${dir}/_category_.json`, labelSource: `content/docs/${dir}/_category_.json:1:12` });
const options = { includeDrafts: false, hrefPrefix: "/stan" };

describe("doc ids and paths", () => {
  it("derives id and path from the folder and file name", () => {
    const record = doc("api/atomFamily.md");
    expect(record.id).toBe("api/atomFamily");
    expect(record.routePath).toBe("/docs/api/atomFamily");
  });

  it("lets front matter set the id and an absolute or relative slug", () => {
    const intro = doc("intro.md", { id: "indtroduction", slug: "/" });
    expect(intro.id).toBe("indtroduction");
    expect(intro.routePath).toBe("/docs");
    expect(doc("guides/a.md", { slug: "renamed" }).routePath).toBe("/docs/guides/renamed");
    expect(doc("guides/a.md", { slug: "/elsewhere/b" }).routePath).toBe("/docs/elsewhere/b");
  });

  it("never produces a trailing slash", () => {
    expect(docRoutePath("/docs", "", "x", "/")).toBe("/docs");
    expect(docRoutePath("/docs", "a", "x", "/b/")).not.toMatch(/\/$/);
  });

  it("records the headings with their anchor ids", () => {
    expect(doc("a.md", {}, "## One\n\n### `Two`\n").allHeadings).toEqual([
      { depth: 2, value: "One", id: "one" },
      { depth: 3, value: "Two", id: "two" },
    ]);
  });
});

describe("sidebar and ordering", () => {
  const docs = [
    doc("guides/b.md", { sidebar_position: 2, title: "B" }),
    doc("intro.md", { id: "indtroduction", slug: "/", sidebar_position: 1, title: "Intro" }),
    doc("api/z.md", { sidebar_position: 1, title: "Z", sidebar_label: "Zed" }),
    doc("guides/a.md", { sidebar_position: 1, title: "A" }),
  ];
  const categories = [category("guides", "Guides", 3), category("api", "API", 2)];
  const model = buildDocsModel(docs, categories, options);

  it("orders docs and categories by position, labels from front matter and _category_.json", () => {
    expect(model.sidebar).toEqual([
      { type: "link", label: "Intro", href: "/stan/docs", docId: "indtroduction", unlisted: false },
      { type: "category", label: "API", href: null, linkUnlisted: false, collapsible: true, collapsed: true, items: [{ type: "link", label: "Zed", href: "/stan/docs/api/z", docId: "api/z", unlisted: false }] },
      {
        type: "category",
        label: "Guides",
        href: null,
        linkUnlisted: false,
        collapsible: true,
        collapsed: true,
        items: [
          { type: "link", label: "A", href: "/stan/docs/guides/a", docId: "guides/a", unlisted: false },
          { type: "link", label: "B", href: "/stan/docs/guides/b", docId: "guides/b", unlisted: false },
        ],
      },
    ]);
    expect(model.docs.map((d) => d.id)).toEqual(["indtroduction", "api/z", "guides/a", "guides/b"]);
  });

  it("links each doc to its neighbours in that order", () => {
    expect(model.previous.get("indtroduction")).toBeNull();
    expect(model.next.get("indtroduction")).toEqual({ title: "Z", label: "Zed", path: "/stan/docs/api/z" });
    expect(model.previous.get("guides/a")?.path).toBe("/stan/docs/api/z");
    expect(model.next.get("guides/b")).toBeNull();
  });

  it("builds the version entity of spec section 3", () => {
    const version = versionData(model, { name: "current", label: "Next", path: "/stan/docs", isLast: true }, "docs", "/stan");
    expect(version).toMatchObject({ name: "current", label: "Next", path: "/stan/docs", isLast: true, draftIds: [] });
    expect(version.docs[0]).toEqual({ id: "indtroduction", path: "/stan/docs" });
    expect(version.sidebars.map((s) => s.name)).toEqual(["docs"]);
  });

  it("breaks position ties by file name and puts unpositioned docs last", () => {
    const tied = buildDocsModel([doc("b.md"), doc("a.md"), doc("c.md", { sidebar_position: 1 })], [], options);
    expect(tied.docs.map((d) => d.id)).toEqual(["c", "a", "b"]);
  });
});

describe("drafts", () => {
  const docs = [doc("a.md", { sidebar_position: 1 }), doc("b.md", { sidebar_position: 2, draft: true })];

  it("are left out of production builds and listed in draftIds", () => {
    const model = buildDocsModel(docs, [], options);
    expect(model.docs.map((d) => d.id)).toEqual(["a"]);
    expect(model.draftIds).toEqual(["b"]);
    expect(model.next.get("a")).toBeNull();
  });

  it("are shown while developing", () => {
    expect(buildDocsModel(docs, [], { ...options, includeDrafts: true }).docs.map((d) => d.id)).toEqual(["a", "b"]);
  });
});

describe("bad content fails with the file, the value and the choices", () => {
  it("two docs with the same id: both files named, the error at the front matter id that claims it", () => {
    // Whatever order the build holds the docs in, the message is the same.
    for (const docs of [[doc("api/x.md"), doc("api/y.md", { id: "x" })], [doc("api/y.md", { id: "x" }), doc("api/x.md")]]) {
      const error = errorOf(() => buildDocsModel(docs, [], options));
      expect(error.file).toBe("content/docs/api/y.md:3:5");
      expect(error.message).toBe(
        'content/docs/api/y.md:3:5: two docs have the same id: content/docs/api/x.md (its folder and file name) and content/docs/api/y.md:3 (its front matter id). Got "api/x". Every doc needs its own id: change the front matter "id" of one, or rename one file.',
      );
    }
  });

  it("two docs with the same path: both slugs named with their lines", () => {
    const error = errorOf(() => buildDocsModel([doc("a.md", { slug: "/same" }), doc("b.md", { slug: "/same" })], [], options));
    expect(error.file).toBe("content/docs/b.md:3:7");
    expect(error.message).toMatch(/two docs have the same path: content\/docs\/a\.md:3 \(its front matter slug\) and content\/docs\/b\.md:3 \(its front matter slug\)\. Got "\/docs\/same"/);
  });

  it("a category with nothing to link to", () => {
    const run = () => buildDocsModel([doc("a.md"), doc("empty/b.md", { draft: true })], [category("empty", "Empty", 2)], options);
    expect(run).toThrow(/content\/docs\/empty\/_category_\.json:1:12: this category has nothing to link to.*Got "Empty"/);
  });
});
