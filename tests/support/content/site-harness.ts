/**
 * The site's real Gatsby hooks (gatsby-node.ts) run on a node store made from a set of doc files, as
 * `gatsby build` and `gatsby develop` would run them, without Gatsby: each file becomes a File node (and
 * a doc its Mdx node, split by gray-matter as gatsby-plugin-mdx does), onCreateNode runs for each, then
 * createPages. What the hooks report is kept. The files are written to a temporary checkout, the
 * current folder while the hooks run, so that errors name `content/docs/...` and lines from the files.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import matter from "gray-matter";
import type { Node } from "gatsby";
import * as gatsbyNode from "../../../gatsby-node";
import * as gatsbyInternals from "../../../src/gatsby/internals";
import { TYPED_SAMPLES_DIR } from "../../../src/pipeline/code/typed-cache";
import { tempDirs } from "../temp-dirs";
import { CODE_DATA_DIR, type CodeData } from "../../../src/shared/code-data";

export interface ReportedError {
  id: string;
  context: { sourceMessage: string; location?: string };
  filePath: string;
  location?: { start: { line: number; column: number } };
}

export interface CreatedPage {
  path: string;
  component: string;
  matchPath?: string;
  context: Record<string, unknown>;
}

export interface HarnessRun {
  /** Every panicOnBuild call (a build stops at the first; develop reports each and goes on). */
  errors: ReportedError[];
  /** The paths of the pages createPages made. */
  pages: string[];
  /** The pages as createPages made them. */
  createdPages: CreatedPage[];
  /** Every node of the store after the hooks ran. */
  nodes: Node[];
  /** The Doc nodes made. */
  docs: Array<Node & { docId: string; routePath: string }>;
  /** The code data files createPages wrote into public/ (src/pipeline/code/code-data.ts), by name (`code-data/<hash>.json`). */
  codeData: Record<string, CodeData>;
}

/** One cache folder for every run, for Gatsby's and for the typed samples (the landing page's sample is the same each time). */
const sharedCache = tempDirs("stan-hooks-cache-")();

/**
 * The Mdx node gatsby-plugin-mdx makes of a doc file: its body and front matter split by gray-matter. None when
 * the front matter is not YAML: the plugin throws, and Gatsby reports that as the plugin's error.
 */
function mdxNodeOf(fileNode: Node, text: string, absolutePath: string): Node | undefined {
  let split: { data: Record<string, unknown>; content: string };
  try {
    split = matter(text, { language: "yaml" });
  } catch {
    return undefined;
  }
  const { data, content } = split;
  return { id: `id(${fileNode.id} >>> Mdx)`, parent: fileNode.id, children: [], body: content, frontmatter: data, internal: { type: "Mdx", contentDigest: text, contentFilePath: absolutePath, owner: "gatsby-plugin-mdx" } } as unknown as Node;
}

/** Runs onCreateNode for every file and then createPages, as one build (or one develop start) would. */
export async function runSiteHooks(files: Record<string, string>): Promise<HarnessRun> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stan-hooks-"));
  // This store lists what it holds at once: nothing to wait for, and Gatsby's own store stays closed.
  jest.spyOn(gatsbyInternals, "nodeStoreWritten").mockResolvedValue(undefined);
  fs.symlinkSync(sharedCache, path.join(root, ".cache"), "dir");
  const typedSamples = path.join(root, TYPED_SAMPLES_DIR);
  fs.mkdirSync(path.dirname(typedSamples), { recursive: true });
  fs.mkdirSync(path.join(sharedCache, "typed-samples"), { recursive: true });
  fs.symlinkSync(path.join(sharedCache, "typed-samples"), typedSamples, "dir");
  const cwd = process.cwd();
  const nodes = new Map<string, Node>();
  const errors: ReportedError[] = [];
  const createdPages: CreatedPage[] = [];
  const codeData: Record<string, CodeData> = {};
  const reporter = {
    panicOnBuild: (error: ReportedError | string) => {
      if (typeof error === "string") throw new Error(`not a content error: ${error}`);
      errors.push(error);
    },
    info: () => undefined,
    warn: () => undefined,
  };
  const helpers = {
    actions: {
      createNode: (node: Node) => void nodes.set(node.id, Object.assign({ children: [] }, node)),
      createParentChildLink: () => undefined,
      deleteNode: (node: Node) => void nodes.delete(node.id),
      createPage: (page: CreatedPage) => {
        // As Gatsby's createPage does: a context may not hold a field of the page itself.
        const reserved = gatsbyInternals.PAGE_CONTEXT_RESERVED_FIELDS.filter((field) => field in page.context);
        if (reserved.length > 0) throw new Error(`${page.path}: the page context holds Gatsby's reserved field(s) ${reserved.join(", ")}`);
        createdPages.push(page);
      },
    },
    createNodeId: (input: string) => `id(${input})`,
    createContentDigest: (input: unknown) => JSON.stringify(input).length.toString(36) + ":" + Buffer.from(JSON.stringify(input)).toString("base64").slice(-16),
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
    reporter,
    graphql: async () => ({ data: {} }),
  };
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, "content", "docs", file)), { recursive: true });
      fs.writeFileSync(path.join(root, "content", "docs", file), text);
    }
    process.chdir(root);
    const run = async (api: "onCreateNode" | "createPages", args: object) => (gatsbyNode[api] as unknown as (args: object) => unknown)({ ...helpers, ...args });
    for (const [file, text] of Object.entries(files)) {
      const absolutePath = path.join(root, "content", "docs", file);
      const fileNode = { id: `file:${file}`, absolutePath, relativePath: file, sourceInstanceName: "docs", base: path.basename(file), children: [], internal: { type: "File", contentDigest: text, owner: "gatsby-source-filesystem" } } as unknown as Node;
      helpers.actions.createNode(fileNode);
      // As in Gatsby: gatsby-plugin-mdx's onCreateNode of the File makes the Mdx node; the site's, which runs after
      // it, ends once the doc is made from that node, by the Mdx node's own onCreateNode.
      const mdx = /\.mdx?$/.test(file) ? mdxNodeOf(fileNode, text, absolutePath) : undefined;
      if (mdx) helpers.actions.createNode(mdx);
      const fileDone = run("onCreateNode", { node: fileNode });
      if (mdx) await run("onCreateNode", { node: mdx });
      await fileDone;
    }
    await run("createPages", {});
    const written = path.join(root, "public", CODE_DATA_DIR);
    for (const file of fs.existsSync(written) ? fs.readdirSync(written) : []) codeData[`${CODE_DATA_DIR}/${file}`] = JSON.parse(fs.readFileSync(path.join(written, file), "utf8")) as CodeData;
  } finally {
    process.chdir(cwd);
    fs.rmSync(root, { recursive: true, force: true });
  }
  const docs = helpers.getNodesByType("Doc") as HarnessRun["docs"];
  return { errors, pages: createdPages.map((page) => page.path), createdPages, nodes: [...nodes.values()], docs, codeData };
}
