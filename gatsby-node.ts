/**
 * The site's Gatsby hooks, one short export per API, each handing over to the stage that does the work
 * (docs/architecture.md): content/docs -> parse -> model (src/pipeline/model) -> GraphQL (src/pipeline/graphql) ->
 * code samples (src/pipeline/code) -> pages (src/pipeline/pages) -> post-build files
 * (src/pipeline/post-build); Gatsby's bundles and cache (src/gatsby).
 */
import * as path from "path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "./src/config/site";
import { forgetMovedCheckout, rememberCheckout } from "./src/gatsby/checkout-cache";
import { gatsbyCommand, nodeStoreWritten, onNodeChange } from "./src/gatsby/internals";
import { webpackConfigFor } from "./src/gatsby/webpack/gatsby-bundle";
import { EDITOR_BUNDLE_RULE, SITE_ASSET_STAGES, SiteAssetsPlugin } from "./src/gatsby/webpack/site-assets-plugin";
import { contentErrorMap, reportError } from "./src/pipeline/errors/content-errors";
import { docMadeFrom, makeNodeFor, remakeStaleNodes, type NodeHelpers } from "./src/pipeline/model/doc-nodes";
import { docsBeingMade } from "./src/pipeline/model/docs-in-progress";
import { publishedSite } from "./src/pipeline/model/published-docs";
import { typeDefs } from "./src/pipeline/graphql/schema";
import { VERSION_NODE_ID, modelBuilds, siteModelOf, siteNodesOf, siteVersion } from "./src/pipeline/model/site-model";
import { siteResolvers } from "./src/pipeline/graphql/resolvers";
import { editorAssets } from "./src/editor/editor-assets";
import { checkDocsReadable } from "./src/pipeline/parse/unreadable-docs";
import { createSitePages } from "./src/pipeline/pages/create-pages";
import { writePostBuildFiles } from "./src/pipeline/post-build/post-build";
import { serveDevSearchIndex } from "./src/pipeline/search/dev-search";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  reporter.setErrorMap(contentErrorMap());
  // The docs files whose nodes are being made: createPages waits for them (develop runs it meanwhile).
  onNodeChange(docsBeingMade.nodeChanged);
  // A checkout moved with its .cache starts clean (src/gatsby/checkout-cache.ts).
  const moved = forgetMovedCheckout(process.cwd());
  if (moved) reporter.warn(moved);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  rememberCheckout(process.cwd());
  // gatsby-plugin-mdx's error for a doc it cannot read ends a build without naming the file (unreadable-docs.ts).
  if (gatsbyCommand() === "build") checkDocsReadable(reporter);
  if (!siteConfig.analytics.gtmId) reporter.info("Analytics: no tag-manager id configured (siteConfig.analytics.gtmId or GATSBY_GTM_ID), so the container is left out.");
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  const version = siteVersion();
  args.actions.createNode({ ...version, id: VERSION_NODE_ID, internal: { type: "DocsVersion", contentDigest: args.createContentDigest(version) } });
  remakeStaleNodes(args as unknown as NodeHelpers);
  // Under develop, sourceNodes' actions stay deferred for later calls (as the file watcher's): a touch of the
  // version node is a node change that makes Gatsby make the pages again (docs-in-progress.ts, followChanges).
  if (gatsbyCommand() === "develop") {
    docsBeingMade.followChanges(() => {
      const version = args.getNode(VERSION_NODE_ID);
      if (version) args.actions.touchNode(version);
    }, args.reporter);
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  makeNodeFor(args.node, args as unknown as NodeHelpers);
  await docMadeFrom(args.node, { ...args, storeWritten: nodeStoreWritten });
  docsBeingMade.made(args.node);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, getNodesByType }) => {
  createResolvers(siteResolvers(getNodesByType));
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, getNodesByType }) => {
  serveDevSearchIndex(app, getNodesByType);
};

// On settled docs, and again when a saved file changed them meanwhile: develop applies such a change at once, but
// makes the pages again only for changes that come after (docs-in-progress.ts).
export const createPages: GatsbyNode["createPages"] = ({ actions, getNode, getNodesByType, reporter }) =>
  docsBeingMade.makeFromSettledDocs({ reporter, storeWritten: nodeStoreWritten }, (unchanged) =>
    createSitePages({ unchanged, createPage: actions.createPage, getNode, getNodesByType, reporter, publicDir: path.resolve("public") }),
  );

// Every bundle's cache checked by version; the production bundles (src/gatsby/webpack/gatsby-bundle.ts): no source maps
// and short CSS Module class names; for the browser's also stubs, chunk names, compile hints and modern syntax; develop's
// HTML renderer, like the build's, without the sample editor.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ stage, actions, plugins, getConfig }) => {
  // Gatsby types its plugin factories as `Function`.
  const config = webpackConfigFor(stage, getConfig(), { normalModuleReplacement: (module, replacement) => plugins.normalModuleReplacement(module, replacement) }, path.resolve("."));
  actions.replaceWebpackConfig(config);
  // The sample editor's TypeScript and declarations (src/editor/editor-assets.ts), emitted with the browser
  // bundle (merged into the config above).
  const assets = SITE_ASSET_STAGES[stage];
  if (assets) {
    const { files, names } = await editorAssets();
    actions.setWebpackConfig({ plugins: [new SiteAssetsPlugin(assets.emit ? files : [], { __STAN_EDITOR_ASSETS__: names })], module: { rules: [EDITOR_BUNDLE_RULE] } });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  reporter.info(`Docs model: built ${modelBuilds()} time(s) for this build's content, shared by the schema's resolvers, createPages and the post-build files.`);
  try {
    const nodes = siteNodesOf(getNodesByType);
    await writePostBuildFiles({ site: publishedSite(nodes.docs, siteModelOf(nodes)), reporter, publicDir: path.resolve("public") });
  } catch (error) {
    reportError(reporter, error);
  }
};
