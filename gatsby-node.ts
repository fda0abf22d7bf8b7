import * as fs from "fs";
import * as path from "path";
import type { CreateNodeArgs, CreatePagesArgs, CreateResolversArgs, GatsbyNode, Node, Reporter } from "gatsby";
import { siteConfig } from "./src/config/site";
import { typeDefs } from "./src/node/schema";
import { parseCategoryMeta, parseDocFrontmatter } from "./src/node/frontmatter";
import { createDocRecord, type DocRecord } from "./src/node/doc-record";
import { buildDocsModel, versionData, type CategoryRecord, type DocsModel } from "./src/node/docs-model";
import { ContentError } from "./src/node/errors";
import { validateSite } from "./src/node/validate-site";
import { DOC_TEMPLATE, LANDING_TEMPLATE, htmlVariantPath } from "./src/node/site-paths";
import { getSidebarById } from "./src/lib/docs-data";
import { highlightToHtml } from "./src/node/highlight";
import { codeHtmlOf } from "./src/node/code-html";
import { stripFrontMatter } from "./src/node/mdx-blocks";
import { tasteCode } from "./src/config/landing";
import { writePostBuildFiles } from "./src/node/post-build";
import { webpackConfigFor } from "./src/node/gatsby-bundle";
import { lastCommitDate } from "./src/node/git-date";
import { docEditUrl } from "./src/node/doc-source";

const VERSION_NODE_ID = `docs-version-${siteConfig.docs.versionName}`;
const includeDrafts = process.env.NODE_ENV !== "production";
const hrefPrefix = siteConfig.pathPrefix;

interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
  internal: Node["internal"] & { contentFilePath?: string };
}

interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
  sourceInstanceName: string;
  base: string;
}

type DocNode = Node & Omit<DocRecord, "id" | "headings"> & { allHeadings: DocRecord["headings"]; contentFilePath: string; editUrl: string; lastUpdated: string | null };
type CategoryNode = Node & CategoryRecord;

/** Stops the build with the content error's message (in develop: reports it and keeps serving). */
function fail(reporter: Reporter, error: unknown): never {
  if (error instanceof ContentError) reporter.panicOnBuild(error.message);
  else reporter.panicOnBuild(String(error instanceof Error ? error.stack : error));
  throw error;
}

const relative = (absolute: string) => path.relative(process.cwd(), absolute);

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createContentDigest }) => {
  const version = { name: siteConfig.docs.versionName, label: siteConfig.docs.versionLabel, path: hrefPrefix + siteConfig.docs.routeBasePath, isLast: true };
  actions.createNode({ ...version, id: VERSION_NODE_ID, internal: { type: "DocsVersion", contentDigest: createContentDigest(version) } });
};

/** Doc ids seen so far, to name both files when two docs claim one id. */
const docIdOwners = new Map<string, string>();

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, createContentDigest, reporter }: CreateNodeArgs) => {
  try {
    if (node.internal.type === "File" && (node as FileNode).sourceInstanceName === "docs" && (node as FileNode).base === "_category_.json") {
      const file = node as FileNode;
      const meta = parseCategoryMeta(fs.readFileSync(file.absolutePath, "utf8"), relative(file.absolutePath));
      const category: CategoryRecord = { dir: path.posix.dirname(file.relativePath), label: meta.label, position: meta.position ?? null, sourceFile: relative(file.absolutePath) };
      actions.createNode({ ...category, id: `doc-category-${category.dir}`, parent: node.id, internal: { type: "DocCategory", contentDigest: createContentDigest(category) } });
      return;
    }
    if (node.internal.type !== "Mdx") return;
    const mdx = node as MdxNode;
    const file = mdx.parent ? (getNode(mdx.parent) as FileNode | undefined) : undefined;
    if (!file || file.sourceInstanceName !== "docs") return;
    const sourceFile = relative(file.absolutePath);
    // The file's text lets front-matter errors name the line; a node without a file on disk still gets checked.
    const source = fs.existsSync(file.absolutePath) ? fs.readFileSync(file.absolutePath, "utf8") : undefined;
    const record = createDocRecord(
      { relativePath: file.relativePath, sourceFile, frontmatter: parseDocFrontmatter(mdx.frontmatter, sourceFile, source), body: mdx.body },
      siteConfig.docs.routeBasePath,
    );
    const owner = docIdOwners.get(record.id);
    if (owner && owner !== sourceFile && fs.existsSync(owner)) {
      throw new ContentError(sourceFile, `two docs have the same id (the other is ${owner})`, record.id, 'Every doc needs its own id: change the front matter "id" or rename one file.');
    }
    docIdOwners.set(record.id, sourceFile);
    const { id, headings, ...fields } = record;
    const doc = {
      ...fields,
      allHeadings: headings,
      path: hrefPrefix + record.routePath,
      contentFilePath: mdx.internal.contentFilePath ?? file.absolutePath,
      editUrl: docEditUrl(siteConfig.docs.editUrl, sourceFile),
      lastUpdated: lastCommitDate(file.absolutePath),
    };
    actions.createNode({ ...doc, id, parent: mdx.id, internal: { type: "Doc", contentDigest: createContentDigest(doc) } });
    actions.createParentChildLink({ parent: mdx, child: getNode(id) as Node });
  } catch (error) {
    fail(reporter, error);
  }
};

interface NodeModel {
  findAll<T>(args: { type: string }): Promise<{ entries: Iterable<T> }>;
}

const tocLevels = siteConfig.tableOfContents;

function toRecord(node: DocNode): DocRecord {
  const { allHeadings, ...rest } = node;
  return { ...rest, id: node.id, headings: allHeadings };
}

async function loadModel(nodeModel: NodeModel): Promise<DocsModel> {
  const docs = Array.from((await nodeModel.findAll<DocNode>({ type: "Doc" })).entries).map(toRecord);
  const categories = Array.from((await nodeModel.findAll<CategoryNode>({ type: "DocCategory" })).entries);
  return buildDocsModel(docs, categories, { includeDrafts, hrefPrefix });
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }: CreateResolversArgs) => {
  type Ctx = { nodeModel: NodeModel };
  createResolvers({
    Doc: {
      headings: { resolve: (doc: DocNode) => doc.allHeadings.filter((h) => h.depth >= tocLevels.minHeadingLevel && h.depth <= tocLevels.maxHeadingLevel) },
      anchors: { resolve: (doc: DocNode) => doc.allHeadings.map((h) => h.id) },
      previous: { resolve: async (doc: DocNode, _: unknown, ctx: Ctx) => (await loadModel(ctx.nodeModel)).previous.get(doc.id) ?? null },
      next: { resolve: async (doc: DocNode, _: unknown, ctx: Ctx) => (await loadModel(ctx.nodeModel)).next.get(doc.id) ?? null },
    },
    DocsVersion: {
      docs: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => versionData(await loadModel(ctx.nodeModel), siteVersionStub(), siteConfig.docs.sidebarId, hrefPrefix).docs },
      sidebars: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => versionData(await loadModel(ctx.nodeModel), siteVersionStub(), siteConfig.docs.sidebarId, hrefPrefix).sidebars },
      draftIds: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => (await loadModel(ctx.nodeModel)).draftIds },
    },
  });
};

function siteVersionStub() {
  return { name: siteConfig.docs.versionName, label: siteConfig.docs.versionLabel, path: hrefPrefix + siteConfig.docs.routeBasePath, isLast: true };
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }: CreatePagesArgs) => {
  const result = await graphql<{ allDoc: { nodes: DocNode[] }; allDocCategory: { nodes: CategoryNode[] } }>(`
    {
      allDoc {
        nodes { id routePath title description sidebarLabel sidebarPosition draft codeTitle dir fileName sourceFile contentFilePath allHeadings { depth value id } }
      }
      allDocCategory { nodes { id dir label position sourceFile } }
    }
  `);
  if (result.errors || !result.data) fail(reporter, new Error(`Docs query failed: ${JSON.stringify(result.errors)}`));
  const docNodes = result.data.allDoc.nodes;
  let model: DocsModel;
  try {
    model = buildDocsModel(docNodes.map(toRecord), result.data.allDocCategory.nodes, { includeDrafts, hrefPrefix });
    const version = versionData(model, siteVersionStub(), siteConfig.docs.sidebarId, hrefPrefix);
    getSidebarById(version, siteConfig.docs.sidebarId);
    validateSite(model, version, siteConfig, (doc) => fs.readFileSync(docNodes.find((node) => node.id === doc.id)?.contentFilePath ?? "", "utf8"));
  } catch (error) {
    fail(reporter, error);
  }
  actions.createPage({ path: "/", component: path.resolve(LANDING_TEMPLATE), context: { tasteHtml: highlightToHtml(tasteCode, "tsx") } });
  const template = path.resolve(DOC_TEMPLATE);
  for (const doc of model.docs) {
    const contentFilePath = docNodes.find((node) => node.id === doc.id)?.contentFilePath;
    const component = `${template}?__contentFilePath=${contentFilePath}`;
    const codeHtml = codeHtmlOf(stripFrontMatter(fs.readFileSync(contentFilePath ?? "", "utf8")));
    actions.createPage({ path: doc.routePath, component, context: { id: doc.id, codeHtml } });
    // `/docs/x.html` is the same page (spec: a path ending in .html means the path without it).
    actions.createPage({ path: htmlVariantPath(doc.routePath), component, context: { id: doc.id, canonicalPath: doc.routePath, codeHtml } });
  }
};

// Only the browser bundle of a production build: develop and the SSR bundle run no page loads.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  const config = webpackConfigFor(stage, (module, replacement) => plugins.normalModuleReplacement(module, replacement));
  if (config) actions.setWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  try {
    await writePostBuildFiles({ graphql: (query) => graphql(query), reporter, publicDir: path.resolve("public") });
  } catch (error) {
    fail(reporter, error);
  }
};
