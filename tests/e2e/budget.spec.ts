import { expect, test } from "@playwright/test";
import { BUDGETS, MEASURED_PAGES, measurePage } from "../support/site/page-weight.cjs";
import { buildScripts, builtPages, componentChunkFile, deferredPageLoad, PATH_PREFIX, readBuilt } from "../support/site/built-site";
import { appDataUrl, pageDataUrl } from "../../src/gatsby/runtime";
import { gotoReady } from "../support/browser/page-ready";

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// Byte budgets of issue 6, on the pages of the Docusaurus comparison. Each test opens a new
// browser context, so the cache is cold. Sizes are gzip (level 6) of the bytes served, so they
// do not depend on the server's compression and stay the same from run to run.
test.describe("byte budgets (cold load)", () => {
  for (const path of MEASURED_PAGES) {
    test(`${path}: first-load JS <= ${kB(BUDGETS.firstLoadJsGz)} gz, CSS <= ${kB(BUDGETS.cssGz)} gz, one render-blocking CSS at most`, async ({ page }) => {
      const weight = await measurePage(page, path);
      expect(weight.status).toBe(200);
      const scripts = weight.scripts.map((script) => `${new URL(script.url).pathname} ${kB(script.gzip)}`).join(", ");
      expect(weight.firstLoadJsGz, `first-load JS ${kB(weight.firstLoadJsGz)}: ${scripts}`).toBeLessThanOrEqual(BUDGETS.firstLoadJsGz);
      expect(weight.cssGz, `CSS: inlined ${kB(weight.inlineCssGz)} + files ${kB(weight.cssFilesGz)}`).toBeLessThanOrEqual(BUDGETS.cssGz);
      expect(weight.renderBlocking.scripts, "render-blocking scripts").toEqual([]);
      expect(weight.renderBlocking.stylesheets.length, "render-blocking stylesheets").toBeLessThanOrEqual(BUDGETS.renderBlockingCssFiles);
      // The measurement saw the page's own code: the framework, the app and a page component.
      expect(weight.scripts.length).toBeGreaterThanOrEqual(3);
    });
  }
});

// Every built page's HTML (its budget, how it loads, its stylesheet): tests/site/html.test.ts.

// What a page load does first: the page paints, then its scripts are fetched (the built HTML
// holds a loader instead of script tags: src/pipeline/post-build/deferred-scripts.ts), and no frame is painted
// before <main> has begun (`<link rel="expect" blocking="render">`, gatsby-ssr.tsx).
test.describe("loading order", () => {
  for (const path of MEASURED_PAGES) {
    // When the paint reaches the screen is up to the compositor, so the test holds the browser
    // to what it decides: no script is requested while the document is still being parsed
    // (the preload scanner would fetch <script src> tags at once), and the page still hydrates.
    // The loader also asks for the page's own chunks and data (Gatsby's app asked for the data once it had
    // run, and for the chunks once the data had come): each is first asked for by the loader itself, once.
    // Who asked is the request's initiator. When it asks is up to Chrome's scheduler, which may hold a
    // low-priority script until after the app has arrived (seen under CI load: 669 ms against 517).
    test(`${path}: its scripts are requested only once the document is parsed, with its own data and chunks, then the page hydrates`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      const firstAskedBy = new Map<string, string>();
      cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
        const asker = initiator.stack?.callFrames[0]?.url || initiator.url;
        const file = new URL(request.url).pathname;
        if (!firstAskedBy.has(file)) firstAskedBy.set(file, asker ? new URL(asker).pathname : initiator.type);
      });
      await gotoReady(page, path);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        // The site's own files (the tag manager's container is a third party the page asks for as it is parsed).
        const files = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).origin === location.origin);
        return { parsed: navigation.domInteractive, files: files.map((entry) => ({ path: new URL(entry.name).pathname, type: entry.initiatorType, start: entry.startTime })) };
      });
      const scripts = timing.files.filter((file) => file.type === "script");
      expect(scripts.length, "the page's scripts were fetched").toBeGreaterThanOrEqual(3);
      for (const script of scripts) expect(script.start, `${script.path} requested after the document was parsed`).toBeGreaterThanOrEqual(timing.parsed);

      const own = deferredPageLoad(readBuilt(builtPages().find((built) => built.url === path && built.kind === "page")!.file));
      const ownChunks = own.scripts.filter((file) => !/\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/.test(file));
      expect(ownChunks.length, "the page's chunks").toBeGreaterThan(0);
      expect(own.data, "the page's data and the app data").toEqual(expect.arrayContaining([pageDataUrl(path, PATH_PREFIX), appDataUrl(PATH_PREFIX)]));
      const ownFiles = [...ownChunks, ...own.data];
      for (const file of ownFiles) {
        const requests = timing.files.filter((entry) => entry.path === file);
        expect(firstAskedBy.get(file), `${file} first asked for by the page's loader (the app asked from its script, webpack from its runtime)`).toBe(path);
        if (file.endsWith(".js")) expect(requests.filter((entry) => entry.type === "script").length, `${file} run once: webpack found it installed`).toBe(1);
        else expect(requests.filter((entry) => entry.type !== "link"), `${file}: Gatsby's request took the preloaded response`).toEqual([]);
      }
    });
  }
});

// V8's compile hint (src/gatsby/webpack/compile-hints-plugin.ts): Chrome compiles the scripts of a page
// load on a background thread while they download, instead of on the main thread during hydration.

/** Scripts of the build's entry (every page load) and of each page component's chunk group (that page's first load). */
const pageLoadFiles = () => buildScripts((name) => name === "app" || name.startsWith("component---"));

test.describe("compile hints", () => {
  const HINT = "//# allFunctionsCalledOnLoad\n";

  test("every script of a first load starts with the hint; code loaded only on demand (the search dialog) does not", async ({ page }) => {
    const bodies = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script" || !new URL(response.url()).pathname.startsWith("/stan/")) return;
      const body = response.text();
      // A script the test never reads (a chunk prefetched as the test ends) must not fail it with "Test ended";
      // the bodies it reads still fail it when they cannot be read.
      body.catch(() => undefined);
      bodies.set(response.url(), body);
    });
    await gotoReady(page, "/stan/docs/api/atom");
    const firstLoad = [...bodies.keys()];
    expect(firstLoad.some((url) => /\/app-[0-9a-f]+\.js$/.test(url)), firstLoad.join(", ")).toBe(true);
    expect(firstLoad.some((url) => url.endsWith(`/${componentChunkFile("content-docs-api-atom-md")}`)), firstLoad.join(", ")).toBe(true);
    for (const url of firstLoad) expect((await bodies.get(url))!.startsWith(HINT), url).toBe(true);

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Search the docs" })).toBeVisible();
    const onDemand = [...bodies.keys()].filter((url) => !firstLoad.includes(url));
    // A chunk the dialog shares with the search page is hinted (it runs when that page loads); the dialog's own is not.
    const pageLoad = pageLoadFiles();
    const onDemandOnly = onDemand.filter((url) => !pageLoad.has(new URL(url).pathname.replace("/stan/", "")));
    expect(onDemandOnly.length, `the dialog's own code among ${onDemand.join(", ")}`).toBeGreaterThan(0);
    for (const url of onDemandOnly) expect((await bodies.get(url))!.startsWith("//#"), url).toBe(false);
  });
});
