import * as path from "path";
import type { Configuration, WebpackPluginInstance } from "webpack";
import { CompileHintsPlugin } from "./compile-hints-plugin";
import { rulesWithShortClassNames } from "./css-class-names";
import { stylesheetSalt } from "./stylesheet-salt";
import { withVersionedCache } from "./webpack-cache";
import { GATSBY_STAGES, INTERNAL_BROWSER_MODULES } from "../internals";

/**
 * Gatsby modules that the production browser bundle includes but that do nothing on this
 * site, each replaced by a stub that does nothing. Relies on Gatsby's internal file layout
 * (src/gatsby/internals.ts; tests/unit/gatsby/webpack/gatsby-bundle.test.ts fails when a
 * file moves). Together about 4.6 KB gzipped less on every page's first load.
 */
export const REPLACED_IN_BROWSER: ReadonlyArray<{ module: RegExp; by: string; why: string }> = [
  {
    // Its only browser hook injects Partytown scripts under `gatsby develop`; it still pulls
    // gatsby-script and Partytown's integration into the app chunk.
    module: INTERNAL_BROWSER_MODULES.partytownBrowser,
    by: "nothing.js",
    why: "Partytown (off-main-thread <Script>) is not used",
  },
  {
    // Required only when a plugin registers a service worker; none does.
    module: INTERNAL_BROWSER_MODULES.serviceWorkerRegistration,
    by: "nothing.js",
    why: "no service worker is registered",
  },
  {
    // Renders a page's exported `Head` after each render; react-helmet writes the heads
    // here (src/ui/components/head), and a unit test checks that no page exports `Head`.
    module: INTERNAL_BROWSER_MODULES.headExportHandler,
    by: "no-head-export.js",
    why: "no page uses Gatsby's Head API",
  },
  {
    // Gatsby's prefetch helper and the site's did the same; the site's prefetching
    // (src/gatsby/browser/prefetch.ts) needs its own, so the loader shares it. 0.3 KB gzipped.
    module: INTERNAL_BROWSER_MODULES.prefetchHelper,
    by: "../../browser/link-prefetch.ts",
    why: "one <link rel=prefetch> helper for the loader and the site",
  },
  {
    // The progress bar's library, for gatsby-plugin-nprogress and the site: loaded when a
    // navigation first takes long enough to show it (about 2 KB gzipped, prefetched).
    module: /^accessible-nprogress$/,
    by: "../../browser/nprogress-on-demand.ts",
    why: "the progress bar is needed only on a slow navigation",
  },
];

/**
 * Chunks loaded on demand are named by 8 hex digits of their content hash alone (Gatsby:
 * `[name]-[contenthash].js`, 20 digits). Webpack's runtime, in every page's first load, maps each chunk
 * to its file: with the names it held every doc's long component name
 * (`component---src-templates-doc-tsx-content-file-path-…`), about 0.45 KB gzipped, and the 12 digits
 * more of each hash about 0.17 KB. Gatsby finds files through its stats (names to files), so no name
 * is needed in them; two chunks with one name would fail the build (webpack's "Conflict").
 */
export const CHUNK_FILENAME = "[contenthash:8].js";

/**
 * Modules the HTML renderers (the build's and develop's) never run, each replaced by a stub there: the sample
 * editor and its TypeScript worker load on the first Edit in the browser (src/editor/useSampleEdit.ts), but
 * webpack compiles every dynamic import of the server bundle too, CodeMirror and the worker included. In a
 * server bundle the worker's @typescript/vfs also pulls in TypeScript itself (its package.json leaves it out
 * of browser bundles only): develop's renderer compiled all 9 MB of it, with source maps, on every cold start
 * (its cache 533 MB, now 400 MB; a cold `Building development bundle` 52.6 -> 28.7 s on the 2-core machine).
 */
export const REPLACED_IN_RENDERER: ReadonlyArray<{ module: RegExp; by: string; why: string }> = [
  {
    module: /[\\/]src[\\/]editor[\\/](SampleEditor|compiler[\\/]compiler-client)(\.tsx?)?$/,
    by: "browser-only.js",
    why: "the sample editor runs in the browser only",
  },
];

/** The part of Gatsby's `plugins` (onCreateWebpackConfig) used here. */
export interface GatsbyWebpackPlugins {
  /** Webpack's NormalModuleReplacementPlugin. */
  normalModuleReplacement(module: RegExp, replacement: string): WebpackPluginInstance;
}

/** The stages of `gatsby build`: the browser bundle and the HTML renderer. */
const BUILD_STAGES: ReadonlySet<string> = new Set([GATSBY_STAGES.browserBundle, GATSBY_STAGES.renderer]);

/**
 * Source maps of the production bundles: none. Gatsby makes a full `source-map` for both, which cost
 * a third of the browser bundle's time (Terser maps every chunk it minifies) and were published beside
 * the scripts for no reader and no error report; the HTML renderer's only pointed an error thrown while
 * rendering a page at its source line (without them Gatsby points into .cache/page-ssr, unminified).
 */
export const PRODUCTION_DEVTOOL = false;

/**
 * The browser bundle is written for the browsers of package.json's `browserslist`, which Babel already
 * compiles the site's code for. Gatsby's default (webpack target `es5`) kept webpack's own wrappers in ES5,
 * a `function(){return x}` for every export of every module.
 */
export const BROWSER_TARGET = "browserslist";

/**
 * Gatsby's webpack config for `stage` with the site's settings. Every stage: the persistent cache checked by
 * version (webpack-cache.ts). Both production bundles: no source maps, short CSS Module class names
 * (css-class-names.ts: both must name a class alike). The HTML renderer also: stubs, and its hashes salted with
 * the browser bundle's stylesheet names (stylesheet-salt.ts). The browser bundle also: stubs, chunk names,
 * compile hints and the browsers' own syntax. Develop's HTML renderer: the renderers' stubs.
 * The whole config is replaced, not merged: Gatsby re-applies its own `output` over a merged one.
 */
export function webpackConfigFor(stage: string, given: Configuration, plugins: GatsbyWebpackPlugins, root: string): Configuration {
  const current = withVersionedCache(given, root);
  const stub = ({ module, by }: { module: RegExp; by: string }) => plugins.normalModuleReplacement(module, path.resolve(__dirname, "bundle-stubs", by));
  const rendererPlugins = () => [...(current.plugins ?? []), ...REPLACED_IN_RENDERER.map(stub)];
  if (stage === GATSBY_STAGES.developRenderer) return { ...current, plugins: rendererPlugins() };
  if (!BUILD_STAGES.has(stage)) return current;
  const both: Configuration = { ...current, devtool: PRODUCTION_DEVTOOL, module: { ...current.module, rules: rulesWithShortClassNames(current.module?.rules ?? []) } };
  if (stage === GATSBY_STAGES.renderer) {
    const output = { ...current.output, hashSalt: stylesheetSalt(root) };
    return { ...both, output, plugins: rendererPlugins() };
  }
  return {
    ...both,
    target: BROWSER_TARGET,
    output: { ...current.output, chunkFilename: CHUNK_FILENAME },
    plugins: [
      ...(current.plugins ?? []),
      new CompileHintsPlugin(),
      ...REPLACED_IN_BROWSER.map(stub),
    ],
  };
}
