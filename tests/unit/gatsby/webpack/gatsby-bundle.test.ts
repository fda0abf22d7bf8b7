import * as fs from "fs";
import * as path from "path";
import type { Configuration } from "webpack";
import { CHUNK_FILENAME, REPLACED_IN_BROWSER, REPLACED_IN_RENDERER, webpackConfigFor } from "../../../../src/gatsby/webpack/gatsby-bundle";
import { tempDirs } from "../../../support/temp-dirs";

/**
 * src/gatsby/webpack/gatsby-bundle.ts replaces Gatsby modules in the browser bundle by stubs. It relies on
 * Gatsby's file layout and on what the importers use: these fail when a Gatsby upgrade moves a
 * file or starts using more of it.
 */
const gatsbyRoot = path.dirname(require.resolve("gatsby/package.json"));
const ROOT = path.resolve(__dirname, "..", "..", "..", "..");

/** Gatsby's files as the build sees them (`.cache/x` is copied from `cache-dir/x`). */
function gatsbyFiles(dir = gatsbyRoot, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") gatsbyFiles(full, found);
    } else found.push(full.replace(`${path.sep}cache-dir${path.sep}`, `${path.sep}.cache${path.sep}`));
  }
  return found;
}

const tempDir = tempDirs("stan-bundle-");

/** A checkout whose public/ holds the stats a browser bundle writes, with chunk groups of these files. */
function withBrowserStats(...groups: string[][]): string {
  const root = tempDir();
  const assetsByChunkName = Object.fromEntries(groups.map((files, index) => [`group${index}`, files]));
  fs.mkdirSync(path.join(root, "public"));
  fs.writeFileSync(path.join(root, "public", "webpack.stats.json"), JSON.stringify({ assetsByChunkName }));
  return root;
}

describe("Gatsby modules replaced in the browser bundle", () => {
  const files = gatsbyFiles();

  const byPackage = REPLACED_IN_BROWSER.filter((entry) => entry.module.source.startsWith("^"));
  const byFile = REPLACED_IN_BROWSER.filter((entry) => !byPackage.includes(entry));

  it.each(byFile.map((entry) => [entry.why, entry]))("matches exactly one Gatsby file: %s", (_why, { module }) => {
    expect(files.filter((file) => module.test(file))).toHaveLength(1);
  });

  it("the worker's @typescript/vfs leaves TypeScript out of browser bundles only: a server bundle of the editor would compile all of it", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(require("@typescript/vfs/package.json").browser).toMatchObject({ typescript: false });
    expect(fs.readFileSync(require.resolve("@typescript/vfs/dist/vfs.esm.js"), "utf8")).toContain('require.resolve("typescript")');
  });

  it("the HTML renderer's stand-in replaces the editor's modules that load on the first Edit, with what they export", () => {
    const editorModules = ["src/editor/SampleEditor.tsx", "src/editor/compiler/compiler-client.ts"];
    for (const file of editorModules) expect(fs.existsSync(file)).toBe(true);
    const [{ module, by }] = REPLACED_IN_RENDERER;
    expect(editorModules.map((file) => module.test(path.resolve(file)))).toEqual([true, true]);
    expect(module.test(path.resolve("src/editor/useSampleEdit.ts"))).toBe(false);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(Object.keys(require(path.resolve("src/gatsby/webpack/bundle-stubs", by))).sort()).toEqual(["compilerClient", "editorFor"]);
    const imported = fs.readFileSync("src/editor/useSampleEdit.ts", "utf8");
    expect(imported).toContain("({ compilerClient })");
    expect(imported).toContain("{ editorFor }");
  });

  it("every stand-in exists", () => {
    for (const { by } of REPLACED_IN_BROWSER) expect(fs.existsSync(path.resolve("src/gatsby/webpack/bundle-stubs", by))).toBe(true);
  });

  it("the progress bar's stand-in replaces the package gatsby-plugin-nprogress imports, and loads the real one by a path the replacement leaves alone", () => {
    expect(byPackage.map((entry) => entry.module)).toEqual([/^accessible-nprogress$/]);
    expect(fs.readFileSync(require.resolve("gatsby-plugin-nprogress/gatsby-browser.js"), "utf8")).toContain('require("accessible-nprogress")');
    const standIn = fs.readFileSync("src/gatsby/browser/nprogress-on-demand.ts", "utf8");
    const realPath = /import\([^)]*"(accessible-nprogress\/[^"]+)"\)/.exec(standIn)?.[1];
    expect(realPath).toBeDefined();
    expect(fs.existsSync(require.resolve(realPath!))).toBe(true);
    expect(byPackage[0].module.test(realPath!)).toBe(false);
  });

  it("the Head API stub exports what Gatsby's page renderer imports from the real module", () => {
    const renderer = fs.readFileSync(path.join(gatsbyRoot, "cache-dir/page-renderer.js"), "utf8");
    expect(renderer).toMatch(/import \{ headHandlerForBrowser \} from "\.\/head\/head-export-handler-for-browser"/);
    expect(fs.readFileSync("src/gatsby/webpack/bundle-stubs/no-head-export.js", "utf8")).toMatch(/export function headHandlerForBrowser\(/);
  });

  it("the site's prefetch helper takes what the loader passes Gatsby's: a URL and attributes, a promise back", () => {
    const loader = fs.readFileSync(path.join(gatsbyRoot, "cache-dir/loader.js"), "utf8");
    expect(loader).toContain('import prefetchHelper from "./prefetch"');
    // Every call but the component URLs' (below) passes a URL and these attributes.
    const calls = [...loader.matchAll(/prefetchHelper\(([\s\S]*?)\}\)/g)].map((match) => match[1].replace(/\s+/g, " ").trim());
    expect(calls).toEqual(["pageDataUrl, { crossOrigin: `anonymous`, as: `fetch`,", "pageDataUrl.replace(`.json`, `-rsc.json`), { crossOrigin: `anonymous`, as: `fetch`,", "pageDataUrl, { crossOrigin: `anonymous`, as: `fetch`,"]);
    expect(loader).toContain("Promise.all(componentUrls.map(prefetchHelper))");
    expect(fs.readFileSync("src/gatsby/browser/link-prefetch.ts", "utf8")).toMatch(/export default function linkPrefetch\(href: string, options: Record<string, string> = \{\}/);
  });

  it("no page or template exports Gatsby's Head (react-helmet writes the heads)", () => {
    const pages = ["src/pages", "src/ui/templates"].flatMap((dir) => fs.readdirSync(dir).map((name) => path.join(dir, name)));
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.filter((file) => /export\s+(const|function)\s+Head\b/.test(fs.readFileSync(file, "utf8")))).toEqual([]);
  });

  it("the production bundles lose their source maps and get short CSS Module names (css-modules.test.ts); the browser's alone gets stubs, chunk names, compile hints and modern syntax, and keeps Gatsby's minimizers; develop keeps Gatsby's settings but the renderers' stubs", () => {
    const replaced: RegExp[] = [];
    class TerserPlugin {
      apply() {}
    }
    const cssMinimizer = { apply: () => undefined };
    const plugins = {
      normalModuleReplacement: (module: RegExp) => {
        replaced.push(module);
        return { apply: () => undefined };
      },
    };
    const gatsbys: Configuration = {
      devtool: "source-map",
      target: ["web", "es5"],
      output: { filename: "[name]-[contenthash].js" },
      optimization: { minimizer: [new TerserPlugin(), cssMinimizer] },
      plugins: [{ apply: () => undefined }],
    };
    // Develop's browser bundle keeps Gatsby's settings (but the cache's: webpack-cache.test.ts); its HTML renderer
    // gets the renderers' stubs, and nothing else.
    expect(webpackConfigFor("develop", { ...gatsbys }, plugins, ROOT)).toEqual(gatsbys);
    expect(webpackConfigFor("develop-html", { ...gatsbys }, plugins, ROOT)).toEqual({ ...gatsbys, plugins: [gatsbys.plugins?.[0], ...REPLACED_IN_RENDERER.map(() => expect.anything())] });
    expect(replaced.splice(0)).toEqual(REPLACED_IN_RENDERER.map((entry) => entry.module));
    // The renderer is made after the browser bundle has written its stats (stylesheet-salt.test.ts).
    const root = withBrowserStats(["styles.b.css", "app.js"], ["styles.b.css", "styles.a.css"]);
    const renderer = webpackConfigFor("build-html", { ...gatsbys }, plugins, root);
    expect(renderer).toMatchObject({
      ...gatsbys,
      devtool: false,
      output: { ...gatsbys.output, hashSalt: "styles.a.css styles.b.css" },
      module: { rules: [] },
      plugins: [gatsbys.plugins?.[0], ...REPLACED_IN_RENDERER.map(() => expect.anything())],
    });
    expect(replaced.splice(0)).toEqual(REPLACED_IN_RENDERER.map((entry) => entry.module));
    const browser = webpackConfigFor("build-javascript", { ...gatsbys }, plugins, ROOT);
    expect(browser).toMatchObject({ devtool: false, target: "browserslist", output: { filename: "[name]-[contenthash].js", chunkFilename: CHUNK_FILENAME } });
    expect(browser?.plugins).toHaveLength(1 + REPLACED_IN_BROWSER.length + 1);
    expect(replaced).toEqual(REPLACED_IN_BROWSER.map((entry) => entry.module));
    // Gatsby's own minimizers, as Gatsby made them.
    expect(browser?.optimization).toBe(gatsbys.optimization);
  });
});
