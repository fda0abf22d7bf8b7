/**
 * Every private part of Gatsby that the build relies on, in one place (the browser's are in
 * src/gatsby/runtime.ts). Gatsby is pinned to GATSBY_VERSION in package.json, and
 * tests/unit/gatsby/internals.test.ts checks each entry below against the installed Gatsby, so an
 * upgrade that breaks one fails there, by name, before a build quietly does less.
 *
 * - The patch (patches/gatsby+<version>.patch, applied by patch-package on install): `gatsby serve`
 *   answers unknown paths with the site's 404 page, and its trailing-slash redirect keeps the prefix.
 * - Internal files of the browser bundle replaced by stubs (src/gatsby/webpack/gatsby-bundle.ts).
 * - How Gatsby writes a page's scripts into its HTML (src/pipeline/post-build/deferred-scripts.ts rewrites them).
 * - How Gatsby writes `window.___chunkMapping` into every page, where it publishes page data, and its
 *   stats of the bundle's chunk groups (src/pipeline/post-build/page-files.ts replaces the first with a
 *   table made from the others).
 * - The loader's `HEAD` request for an unknown page, which the patch keeps under the path prefix.
 * - The prefix Gatsby puts before the site's error ids (src/pipeline/errors/content-errors.ts).
 * - Develop's websocket, through which its error overlay learns of content errors (src/pipeline/develop-errors.ts).
 * - When Gatsby empties its own cache: a `.cache` without `public/` (src/gatsby/checkout-cache.ts).
 * - What Gatsby writes in public/ besides the pages (page data, static queries' results, slice fragments,
 *   webpack's assets, the not-found page's folder), which the post-build rewrites skip or read
 *   (src/pipeline/post-build/); the file names of its browser bundle, which nginx caches for good
 *   (deploy/nginx/stan-http.conf, tests/unit/deploy/nginx-caching.test.ts).
 * - Its webpack stages' names (src/gatsby/webpack/) and the variable naming the command it runs
 *   (`gatsby_executing_command`: build or develop).
 * - The shape of Gatsby's CSS rules: CSS Modules in a `oneOf`, through css-loader with a `modules`
 *   object (src/gatsby/webpack/css-class-names.ts gives it the short names).
 * - When a build on a cache writes a page's HTML again: with slices (on by default in Gatsby 5), when its data
 *   or the HTML renderer's chunk hashes changed, not the browser bundle's; the page inlines the browser bundle's
 *   stylesheet in its head; `gatsby build` makes the renderer after the browser bundle has written its stats;
 *   webpack's chunk hashes take `output.hashSalt` (src/gatsby/webpack/stylesheet-salt.ts salts the renderer
 *   with the stylesheets' names, so that an edit of styles alone writes every page again).
 * - gatsby-plugin-mdx sets the front matter as the context of a page with an MDX component unless its
 *   context has `frontmatter` already, and re-creates the page to do so (src/pipeline/pages/create-pages.ts
 *   passes it, so each page is created once).
 * - The key gatsby-plugin-google-tagmanager gives its `<noscript>` frame (src/gatsby/browser/tag-manager-fallback.ts).
 * - Under develop, a saved file's File node is made in a batch of node changes that does not wait for its
 *   onCreateNode calls: develop goes on to build the schema and run createPages while they run. A change
 *   that comes while develop makes the pages is applied at once and not followed by another createPages (one
 *   that comes while it runs queries is). Gatsby's store announces each change it applies on its emitter, and
 *   it runs onCreateNode for a node exactly when it applies that node's CREATE_NODE (onNodeChange: the site's
 *   createPages waits until every docs file created has its nodes, and makes the pages again when one changed
 *   meanwhile, src/pipeline/model/docs-in-progress.ts). gatsby-plugin-mdx makes a file's Mdx node (a child of
 *   the File, with the File's content digest) without waiting for that node's onCreateNode; the site's own
 *   hooks run after the configured plugins' (docMadeFrom, src/pipeline/model/doc-nodes.ts). It reads the front
 *   matter with gray-matter as YAML only, before making the node, so a file whose front matter is not YAML
 *   gets no Mdx node and the plugin's error (src/pipeline/parse/frontmatter.ts reads it the same way).
 * - The node store (LMDB) lists nodes by type from what it has written, which it does a moment after each
 *   change, and its `ready()` resolves once every change so far is written (docMadeFrom waits for it).
 * - Babel: with a babel.config.js Gatsby uses it in place of its fallback preset, hands its build stage
 *   only to a preset named babel-preset-gatsby, and leaves node_modules out (`configFile: false`);
 *   babel-preset-gatsby adds four transforms whatever the browsers, which babel.config.js drops
 *   (it tells the stage from babel-loader's `caller.target` and Babel's env).
 * - Gatsby's webpack cache: `filesystem`, its build dependencies its own webpack config file and the plugins'
 *   gatsby-node files; the site's gatsby-node and gatsby-config compiled into `.cache/compiled/`
 *   (src/gatsby/webpack/webpack-cache.ts versions the cache by them instead).
 * - Gatsby's cache reset (its initialize service's `deleteGlobs`) empties `.cache/**`, all but its webpack,
 *   compiled and adapters folders, whenever package.json, gatsby-config or gatsby-node changes; `gatsby clean`
 *   removes `.cache`. The social cards' cache lives there and goes with it (src/pipeline/post-build/og-images.ts);
 *   the typed samples live in node_modules/.cache so that they stay (src/pipeline/code/typed-cache.ts,
 *   tests/unit/pipeline/code/typed-cache.test.ts reads the globs).
 * - A resolver's `nodeModel.findAll` records the query's dependency on the type's connection when it is called,
 *   before any entry is read (so develop runs the query again when a node of the type changes). Its entries turn
 *   ids into nodes as they are read, and Gatsby's own tracking reads each one's `id`: under develop a node deleted
 *   meanwhile came out undefined and failed the query (src/pipeline/model/site-model.ts reads the nodes with
 *   getNodesByType and calls findAll for the dependency alone).
 */

import * as fs from "fs";
import * as path from "path";
import type { Node } from "gatsby";

/** The Gatsby version all of the below was read from. */
export const GATSBY_VERSION = "5.16.1";

/**
 * The files the patch changes, each with a line only the patched file has. The loader's: for a page
 * it has no data for, Gatsby asks with `HEAD <path>` whether the server has some other HTML there,
 * and forgets the path prefix (`/docs/nope`, not `/stan/docs/nope`): on GitHub Pages that is the
 * account's own site. The patched loader asks under the prefix.
 */
export const PATCHED_FILES: ReadonlyArray<{ file: string; patchedLine: string }> = [
  { file: "dist/commands/serve.js", patchedLine: "app.use((req, res) => sendNotFound(res));" },
  { file: "dist/utils/express-middlewares.js", patchedLine: "res.redirect(301, req.baseUrl + req.path.slice(0, -1) + query);" },
  { file: "cache-dir/loader.js", patchedLine: "return doFetch(`${__PATH_PREFIX__}${rawPath}`, `HEAD`).then(req => {" },
];

/** Gatsby's internal browser modules that the site replaces (paths as the bundle sees them; `.cache/x` is `cache-dir/x`). */
export const INTERNAL_BROWSER_MODULES = {
  /** Partytown's browser hook, which only injects scripts under develop. */
  partytownBrowser: /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
  /** Required by the app only when a plugin registers a service worker. */
  serviceWorkerRegistration: /\.cache[\\/]register-service-worker\.js$/,
  /** Renders a page's exported `Head` after each render (cache-dir/page-renderer.js imports `headHandlerForBrowser`). */
  headExportHandler: /\.cache[\\/]head[\\/]head-export-handler-for-browser\.js$/,
  /** The loader's `<link rel=prefetch>` helper (cache-dir/loader.js imports its default export as `prefetchHelper`). */
  prefetchHelper: /\.cache[\\/]prefetch\.js$/,
} as const;

/** How Gatsby's static-entry names the page in its HTML: `window.pagePath="/docs/api/atom";` (the route, `/` for the root). */
export const GATSBY_PAGE_PATH = /window\.pagePath=("(?:[^"\\<]|\\.)*");/;

/**
 * How Gatsby's static-entry writes a page's scripts: a run of `<script src async>` at the end of the
 * body, and webpack's `<link rel=prefetch>` hints for code needed later in the head.
 */
export const GATSBY_SCRIPT_TAGS = {
  run: /(?:<script src="[^"<>]+" async><\/script>)+/g,
  src: /<script src="([^"<>]+)" async>/g,
  prefetch: /<link as="script" rel="prefetch" href="[^"<>]+"\/>/g,
} as const;

/**
 * How Gatsby hands the browser its table of page components' script files: with slices on, the
 * stats extractor writes `window.___chunkMapping="<JSON>";` (a string) into the `_gatsby-scripts`
 * slice that every page includes; `webpack.stats.json` in public/ lists each chunk group's files.
 */
export const GATSBY_CHUNK_MAPPING = {
  assignment: /window\.___chunkMapping="(?:[^"\\]|\\.)*";/g,
  marker: 'window.___chunkMapping="',
  componentPrefix: "component---",
  statsFile: "webpack.stats.json",
} as const;

/** Gatsby's stats of the browser bundle (`GATSBY_CHUNK_MAPPING.statsFile`): each named chunk group's files, shared ones first. */
export interface BrowserBundleStats {
  assetsByChunkName: Record<string, string[]>;
}

/** The stats the browser bundle of a build wrote into `publicDir`. */
export function readBrowserBundleStats(publicDir: string): BrowserBundleStats {
  return JSON.parse(fs.readFileSync(path.join(publicDir, GATSBY_CHUNK_MAPPING.statsFile), "utf8")) as BrowserBundleStats;
}

/**
 * Gatsby files the site's error map under `default-site-plugin_<id>`, but the reporter of an API with
 * an activity (createPages) passes ids through unprefixed: the site reports the full id so that both find the entry.
 */
export const SITE_PLUGIN_ERROR_PREFIX = "default-site-plugin_";

/** What the site uses of develop's websocket manager. */
export interface DevelopWebsocket {
  emitError(id: string, message: unknown): void;
}

/** The module that holds develop's websocket manager. */
export const DEVELOP_WEBSOCKET_MODULE = "gatsby/dist/utils/websocket-manager";

/** Develop's websocket manager, through which its overlay learns of errors; null outside develop. */
export function developWebsocket(): DevelopWebsocket | null {
  try {
    return (require(DEVELOP_WEBSOCKET_MODULE) as { websocketManager?: DevelopWebsocket }).websocketManager ?? null;
  } catch {
    return null;
  }
}

/** The module of Gatsby's node store. */
export const DATASTORE_MODULE = "gatsby/dist/datastore";

/** Resolves when Gatsby's node store has written every node change made so far (then getNodesByType lists them). */
export function nodeStoreWritten(): Promise<void> {
  return (require(DATASTORE_MODULE) as { getDataStore(): { ready(): Promise<void> } }).getDataStore().ready();
}

/** The module of Gatsby's redux store, whose emitter announces each action once it is applied. */
export const REDUX_MODULE = "gatsby/dist/redux";

/** A node Gatsby has made (and runs onCreateNode for) or deleted. */
export interface NodeChange {
  type: "CREATE_NODE" | "DELETE_NODE";
  payload: Node;
}

/** Calls `listener` with each node Gatsby makes or deletes from now on, in the process that runs the hooks. */
export function onNodeChange(listener: (change: NodeChange) => void): void {
  const { emitter } = require(REDUX_MODULE) as { emitter: { on(type: string, listener: (action: NodeChange) => void): void } };
  emitter.on("CREATE_NODE", listener);
  emitter.on("DELETE_NODE", listener);
}

/**
 * Gatsby empties its cache (.cache/, but for its webpack cache and compiled gatsby-node) and starts its
 * state afresh when, right after onPreInit, .cache/caches-lmdb exists and public/ does not
 * (services/initialize.js, `cacheIsCorrupt`). The site relies on it to start a moved checkout clean.
 */
export const CACHE_RESET_RULE = { file: "dist/services/initialize.js", cacheMarker: "caches-lmdb", condition: "const cacheIsCorrupt = cacheDirExists && !publicDirExists;" } as const;

/**
 * What Gatsby writes in public/ besides the pages: the page data (`page-data/<route>/page-data.json`, static
 * queries' results under `page-data/sq/d/`), the not-found page's folder (`404/`, beside its `404.html` copy),
 * webpack's assets (`static/`) and the slice fragments (`_gatsby/slices/`, HTML that is not a page).
 */
export const GATSBY_PUBLIC_LAYOUT = { pageData: "page-data", staticQueryResults: "page-data/sq/d", notFoundFolder: "404", assets: "static", slices: "_gatsby" } as const;

/** Gatsby's webpack stages, as onCreateWebpackConfig names them (its commands/types.js `Stage`). */
export const GATSBY_STAGES = { develop: "develop", developRenderer: "develop-html", browserBundle: "build-javascript", renderer: "build-html" } as const;
export type GatsbyStage = (typeof GATSBY_STAGES)[keyof typeof GATSBY_STAGES];

/**
 * The file names of Gatsby's browser bundle (its webpack.config.js): scripts `[name]-[contenthash].js` and
 * stylesheets `[name].[contenthash].css`, with webpack's content hashes of 20 hex digits (its default
 * `hashDigestLength`). The site names the chunks loaded on demand itself (CHUNK_FILENAME, webpack/gatsby-bundle.ts).
 */
export const GATSBY_BUNDLE_FILENAMES = { script: "[name]-[contenthash].js", stylesheet: "[name].[contenthash].css", hashDigits: 20 } as const;

/** The environment variable in which gatsby-cli names the command it runs (its create-cli.js). */
export const GATSBY_COMMAND_ENV = "gatsby_executing_command";

/** The Gatsby command this process runs (`build`, `develop`, `serve`...), undefined outside one (jest). */
export const gatsbyCommand = (): string | undefined => process.env[GATSBY_COMMAND_ENV];

/**
 * How Gatsby's HTML renderer writes a page's stylesheet into its head (cache-dir/static-entry.js): a `<style>`
 * with the file's content, its address in `data-href` and this `data-identity`. The site links the file instead
 * (src/gatsby/stylesheet-link.ts).
 */
export const GATSBY_INLINE_STYLESHEET_IDENTITY = "gatsby-global-css";

/** The key of gatsby-plugin-google-tagmanager's `<noscript>` frame among the body components (its gatsby-ssr.js). */
export const TAG_MANAGER_FALLBACK_KEY = "plugin-google-tagmanager";

/** The page-context field whose presence stops gatsby-plugin-mdx from re-creating a page (its onCreatePage). */
export const MDX_PAGE_CONTEXT_FIELD = "frontmatter";

/** Fields of a page that its context may not hold: createPage fails the build on one (redux/actions/public.js `reservedFields`). */
export const PAGE_CONTEXT_RESERVED_FIELDS = ["path", "matchPath", "component", "componentChunkName", "pluginCreator___NODE", "pluginCreatorId"] as const;

/** Where Gatsby writes the site's gatsby-node and gatsby-config as it compiled them (Parcel), inside its cache folder. */
export const GATSBY_COMPILED_DIR = ".cache/compiled";

/** The folder of Gatsby's caches, where the site keeps its own (emptied by `gatsby clean` with Gatsby's). */
export const GATSBY_CACHE_DIR = ".cache";
