/** @jest-environment node */
/**
 * The site's Gatsby hooks as a build runs them (tests/support/content/site-harness.ts): the nodes they make from
 * doc files, and under develop the error pages that stand in for docs with an error.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Node } from "gatsby";
import { description, docFile, FIXTURE_DOCS } from "../support/content/fixture-docs";
import type { DocPageContext } from "../../src/shared/page-context";
import { runSiteHooks, type CreatedPage } from "../support/content/site-harness";
import { docMadeFrom, makeNodeFor, type NodeHelpers } from "../../src/pipeline/model/doc-nodes";

const byType = (nodes: Node[], type: string) => nodes.filter((node) => node.internal.type === type);
/** The pages that answer an address: the page at that path, or one whose matchPath it is. */
const answering = (pages: CreatedPage[], address: string) => pages.filter((page) => page.path === address || page.matchPath === address);

describe("the pages made from doc files", () => {
  it("carry their code's HTML without the names' types, which wait with the samples' sources in the page's code data file", async () => {
    const { createdPages, codeData, errors } = await runSiteHooks(FIXTURE_DOCS);
    expect(errors).toEqual([]);
    const [state, twin] = ["/docs/api/state", "/docs/api/state.html"].map((address) => answering(createdPages, address)[0].context as { codeHtml: string[]; codeData: string });
    expect(state.codeHtml).toHaveLength(1);
    expect(state.codeHtml[0]).toContain('<span class="tw" tabindex="0">atom</span>');
    expect(state.codeHtml[0]).not.toContain("aria-description");
    // The twin shares the file; the name is made from the content.
    expect(twin.codeData).toBe(state.codeData);
    expect(state.codeData).toMatch(/^code-data\/[0-9a-f]{16}\.json$/);
    const data = codeData[state.codeData];
    expect(data.types).toEqual([[expect.stringMatching(/^\(alias\) const atom: <T>\(/), "const count: Scoped<WritableState<number>>", expect.stringMatching(/^\(alias\) atom<number>\(initialValue: number/)]]);
    expect(data.sources).toEqual([{ language: "ts", hidden: "", code: "import { atom } from '@rkrupinski/stan';\n\nconst count = atom(0);" }]);
    // A doc without TypeScript has a file too: the bash block has no types and no source.
    const installation = answering(createdPages, "/docs/getting-started/installation")[0].context as { codeData: string };
    expect(codeData[installation.codeData]).toEqual({ types: [[]], sources: [null] });
    // The landing page's sample.
    const landing = answering(createdPages, "/")[0].context as { tasteHtml: string; codeData: string };
    expect(landing.tasteHtml).not.toContain("aria-description");
    expect(codeData[landing.codeData].types[0].length).toBe((landing.tasteHtml.match(/class="tw"/g) ?? []).length);
  });
});

describe("the nodes made from doc files", () => {
  it("make a Doc per doc whose node id is its file's and whose docId is the doc id, with the facts of its tree", async () => {
    const { nodes } = await runSiteHooks(FIXTURE_DOCS);
    const state = byType(nodes, "Doc").find((node) => (node as Node & { docId: string }).docId === "api/state");
    expect(state).toMatchObject({
      id: "id(id(file:api/state.md >>> Mdx) >>> Doc)",
      parent: "id(file:api/state.md >>> Mdx)",
      idSource: "content/docs/api/state.md",
      path: "/stan/docs/api/state",
      routePath: "/docs/api/state",
      allHeadings: [{ depth: 2, value: "Reading", id: "reading" }, { depth: 2, value: "Writing", id: "writing" }],
      codeBlocks: [expect.objectContaining({ lang: "ts", line: 9, column: 1 })],
      // The edit link is the config's base plus the path from the repository root.
      editUrl: "https://github.com/rkrupinski/stan/edit/master/packages/website/content/docs/api/state.md",
    });
    expect(byType(nodes, "DocCategory").map((node) => (node as Node & { label: string }).label).sort()).toEqual(["API", "Getting started", "Guides"]);
    expect(byType(nodes, "DocProblem")).toEqual([]);
  });

  it("make a doc with an error a DocProblem instead of a Doc, reported once; a good version of the file makes the Doc and removes the problem", async () => {
    const broken = { ...FIXTURE_DOCS, "api/state.md": docFile("State", "## Reading", { sidebar_position: "3rd" }) };
    const run = await runSiteHooks(broken);
    expect(run.errors.map((error) => error.id)).toEqual(["default-site-plugin_STAN_FRONT_MATTER"]);
    expect(byType(run.nodes, "Doc").map((node) => (node as Node & { docId: string }).docId)).not.toContain("api/state");
    expect(byType(run.nodes, "DocProblem")).toEqual([expect.objectContaining({ sourceFile: "content/docs/api/state.md", routePath: "/docs/api/state", anchors: ["reading"], place: "content/docs/api/state.md:4:19", kind: "front-matter" })]);

    // The same Mdx node made again with good content (as sourceNodes does after a change of code):
    // its Doc is made and its problem goes.
    const store = new Map(run.nodes.map((node) => [node.id, node]));
    const mdx = byType(run.nodes, "Mdx").find((node) => node.parent === "file:api/state.md") as Node & { frontmatter: Record<string, unknown> };
    const helpers = {
      actions: { createNode: (node: Node) => void store.set(node.id, node), createParentChildLink: () => undefined, deleteNode: (node: Node) => void store.delete(node.id) },
      createNodeId: (input: string) => `id(${input})`,
      createContentDigest: (input: unknown) => JSON.stringify(input).length.toString(),
      getNode: (id: string) => store.get(id),
      getNodesByType: (type: string) => byType([...store.values()], type),
      reporter: { panicOnBuild: jest.fn() },
    } as unknown as NodeHelpers;
    makeNodeFor({ ...mdx, frontmatter: { ...mdx.frontmatter, sidebar_position: 3 } }, helpers);
    expect(helpers.reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(byType([...store.values()], "DocProblem")).toEqual([]);
    expect(byType([...store.values()], "Doc").map((node) => (node as Node & { docId: string }).docId)).toContain("api/state");
  });

  it("make two files that claim one doc id two nodes: the docs model reports the pair", async () => {
    const { nodes, errors } = await runSiteHooks({ ...FIXTURE_DOCS, "guides/copy.md": docFile("Copy", "## Copied", { id: "type-safety" }) });
    expect(byType(nodes, "Doc").filter((node) => (node as Node & { docId: string }).docId === "guides/type-safety")).toHaveLength(2);
    expect(errors.map((error) => error.id)).toEqual(["default-site-plugin_STAN_DUPLICATE"]);
  });
});

describe("a doc page's data (src/shared/page-context.ts)", () => {
  it("is its page context: the fields the template shows, the table of contents' levels, its neighbours, one HTML per code block and its code data file (one source per block), and the front matter gatsby-plugin-mdx reads", async () => {
    const { createdPages, errors, codeData } = await runSiteHooks({ ...FIXTURE_DOCS, "api/state.md": docFile("State", "## Reading\n\n### Detail\n\n#### Deeper\n\n```ts\nconst count = 1;\n```\n\n```bash\nnpm test\n```", { sidebar_position: 1 }) });
    expect(errors).toEqual([]);
    const [page] = answering(createdPages, "/docs/api/state");
    const context = page.context as unknown as DocPageContext & { frontmatter: Record<string, unknown> };
    expect(context).toMatchObject({
      publicPath: "/stan/docs/api/state",
      routePath: "/docs/api/state",
      title: "State",
      description: description("State"),
      codeTitle: false,
      editUrl: "https://github.com/rkrupinski/stan/edit/master/packages/website/content/docs/api/state.md",
      // Levels 2 to 3 of the site config: the h4 is left out.
      headings: [{ depth: 2, value: "Reading", id: "reading" }, { depth: 3, value: "Detail", id: "detail" }],
      previous: { label: "Installation", path: "/stan/docs/getting-started/installation" },
      next: { label: "Type safety", path: "/stan/docs/guides/type-safety" },
      codeData: expect.stringMatching(/^code-data\/[0-9a-f]{16}\.json$/),
      frontmatter: { title: "State", sidebar_position: 1 },
    });
    expect(codeData[context.codeData].sources).toEqual([{ language: "ts", hidden: "", code: "const count = 1;" }, null]);
    expect(context.codeHtml).toHaveLength(2);
    expect(context.canonicalPath).toBeUndefined();
    // Its .html twin: the same data, with the route it duplicates.
    expect(answering(createdPages, "/docs/api/state.html")[0].context).toEqual({ ...context, canonicalPath: "/docs/api/state" });
  });
});

describe("createPages under develop", () => {
  it("replaces only the doc with a broken link by an error page of its own, reporting the link once with its place", async () => {
    const { createdPages, errors } = await runSiteHooks({ ...FIXTURE_DOCS, "api/state.md": docFile("State", "## Reading\n\nSee [nothing](/docs/api/nothing).", { sidebar_position: 1 }) });
    expect(answering(createdPages, "/docs/guides/type-safety")).toEqual([expect.objectContaining({ component: expect.stringMatching(/src\/ui\/templates\/doc\.tsx\?__contentFilePath=/) })]);
    // The broken doc's address is answered by an error page of its own (matchPath), not by the doc's
    // page with another component: develop mixes a swapped page's component with its old data.
    for (const address of ["/docs/api/state", "/docs/api/state.html"]) {
      expect(answering(createdPages, address)).toEqual([expect.objectContaining({ path: `/__stan/content-error${address}`, matchPath: address, component: expect.stringMatching(/src\/ui\/templates\/content-error\.tsx$/) })]);
    }
    expect(errors).toEqual([expect.objectContaining({ id: "default-site-plugin_STAN_BROKEN_LINK", location: { start: { line: 9, column: 5 } } })]);
    expect(answering(createdPages, "/docs/api/state")[0].context.errors).toEqual([expect.objectContaining({ where: "content/docs/api/state.md:9:5", message: expect.stringContaining('link to a page that does not exist. Got "/docs/api/nothing"') })]);
  });

  it("replaces a doc whose sample does not compile, or is marked `fails` and compiles, by its error page, reporting the compiler's message at its place", async () => {
    const { createdPages, errors } = await runSiteHooks({
      ...FIXTURE_DOCS,
      "api/state.md": docFile("State", "## Reading\n\n```ts\nconst count: number = 'one';\n```", { sidebar_position: 1 }),
      "guides/type-safety.md": docFile("Type safety", "## Types\n\n```ts fails\nconst count: number = 1;\n```", { sidebar_position: 1 }),
    });
    for (const address of ["/docs/api/state", "/docs/guides/type-safety"]) {
      expect(answering(createdPages, address)).toEqual([expect.objectContaining({ path: `/__stan/content-error${address}` })]);
    }
    expect(errors).toEqual([
      expect.objectContaining({ id: "default-site-plugin_STAN_SAMPLE", context: { location: "content/docs/api/state.md:10:7", sourceMessage: expect.stringMatching(/^the sample does not compile\. Got "TS2322: Type 'string' is not assignable to type 'number'\."/) } }),
      expect.objectContaining({ id: "default-site-plugin_STAN_SAMPLE", context: { location: "content/docs/guides/type-safety.md:9:1", sourceMessage: expect.stringMatching(/^the sample is marked `fails` but compiles\./) } }),
    ]);
  });
});

describe("a docs file's onCreateNode (docMadeFrom)", () => {
  const file = { id: "file:api/atom.md", base: "atom.md", relativePath: "api/atom.md", sourceInstanceName: "docs", internal: { type: "File", contentDigest: "v2" } } as unknown as Node;
  // gatsby-plugin-mdx's node of the file: its id is the plugin's own, its parent the file, its digest the file's.
  const mdx = { id: "mdx-of-atom", parent: file.id, internal: { type: "Mdx", contentDigest: "v2" } } as unknown as Node;
  const doc = { id: "doc-of-atom", parent: mdx.id, internal: { type: "Doc" } } as unknown as Node;
  const problem = { id: "problem-of-atom", parent: mdx.id, internal: { type: "DocProblem" } } as unknown as Node;
  /**
   * A node store that lists `nodes` by type, and `unwritten` ones too once it has written them (storeWritten),
   * as Gatsby's LMDB store lists a node made again under its id.
   */
  const storeOf = (nodes: Node[], unwritten: Node[] = []) => {
    const listed = [...nodes];
    return {
      add: (node: Node) => void listed.push(node),
      helpers: {
        actions: { createNode: (node: Node) => void listed.push(node), createParentChildLink: () => undefined, deleteNode: () => undefined },
        createNodeId: (input: string) => `id(${input})`,
        createContentDigest: (input: unknown) => JSON.stringify(input).length.toString(),
        getNode: (id: string) => listed.find((node) => node.id === id),
        getNodesByType: (type: string) => listed.filter((node) => node.internal.type === type),
        reporter: { warn: jest.fn(), panicOnBuild: jest.fn() },
        storeWritten: jest.fn(async () => void listed.push(...unwritten.splice(0))),
      },
    };
  };
  /** Whether the promise has settled, asked later. */
  const tracked = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };
  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("ends only once this version of the file has its doc, listed by type (createPages waits for it)", async () => {
    const store = storeOf([mdx]);
    const done = tracked(docMadeFrom(file, store.helpers, { timeoutMs: 5_000, intervalMs: 5 }));
    await tick(50);
    expect(done()).toBe(false);
    store.add(doc);
    await tick(30);
    expect(done()).toBe(true);
    expect(store.helpers.reporter.warn).not.toHaveBeenCalled();
  });

  it("looks for this version's Mdx node and doc once the store has written them; ends at once when gatsby-plugin-mdx made no node of this version (it reported why)", async () => {
    // The new version's nodes, made but not written: listed once the store has written them.
    const written = storeOf([], [mdx, doc]);
    await expect(docMadeFrom(file, written.helpers, { timeoutMs: 5_000, intervalMs: 5 })).resolves.toBeUndefined();
    expect(written.helpers.storeWritten).toHaveBeenCalled();
    expect(written.helpers.reporter.warn).not.toHaveBeenCalled();
    // Only the last version's nodes: the plugin failed on this one (a front matter that is not YAML, say).
    const older = { ...mdx, internal: { type: "Mdx", contentDigest: "v1" } } as unknown as Node;
    const failed = storeOf([older, doc]);
    const started = Date.now();
    await docMadeFrom(file, failed.helpers, { timeoutMs: 5_000, intervalMs: 5 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(failed.helpers.reporter.warn).not.toHaveBeenCalled();
  });

  it("when gatsby-plugin-mdx made no node because the front matter is not YAML, reports that at its line and makes the file's DocProblem", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-unread-"));
    const absolutePath = path.join(dir, "atom.md");
    fs.writeFileSync(absolutePath, "---\ntitle: Atom\nsidebar_position: 1: two\n---\n\n## Options\n");
    const unread = { ...file, absolutePath } as unknown as Node;
    const store = storeOf([]);
    try {
      await docMadeFrom(unread, store.helpers, { timeoutMs: 5_000, intervalMs: 5 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(store.helpers.reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const [reported] = store.helpers.reporter.panicOnBuild.mock.calls[0] as [{ id: string; context: { sourceMessage: string }; location: unknown }];
    expect(reported.id).toBe("default-site-plugin_STAN_FRONT_MATTER");
    expect(reported.location).toEqual({ start: { line: 3, column: 20 } });
    expect(reported.context.sourceMessage).toMatch(/^front matter is not valid YAML: incomplete explicit mapping pair.*Got "sidebar_position: 1: two"\. Write one field per line/);
    const problems = store.helpers.getNodesByType("DocProblem") as Array<Node & { routePath: string; anchors: string[] }>;
    expect(problems).toEqual([expect.objectContaining({ parent: file.id, routePath: "/docs/api/atom", anchors: ["options"] })]);
  });

  it("ends once the store has written every change, after the doc is listed", async () => {
    let written: () => void = () => undefined;
    const helpers = { ...storeOf([mdx, doc]).helpers, storeWritten: jest.fn(() => new Promise<void>((resolve) => (written = resolve))) };
    const done = tracked(docMadeFrom(file, helpers, { timeoutMs: 5_000, intervalMs: 5 }));
    await tick(20);
    expect(done()).toBe(false);
    written();
    await tick(5);
    expect(done()).toBe(true);
  });

  it("counts a DocProblem as the doc, and gives up after its time when the doc never comes, naming the file", async () => {
    await expect(docMadeFrom(file, storeOf([mdx, problem]).helpers, { timeoutMs: 60_000 })).resolves.toBeUndefined();
    const started = Date.now();
    const { helpers } = storeOf([mdx]);
    await docMadeFrom(file, helpers, { timeoutMs: 100, intervalMs: 10 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(helpers.reporter.warn).toHaveBeenCalledWith("api/atom.md: its doc was not made within 0.1 s; the pages may be made without it until the next save.");
  });

  it("does not wait for other nodes: a category file, a file outside the docs, an Mdx node", async () => {
    const never = storeOf([]).helpers;
    for (const node of [
      { ...file, base: "_category_.json" },
      { ...file, sourceInstanceName: "pages" },
      { ...file, internal: { type: "Mdx" } },
    ] as unknown as Node[]) {
      await expect(docMadeFrom(node, never, { timeoutMs: 60_000 })).resolves.toBeUndefined();
    }
  });
});
