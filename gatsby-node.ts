import * as fs from "fs";
import * as path from "path";
import type { CreateNodeArgs, CreatePagesArgs, CreateResolversArgs, GatsbyNode, Node, Reporter } from "gatsby";
import { siteConfig } from "./src/config/site";
import { typeDefs } from "./src/pipeline/model/schema";
import type { DocRecord } from "./src/pipeline/model/doc-record";
import { versionData, type DocsModel } from "./src/pipeline/model/docs-model";
import { createDocsModelSource } from "./src/pipeline/model/current-docs-model";
import { ContentError } from "./src/pipeline/errors/errors";
import { linkTargets, validateConfig, validateDocLinks } from "./src/pipeline/model/validate-site";
import { DOC_TEMPLATE, LANDING_TEMPLATE, htmlVariantPath } from "./src/shared/site-paths";
import { contentErrorMap, reportContentError } from "./src/pipeline/errors/content-errors";
import { contentErrorPages, failedDocs, shownError, showInOverlay } from "./src/pipeline/develop-errors";
import { serveDevSearchIndex, type GraphqlRunner } from "./src/pipeline/search/dev-search";
import { getSidebarById } from "./src/shared/docs-data";
import { codeHtmlOf, typedSampleHtmlOf, type CodeHtml } from "./src/pipeline/code/code-html";
import { diskCache } from "./src/pipeline/code/typed-cache";
import { docFactsOf } from "./src/pipeline/model/doc-facts";
import { tasteCode } from "./src/config/landing";
import { writePostBuildFiles } from "./src/pipeline/post-build/post-build";
import { webpackConfigFor } from "./src/gatsby/webpack/gatsby-bundle";
import { rulesWithShortClassNames, SHORT_CLASS_NAME_STAGES } from "./src/gatsby/webpack/css-class-names";
import { projectPath } from "./src/pipeline/parse/doc-source";
import { buildStamp } from "./src/pipeline/model/build-stamp";
import { PROJECT_ROOT } from "./src/pipeline/code/sample-compiler";
import { forgetMovedCheckout, rememberCheckout } from "./src/gatsby/checkout-cache";
import {
  categoryNodeId,
  docFileOf,
  docNodeId,
  docRecordOf,
  isCategoryFile,
  makeCategoryNode,
  makeDocNode,
  type CategoryNode,
  type DocNode,
  type MdxNode,
  type NodeHelpers,
} from "./src/pipeline/model/doc-nodes";

/** The landing page's config, whose typed sample (tasteCode) is built like a doc's. */
const LANDING_CONFIG = "src/config/landing.ts";
const VERSION_NODE_ID = `docs-version-${siteConfig.docs.versionName}`;
const includeDrafts = process.env.NODE_ENV !== "production";
const hrefPrefix = siteConfig.pathPrefix;

/**
 * Reports a content error once, as a structured error naming its file and line (src/pipeline/errors/content-errors.ts).
 * `gatsby build` ends there with exit code 1; under develop the caller skips only what the error concerns.
 * Anything else is a bug in the site's code: stop with its stack.
 */
function report(reporter: Reporter, error: unknown): void {
  if (error instanceof ContentError) return reportContentError(reporter, error);
  reporter.panicOnBuild(String(error instanceof Error ? error.stack : error));
  throw error;
}

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  reporter.setErrorMap(contentErrorMap());
  // A checkout moved with its .cache starts clean (src/gatsby/checkout-cache.ts).
  const moved = forgetMovedCheckout(process.cwd());
  if (moved) reporter.warn(moved);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  rememberCheckout(process.cwd());
  if (!siteConfig.analytics.gtmId) reporter.info("Analytics: no tag-manager id configured (siteConfig.analytics.gtmId or GATSBY_GTM_ID), so the container is left out.");
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/** Makes the node of ours for a docs file, reporting a content error in it (src/pipeline/model/doc-nodes.ts). */
function makeNodeFor(node: Node, helpers: NodeHelpers, reporter: Reporter): void {
  try {
    if (isCategoryFile(node)) return makeCategoryNode(node, helpers);
    if (node.internal.type !== "Mdx") return;
    const file = docFileOf(node, helpers);
    if (!file) return;
    const failed = makeDocNode(node as MdxNode, file, helpers);
    if (failed) {
      // Under develop the doc's address explains the error until a good save (src/pipeline/develop-errors.ts).
      failedDocs.set(failed.sourceFile, failed);
      return report(reporter, failed.error);
    }
    failedDocs.delete(projectPath(file.absolutePath));
  } catch (error) {
    report(reporter, error);
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  const { actions, createContentDigest, getNodesByType, reporter } = args;
  const version = siteVersion();
  actions.createNode({ ...version, id: VERSION_NODE_ID, internal: { type: "DocsVersion", contentDigest: createContentDigest(version) } });
  // Nodes of ours that an earlier build's code made (Gatsby's cache keeps them) are made again by this code
  // (src/pipeline/model/build-stamp.ts); nodes of changed or new files are made by onCreateNode.
  const stale = (id: string) => (args.getNode(id) as { buildStamp?: string } | undefined)?.buildStamp !== buildStamp();
  for (const file of getNodesByType("File")) if (isCategoryFile(file) && stale(categoryNodeId(args, file))) makeNodeFor(file, args, reporter);
  for (const mdx of getNodesByType("Mdx")) if (docFileOf(mdx, args) && stale(docNodeId(args, mdx))) makeNodeFor(mdx, args, reporter);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args: CreateNodeArgs) => {
  makeNodeFor(args.node, args, args.reporter);
};

interface NodeModel {
  findAll<T>(args: { type: string }): Promise<{ entries: Iterable<T> }>;
}

const tocLevels = siteConfig.tableOfContents;

/** The docs model (sidebar order, neighbours, drafts), built once per content (src/pipeline/model/current-docs-model.ts). */
const docsModel = createDocsModelSource({ includeDrafts, hrefPrefix });

/**
 * The docs model of the Doc and DocCategory nodes the build holds now. Under develop a folder whose docs
 * all failed is left out of the check for empty categories: its docs' addresses explain their errors.
 */
function modelOf(docs: Iterable<DocNode>, categories: Iterable<CategoryNode>): DocsModel {
  const records = Array.from(docs, docRecordOf);
  const holds = (dirs: Iterable<string>, category: CategoryNode) => [...dirs].some((dir) => dir === category.dir || dir.startsWith(`${category.dir}/`));
  const onlyBroken = (category: CategoryNode) => holds([...failedDocs.values()].map((failed) => failed.dir), category) && !holds(records.map((doc) => doc.dir), category);
  return docsModel.get(records, Array.from(categories).filter((category) => !onlyBroken(category)));
}

async function loadModel(nodeModel: NodeModel): Promise<DocsModel> {
  return modelOf((await nodeModel.findAll<DocNode>({ type: "Doc" })).entries, (await nodeModel.findAll<CategoryNode>({ type: "DocCategory" })).entries);
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }: CreateResolversArgs) => {
  type Ctx = { nodeModel: NodeModel };
  const version = async (ctx: Ctx) => versionData(await loadModel(ctx.nodeModel), siteVersion(), siteConfig.docs.sidebarId, hrefPrefix);
  createResolvers({
    Doc: {
      headings: { resolve: (doc: DocNode) => doc.allHeadings.filter((h) => h.depth >= tocLevels.minHeadingLevel && h.depth <= tocLevels.maxHeadingLevel) },
      anchors: { resolve: (doc: DocNode) => doc.allHeadings.map((h) => h.id) },
      previous: { resolve: async (doc: DocNode, _: unknown, ctx: Ctx) => (await loadModel(ctx.nodeModel)).previous.get(doc.docId) ?? null },
      next: { resolve: async (doc: DocNode, _: unknown, ctx: Ctx) => (await loadModel(ctx.nodeModel)).next.get(doc.docId) ?? null },
    },
    DocsVersion: {
      docs: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => (await version(ctx)).docs },
      sidebars: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => (await version(ctx)).sidebars },
      draftIds: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => (await loadModel(ctx.nodeModel)).draftIds },
    },
  });
};

function siteVersion() {
  return { name: siteConfig.docs.versionName, label: siteConfig.docs.versionLabel, path: hrefPrefix + siteConfig.docs.routeBasePath, isLast: true };
}

/** Link targets: the docs, and under develop the docs that failed (so one broken doc does not break every link to it). */
function targetsWithFailedDocs(docs: DocRecord[]) {
  const targets = linkTargets(docs);
  for (const failed of failedDocs.values()) targets.anchorsByPath.set(failed.routePath, new Set(failed.anchors));
  return targets;
}

/** Creates a doc's page and its `.html` twin (spec: a path ending in .html means the path without it). */
function createDocPages(createPage: CreatePagesArgs["actions"]["createPage"], routePath: string, component: string, context: Record<string, unknown>): void {
  createPage({ path: routePath, component, context });
  createPage({ path: htmlVariantPath(routePath), component, context: { ...context, canonicalPath: routePath } });
}

/** The GraphQL runner of the latest createPages, for the develop search index. */
let latestGraphql: GraphqlRunner | null = null;

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  serveDevSearchIndex(app, () => latestGraphql);
};

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, getNode, getNodesByType, reporter }: CreatePagesArgs) => {
  latestGraphql = (query) => graphql(query);
  // The snippet's first line is on the line of its declaration in the config file.
  const tasteSource = { file: LANDING_CONFIG, fenceLine: fs.readFileSync(path.join(PROJECT_ROOT, LANDING_CONFIG), "utf8").split("\n").findIndex((line) => line.startsWith("export const tasteCode")) };
  // Typed samples' HTML from earlier builds (src/pipeline/code/typed-cache.ts).
  const typedSampleCache = diskCache(path.resolve(".cache", "typed-samples"));
  actions.createPage({ path: "/", component: path.resolve(LANDING_TEMPLATE), context: { tasteHtml: typedSampleHtmlOf(tasteCode, "tsx", "", tasteSource, typedSampleCache) } });
  const docNodes = getNodesByType("Doc") as DocNode[];
  const nodeOf = (docId: string) => docNodes.find((node) => node.docId === docId) as DocNode;
  for (const file of failedDocs.keys()) if (!fs.existsSync(file)) failedDocs.delete(file);
  // Errors that stand after this run: the docs that failed at node creation, then the checks below.
  const standing: ContentError[] = [...failedDocs.values()].map((failed) => failed.error);
  // Under develop only (a build has stopped at the first error): the addresses of docs with an error explain it.
  const errorPages = new Map<string, ContentError>();
  /** Runs a check; a content error is reported, kept as standing, and returned. */
  const check = (run: () => void): ContentError | null => {
    try {
      run();
      return null;
    } catch (error) {
      report(reporter, error);
      standing.push(error as ContentError);
      return error as ContentError;
    }
  };
  let model: DocsModel | undefined;
  check(() => {
    model = modelOf(docNodes, getNodesByType("DocCategory") as CategoryNode[]);
    const version = versionData(model, siteVersion(), siteConfig.docs.sidebarId, hrefPrefix);
    getSidebarById(version, siteConfig.docs.sidebarId);
    validateConfig(version, siteConfig, targetsWithFailedDocs(model.docs));
  });
  if (model) {
    const targets = targetsWithFailedDocs(model.docs);
    const template = path.resolve(DOC_TEMPLATE);
    for (const doc of model.docs) {
      const node = nodeOf(doc.id);
      let codeHtml: CodeHtml = {};
      // The doc's content errors: a broken link, or a sample that does not compile as its markers say
      // (src/pipeline/code/typed-code.ts). A node from Gatsby's cache is parsed here (doc-facts.ts), so a parse error too.
      const docError = check(() => {
        const facts = docFactsOf(node);
        validateDocLinks(doc, facts.links, targets);
        codeHtml = codeHtmlOf(facts.codeBlocks, doc.sourceFile, typedSampleCache);
      });
      if (docError) {
        errorPages.set(doc.routePath, docError);
        continue;
      }
      const component = `${template}?__contentFilePath=${node.contentFilePath}`;
      // The file's front matter as gatsby-plugin-mdx reads it: without it in the context, the plugin deletes and
      // re-creates every doc page to add it (and under develop re-runs every doc's query after each save).
      const frontmatter = (node.parent ? (getNode(node.parent) as MdxNode | undefined)?.frontmatter : undefined) ?? {};
      createDocPages(actions.createPage, doc.routePath, component, { id: node.id, codeHtml, frontmatter });
    }
  }
  for (const failed of failedDocs.values()) {
    if (!model?.docs.some((doc) => doc.routePath === failed.routePath)) errorPages.set(failed.routePath, failed.error);
  }
  for (const [routePath, error] of errorPages) {
    for (const page of contentErrorPages(routePath, [shownError(error)])) actions.createPage(page);
  }
  showInOverlay(standing);
};

// Only the browser bundle of a production build: develop and the SSR bundle run no page loads.
// Both production bundles give CSS Modules short class names (src/gatsby/webpack/css-class-names.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  const config = webpackConfigFor(stage, (module, replacement) => plugins.normalModuleReplacement(module, replacement));
  const shortClassNames = SHORT_CLASS_NAME_STAGES.has(stage);
  if (!config && !shortClassNames) return;
  // Replaced, not merged: Gatsby re-applies its own `output` over a merged one.
  const current = getConfig();
  const module = shortClassNames ? { ...current.module, rules: rulesWithShortClassNames(current.module.rules) } : current.module;
  actions.replaceWebpackConfig({ ...current, module, output: { ...current.output, ...config?.output }, plugins: [...current.plugins, ...(config?.plugins ?? [])] });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  reporter.info(`Docs model: built ${docsModel.builds()} time(s) for this build's content, shared by the schema's resolvers, createPages and the post-build files.`);
  try {
    await writePostBuildFiles({ graphql: (query) => graphql(query), reporter, publicDir: path.resolve("public") });
  } catch (error) {
    report(reporter, error);
  }
};
