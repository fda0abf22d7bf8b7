import * as path from "path";
import type { Configuration, WebpackPluginInstance } from "webpack";
import { CompileHintsPlugin } from "./compile-hints-plugin";

/**
 * Gatsby modules that the production browser bundle includes but that do nothing on this
 * site, each replaced by an empty module. Relies on Gatsby 5.16's internal file layout
 * (package.json pins the version; tests/unit/pipeline-gatsby-bundle.test.ts fails when a
 * file moves). Together about 2.7 KB gzipped on every page's first load.
 */
export const EMPTY_IN_BROWSER: ReadonlyArray<{ module: RegExp; why: string }> = [
  {
    // Its only browser hook injects Partytown scripts under `gatsby develop`; it still pulls
    // gatsby-script and Partytown's integration into the app chunk.
    module: /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    why: "Partytown (off-main-thread <Script>) is not used",
  },
  {
    // Required only when a plugin registers a service worker; none does.
    module: /\.cache[\\/]register-service-worker\.js$/,
    why: "no service worker is registered",
  },
];

const NOTHING = path.resolve(__dirname, "bundle-stubs/nothing.js");

/** Gatsby's `plugins.normalModuleReplacement` (webpack's NormalModuleReplacementPlugin). */
export type ReplaceModule = (module: RegExp, replacement: string) => WebpackPluginInstance;

/** The webpack settings this site adds for a stage of `gatsby build` (only the production browser bundle changes). */
export function webpackConfigFor(stage: string, replaceModule: ReplaceModule): Configuration | null {
  if (stage !== "build-javascript") return null;
  return { plugins: [new CompileHintsPlugin(), ...EMPTY_IN_BROWSER.map(({ module }) => replaceModule(module, NOTHING))] };
}
