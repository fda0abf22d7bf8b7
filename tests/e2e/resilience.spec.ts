import { expect, test } from "@playwright/test";
import { DOCS_SIDEBAR, expectHydrated, serverUrl } from "../support/browser/page-ready";

const DOC = "/stan/docs/api/atom";

test.describe("resilience", () => {
  // With JavaScript disabled the docs are readable and navigable, with no control that would do nothing:
  // no-javascript.spec.ts.

  // With localStorage and sessionStorage throwing: behaviour-state.spec.ts.

  test("with every third-party request blocked the site works fully", async ({ browser }) => {
    const context = await browser.newContext();
    const blocked: string[] = [];
    const origin = new URL(serverUrl()).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        blocked.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    // A click on a category button before hydration does nothing, so each step waits for the scripts first
    // (<html data-hydrated>) rather than for the network to fall quiet. Steps name where a failure stopped.
    await test.step("the home page loads and hydrates", async () => {
      await page.goto("/stan/");
      await expect(page.locator("h1")).toHaveText("Stan");
      await expectHydrated(page);
    });
    await test.step("the docs open from the home page", async () => {
      await page.getByRole("link", { name: "Read the docs" }).click();
      await expect(page.locator("main h1")).toHaveText("Introduction");
      await expectHydrated(page);
    });
    await test.step(`the API category opens and atom follows (documents loaded: ${documents.length})`, async () => {
      await page.locator(DOCS_SIDEBAR).getByRole("button", { name: "API" }).click();
      await page.locator(`${DOCS_SIDEBAR} a`, { hasText: /^atom$/ }).click();
      await expect(page.locator("main h1")).toHaveText("atom");
    });
    expect(errors).toEqual([]);
    // Whatever was blocked (the tag manager, when configured) was never the site's own.
    expect(blocked.every((url) => !url.startsWith(origin))).toBe(true);
    await context.close();
  });

  test("on a slow 3G connection the content is visible before the scripts have finished loading", async ({ page }) => {
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    // Chrome DevTools' "Slow 3G" profile: 400 ms round trip (x5 as DevTools applies it), ~400 kbit/s.
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 2000, downloadThroughput: (500 * 1000 * 0.8) / 8, uploadThroughput: (500 * 1000 * 0.8) / 8 });
    const scripts = { started: 0, finished: 0 };
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.started += 1;
    });
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.finished += 1;
    });
    await page.goto(DOC, { waitUntil: "commit" });
    await expect(page.locator("main h1")).toBeVisible({ timeout: 60_000 });
    await expect(page.locator("main p").first()).toBeVisible();
    const atFirstSight = { ...scripts };
    // Styled already: the inlined CSS applies before any script ran.
    const headerHeight = await page.locator("nav[aria-label='Main']").evaluate((nav) => nav.getBoundingClientRect().height);
    expect(headerHeight).toBeGreaterThan(30);
    // The scripts load after the first paint (src/pipeline/post-build/deferred-scripts.ts), so the load event does not wait for them: the page hydrating does.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 60_000 });
    expect(scripts.finished, "scripts eventually loaded").toBeGreaterThanOrEqual(3);
    expect(atFirstSight.finished, `scripts finished when the content was visible (${JSON.stringify(atFirstSight)})`).toBeLessThan(scripts.finished);
  });

  test("a button clicked while the scripts are still on their way takes effect once the page has started, once however often it was clicked", async ({ page }) => {
    // The site's scripts are held back, as a slow connection holds them, until the reader has clicked.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/stan\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(DOC, { waitUntil: "domcontentloaded" });
    const guides = page.locator(DOCS_SIDEBAR).getByRole("button", { name: "Guides" });
    await expect(guides).toHaveAttribute("aria-expanded", "false");
    // Twice, as a reader does when the first click seems to do nothing: one click is played.
    await guides.click();
    await guides.click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await expectHydrated(page);
    await expect(guides).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(DOCS_SIDEBAR).getByRole("link", { name: "Caching" })).toBeVisible();
  });
});
