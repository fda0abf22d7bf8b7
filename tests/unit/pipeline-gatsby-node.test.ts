/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { CreateNodeArgs, Node } from "gatsby";
import { createPages, onCreateNode } from "../../gatsby-node";

/** A description within the 110 to 160 characters the build requires. */
const DESC = "How atom defines writable state: its signature, the tag, effects and areValuesEqual options, initialization, and reset.";

/** Runs the real onCreateNode hook on a fake Mdx node and returns what it reported. */
function createDocNode(relativePath: string, frontmatter: Record<string, unknown>, body = "Text.") {
  const file = { id: `file-${relativePath}`, sourceInstanceName: "docs", relativePath, absolutePath: path.resolve("content/docs", relativePath), base: path.basename(relativePath), internal: { type: "File" } };
  const mdx = { id: `mdx-${relativePath}`, parent: file.id, frontmatter, body, internal: { type: "Mdx", contentFilePath: file.absolutePath } };
  const created: Node[] = [];
  const reporter = { panicOnBuild: jest.fn() };
  const args = {
    node: mdx,
    getNode: (id: string) => (id === file.id ? file : created.find((node) => node.id === id)),
    createNodeId: (input: string) => `node(${input})`,
    createContentDigest: () => "digest",
    reporter,
    actions: { createNode: (node: Node) => created.push(node), createParentChildLink: jest.fn() },
  } as unknown as CreateNodeArgs;
  let thrown: unknown = null;
  try {
    (onCreateNode as (args: CreateNodeArgs) => void)(args);
  } catch (error) {
    thrown = error;
  }
  return { created, reporter, thrown };
}

describe("gatsby-node onCreateNode", () => {
  it("turns a doc's MDX node into a Doc node whose node id is its file's and whose docId is the doc id", () => {
    const { created, thrown } = createDocNode("api/atom.md", { title: "atom", description: DESC, sidebar_position: 2 }, "## Options\n");
    expect(thrown).toBeNull();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ id: "node(mdx-api/atom.md >>> Doc)", parent: "mdx-api/atom.md", docId: "api/atom", idSource: "content/docs/api/atom.md", path: "/stan/docs/api/atom", routePath: "/docs/api/atom", title: "atom", allHeadings: [{ depth: 2, value: "Options", id: "options" }], internal: { type: "Doc" } });
    // The edit link is the config's base plus the path from the repository root; atom.md is committed, so git dates it.
    expect(created[0]).toMatchObject({ editUrl: "https://github.com/rkrupinski/stan/edit/master/packages/website/content/docs/api/atom.md", lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/) });
  });

  it("reports broken front matter once as a structured error naming the file, the value and what is valid, and creates no Doc", () => {
    const { created, reporter, thrown } = createDocNode("api/broken.md", { title: "Broken", description: DESC, sidebar_position: "3rd" });
    // Under develop the hook goes on (other docs keep working); a build ends inside panicOnBuild.
    expect(thrown).toBeNull();
    expect(created).toHaveLength(0);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith({
      id: "default-site-plugin_STAN_FRONT_MATTER",
      context: expect.objectContaining({ sourceMessage: expect.stringMatching(/^front matter field "sidebar_position" must be a non-empty number\. Got "3rd"/) }),
      filePath: path.resolve("content/docs/api/broken.md"),
    });
  });

  it("reports a description outside 110 to 160 characters with the line from the file on disk", () => {
    // content/docs/api/atom.md exists, and its description is on line 3.
    const { created, reporter } = createDocNode("api/atom.md", { title: "atom", description: "atom API reference", sidebar_position: 2 });
    expect(created).toHaveLength(0);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith({
      id: "default-site-plugin_STAN_FRONT_MATTER",
      context: expect.objectContaining({ sourceMessage: expect.stringContaining('front matter "description" is 18 characters long. Got "atom API reference". Write 110 to 160 characters') }),
      filePath: path.resolve("content/docs/api/atom.md"),
      location: { start: { line: 3, column: 14 } },
    });
  });

  it("makes a second file that claims an existing doc id a node of its own (the docs model reports the pair)", () => {
    const first = createDocNode("api/atom.md", { title: "atom", description: DESC });
    const second = createDocNode("api/copy.md", { title: "Copy", description: DESC, id: "atom" });
    expect(second.reporter.panicOnBuild).not.toHaveBeenCalled();
    expect([first.created[0].id, second.created[0].id]).toEqual(["node(mdx-api/atom.md >>> Doc)", "node(mdx-api/copy.md >>> Doc)"]);
    expect([first.created[0].docId, second.created[0].docId]).toEqual(["api/atom", "api/atom"]);
  });

  it("reports a fence language the site does not know, at its line and column, and creates no Doc", () => {
    const { created, reporter } = createDocNode("api/typo.md", { title: "Typo", description: DESC }, "Text.\n\n```tsz\nconst a: number = 'x';\n```\n");
    expect(created).toHaveLength(0);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.objectContaining({ id: "default-site-plugin_STAN_CODE_LANGUAGE", context: expect.objectContaining({ sourceMessage: expect.stringMatching(/^unknown code block language "tsz"/) }), location: { start: { line: 3, column: 4 } } }),
    );
  });
});

describe("gatsby-node createPages under develop", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-pages-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A Doc node as the node store holds it, its file written to the temporary folder. */
  function docNode(name: string, body: string) {
    const contentFilePath = path.join(dir, `${name}.md`);
    fs.writeFileSync(contentFilePath, `---\ntitle: ${name}\ndescription: "${DESC}"\n---\n\n${body}\n`);
    const sourceFile = `content/docs/api/${name}.md`;
    return { id: `node-${name}`, docId: `api/${name}`, idSource: sourceFile, routeSource: sourceFile, routePath: `/docs/api/${name}`, title: name, description: DESC, sidebarLabel: name, sidebarPosition: null, draft: false, codeTitle: false, dir: "api", fileName: `${name}.md`, sourceFile, contentFilePath, allHeadings: [], internal: { type: "Doc", contentDigest: `${name}-1` } };
  }

  /** Runs the real createPages on these Doc nodes, in a node store with one category (api). */
  async function runCreatePages(nodes: unknown[], createPage: jest.Mock, reporter: { panicOnBuild: jest.Mock }) {
    const categories = [{ id: "c", dir: "api", label: "API", position: 1, sourceFile: "content/docs/api/_category_.json", labelSource: "content/docs/api/_category_.json:1:11", internal: { type: "DocCategory", contentDigest: "c-1" } }];
    const getNodesByType = (type: string) => (type === "Doc" ? nodes : type === "DocCategory" ? categories : []);
    await (createPages as (args: unknown) => Promise<void>)({ actions: { createPage }, graphql: jest.fn(), getNodesByType, reporter });
  }

  it("replaces only the doc with a broken link by the error page, reporting the link once with its line", async () => {
    const nodes = [docNode("good", "See [bad](/docs/api/bad)."), docNode("bad", "Text.\n\nSee [nothing](/docs/api/nothing).")];
    const createPage = jest.fn();
    const reporter = { panicOnBuild: jest.fn() };
    await runCreatePages(nodes, createPage, reporter);
    const componentOf = (pagePath: string) => createPage.mock.calls.find(([page]) => page.path === pagePath)?.[0].component as string;
    expect(componentOf("/docs/api/good")).toMatch(/src\/ui\/templates\/doc\.tsx\?__contentFilePath=/);
    // The broken doc's address is answered by an error page of its own (matchPath), not by the doc's
    // page with another component: develop mixes a swapped page's component with its old data.
    const answering = (address: string) => createPage.mock.calls.map(([page]) => page).filter((page) => page.path === address || page.matchPath === address);
    for (const address of ["/docs/api/bad", "/docs/api/bad.html"]) {
      expect(answering(address)).toEqual([expect.objectContaining({ path: `/__stan/content-error${address}`, matchPath: address, component: expect.stringMatching(/src\/ui\/templates\/content-error\.tsx$/) })]);
    }
    // (The site config's footer links to docs this fake site lacks: reported too, on src/config/site.ts.)
    const linkReports = reporter.panicOnBuild.mock.calls.filter(([call]) => call.filePath !== path.resolve("src/config/site.ts"));
    expect(linkReports).toEqual([[expect.objectContaining({ id: "default-site-plugin_STAN_BROKEN_LINK", filePath: path.resolve("content/docs/api/bad.md"), location: { start: { line: 8, column: 5 } } })]]);
    const errorPage = answering("/docs/api/bad")[0];
    expect(errorPage.context.errors).toEqual([expect.objectContaining({ where: "content/docs/api/bad.md:8:5", message: expect.stringContaining('link to a page that does not exist. Got "/docs/api/nothing"') })]);
  });
  it("replaces a doc whose TypeScript sample does not compile by the error page, reporting the compiler's message at the line in the doc", async () => {
    const broken = docNode("sample", ["Text.", "", "```ts", "const count: number = 'one';", "```"].join("\n"));
    const failsButCompiles = docNode("fails", ["Text.", "", "```ts fails", "const count: number = 1;", "```"].join("\n"));
    const createPage = jest.fn();
    const reporter = { panicOnBuild: jest.fn() };
    await runCreatePages([broken, failsButCompiles], createPage, reporter);
    // Each doc's address is answered by its error page (matchPath), as for a broken link.
    const answering = (address: string) => createPage.mock.calls.map(([page]) => page).filter((page) => page.path === address || page.matchPath === address);
    for (const address of ["/docs/api/sample", "/docs/api/fails"]) {
      expect(answering(address)).toEqual([expect.objectContaining({ path: `/__stan/content-error${address}`, component: expect.stringMatching(/src\/ui\/templates\/content-error\.tsx$/) })]);
    }
    const sampleReports = reporter.panicOnBuild.mock.calls.filter(([call]) => call.id === "default-site-plugin_STAN_SAMPLE").map(([call]) => call);
    // Docs come in id order. Front matter (4 lines) and a blank line: the fence is on line 8, the code on line 9.
    expect(sampleReports).toEqual([
      expect.objectContaining({
        filePath: path.resolve("content/docs/api/fails.md"),
        location: { start: { line: 8, column: 1 } },
        context: expect.objectContaining({ sourceMessage: expect.stringContaining("the sample is marked `fails` but compiles") }),
      }),
      expect.objectContaining({
        filePath: path.resolve("content/docs/api/sample.md"),
        location: { start: { line: 9, column: 7 } }, // at `count`, where the compiler reports it
        context: expect.objectContaining({ sourceMessage: expect.stringContaining("TS2322: Type 'string' is not assignable to type 'number'.") }),
      }),
    ]);
  });
});
