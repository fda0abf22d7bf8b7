/**
 * The built scripts. First-load JavaScript on every built page: what its script loader asks for
 * (src/pipeline/post-build/deferred-scripts.ts), gzipped as nginx sends it, at most the budget (the browser's
 * measure of the same on the compared pages is tests/e2e/budget.spec.ts, which also checks that the loader's
 * list is what a page load runs). No source maps, no highlighter.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { buildScripts, builtPages, deferredPageLoad, PATH_PREFIX, PUBLIC_DIR, readBuilt } from "../support/site/built-site";
import { BUDGETS, gzipSize } from "../support/site/page-weight.cjs";

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

describe("the built scripts", () => {
  it(`every built page's script loader asks for at most ${kB(BUDGETS.firstLoadJsGz)} gzipped`, () => {
    const pages = builtPages().filter((page) => page.kind !== "twin");
    const weights = pages.map(({ file }) => {
      const { scripts } = deferredPageLoad(readBuilt(file));
      return { file, scripts: scripts.length, bytes: scripts.reduce((sum, script) => sum + gzipSize(readFileSync(path.join(PUBLIC_DIR, script.slice(PATH_PREFIX.length)))), 0) };
    });
    // The loader of every page asks for the app, the framework and webpack's runtime at least.
    expect(weights.filter((page) => page.scripts < 3).map((page) => page.file)).toEqual([]);
    expect(weights.filter((page) => page.bytes > BUDGETS.firstLoadJsGz).map((page) => `${page.file}: ${kB(page.bytes)}`)).toEqual([]);
  });

  test("the build publishes no source maps, and no script names one (src/gatsby/webpack/gatsby-bundle.ts: PRODUCTION_DEVTOOL)", () => {
    const scripts = [...buildScripts(() => true)];
    // The app chunk of this build is among them.
    expect(scripts.find((file) => /^app-[0-9a-f]+\.js$/.test(file))).toBeDefined();
    expect(scripts.filter((file) => readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes("//# sourceMappingURL="))).toEqual([]);
    expect(scripts.filter((file) => existsSync(path.join(PUBLIC_DIR, `${file}.map`)))).toEqual([]);
  });

  test("no highlighter is shipped to the browser: no script of the build holds Prism", () => {
    const scripts = readdirSync(PUBLIC_DIR).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((file) => /\bPrism\b|prismjs/.test(readBuilt(file)))).toEqual([]);
  });
});
