/**
 * The site's Babel config: Gatsby's own preset, compiling for the browsers of `browserslist`
 * (package.json) and nothing older. Without this file Gatsby's preset also compiles spread, classes,
 * `?.` and `??` whatever the browsers (`@babel/plugin-transform-spread` and `-transform-classes` for
 * the browser bundle, `-proposal-optional-chaining` and `-proposal-nullish-coalescing-operator`
 * everywhere), though every browser of that list runs them: 0.66 KB gzipped more first-load
 * JavaScript on every page, and a class extending Error needed Babel's wrapNativeSuper helpers.
 * @babel/preset-env, run by the preset with these targets, still compiles whatever a browser lacks.
 *
 * Gatsby hands its build stage only to a preset it finds by the name `babel-preset-gatsby`, so this
 * one tells the stage from what babel-loader reports (webpack's target: "node" for the HTML renderer)
 * and Babel's env (NODE_ENV: development under `gatsby develop`). Gatsby's rule for node_modules sets
 * `configFile: false`: this file covers the site's code, Gatsby's runtime in .cache and the compiled
 * MDX. These couplings are in src/gatsby/internals.ts, with tests.
 */
const gatsbyPreset = require("babel-preset-gatsby").default;
const { browserslist } = require("./package.json");

/** Plugins babel-preset-gatsby adds outside @babel/preset-env, whatever the targets. */
const FORCED_TRANSFORMS = [
  "@babel/plugin-transform-spread",
  "@babel/plugin-transform-classes",
  "@babel/plugin-proposal-optional-chaining",
  "@babel/plugin-proposal-nullish-coalescing-operator",
].map((name) => require.resolve(name, { paths: [require.resolve("babel-preset-gatsby")] }));

const pluginPath = (item) => (Array.isArray(item) ? item[0] : item);

/** The Gatsby stage of this compile (babel-preset-gatsby's `stage` option). */
function gatsbyStage(api) {
  const server = api.caller((caller) => caller?.target === "node");
  const develop = api.env() === "development";
  if (server) return develop ? "develop-html" : "build-html";
  return develop ? "develop" : "build-javascript";
}

module.exports = function siteBabelConfig(api) {
  const stage = gatsbyStage(api);
  const targets = stage.endsWith("-html") ? { node: "current" } : { browsers: browserslist };
  const preset = gatsbyPreset(api, { stage, targets, reactRuntime: "automatic" });
  return {
    presets: preset.presets,
    plugins: preset.plugins.filter((plugin) => !FORCED_TRANSFORMS.includes(pluginPath(plugin))),
  };
};
module.exports.FORCED_TRANSFORMS = FORCED_TRANSFORMS;
