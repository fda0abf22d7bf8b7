import { expect, test, type Page } from "@playwright/test";
import { DOC_ROUTES } from "../support/site/routes";
import { DOCS_SIDEBAR, expectHydrated } from "../support/browser/page-ready";

const DOC = "/stan/docs/api/atom";

/** The buttons a reader sees: without JavaScript each would do nothing. */
const idleButtons = (page: Page) => page.locator("button:visible").evaluateAll((buttons) => buttons.map((button) => button.outerHTML.slice(0, 120)));

test.describe("resilience", () => {
  test("with JavaScript disabled the docs are readable and navigable, with no control that would do nothing", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // No control that would do nothing (the menu, search, the colour mode, dismissing the bar, a tab) is shown:
    // every tab's panel shows, under its label.
    await page.goto("/stan/docs/getting-started/installation");
    expect(await idleButtons(page)).toEqual([]);
    const panels = page.getByRole("tabpanel", { includeHidden: true });
    await expect(panels).toHaveCount(4);
    for (const [index, [label, command]] of [["npm", "npm install"], ["Yarn", "yarn add"], ["pnpm", "pnpm add"], ["Bun", "bun add"]].entries()) {
      await expect(panels.nth(index).locator("pre")).toBeVisible();
      await expect(panels.nth(index).locator("pre")).toContainText(command);
      expect(await panels.nth(index).evaluate((panel) => getComputedStyle(panel, "::before").content)).toBe(`"${label}"`);
    }
    // The sidebar's categories are all open, their names plain text: no Tab stop, nothing announced as collapsed.
    await page.goto("/stan/docs");
    await expect(page.locator("main h1")).toHaveText("Introduction");
    expect(await idleButtons(page)).toEqual([]);
    const sidebar = page.locator(DOCS_SIDEBAR);
    await expect(sidebar.getByRole("button", { includeHidden: true })).toHaveCount(3);
    await expect(sidebar.getByRole("button")).toHaveCount(0);
    await expect(sidebar.locator(":scope > ul > li > :visible:not(ul)")).toHaveText(["Introduction", "Getting started", "API", "Guides"]);
    for (const list of await sidebar.locator(":scope > ul > li > ul").all()) await expect(list).toBeVisible();
    await expect(sidebar.getByRole("link")).toHaveText(DOC_ROUTES.map((route) => route.sidebarLabel));
    const sidebarTabStops = await sidebar.evaluate((nav) => [...nav.querySelectorAll<HTMLElement>("a, button")].filter((element) => element.checkVisibility()).map((element) => element.tagName));
    expect(new Set(sidebarTabStops)).toEqual(new Set(["A"]));
    // A page of another category is one click away.
    await page.locator(`${DOCS_SIDEBAR} a`, { hasText: /^atom$/ }).click();
    await expect(page).toHaveURL(/\/stan\/docs\/api\/atom$/);
    await expect(page.locator("main h1")).toHaveText("atom");
    expect(await idleButtons(page)).toEqual([]);
    await expect(page.locator("main p").first()).toBeVisible();
    await expect(page.locator("main pre").first()).toBeVisible();
    // Sidebar and TOC are plain links: following them loads the next page from the server.
    await page.locator(`${DOCS_SIDEBAR} a`, { hasText: /^selector$/ }).click();
    await expect(page).toHaveURL(/\/stan\/docs\/api\/selector$/);
    await expect(page.locator("main h1")).toHaveText("selector");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
    await expect(page.locator("main h1")).toHaveText("Introduction");
    await page.locator("footer").getByRole("link", { name: "Guides" }).click();
    await expect(page.locator("main h1")).toHaveText("Type safety");
    // Narrow screens: the content and the pager links are there without the menu script, and the bar keeps the
    // links the menu would hold, on one line at 320 px.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(DOC);
    const barLinks = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(barLinks).toHaveText(["Stan", "Docs", /^GitHub/]);
    const boxes = await barLinks.evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ top, bottom, right }) => ({ top, bottom, right })));
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(320);
    expect(Math.max(...boxes.map((box) => box.bottom - box.top))).toBeLessThan(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await barLinks.getByText("Docs").click();
    await expect(page.locator("main h1")).toHaveText("Introduction");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DOC);
    await expect(page.locator("main h1")).toBeVisible();
    expect(await idleButtons(page)).toEqual([]);
    await expect(page.locator("main p").first()).toBeVisible();
    const next = page.getByRole("navigation", { name: "Docs pages" }).locator("a[rel=next]");
    await expect(next).toBeVisible();
    // Keyboard: Enter follows the link itself, as a reader without a pointer would.
    await next.press("Enter");
    await expect(page).toHaveURL(/\/stan\/docs\/api\/atomFamily$/);
    await expect(page.locator("main h1")).toHaveText("atomFamily");
    await context.close();
  });

  // With localStorage and sessionStorage throwing: behaviour-state.spec.ts.

  test("with every third-party request blocked the site works fully", async ({ browser }) => {
    const context = await browser.newContext();
    const blocked: string[] = [];
    const origin = new URL(process.env.BASE_URL ?? "http://127.0.0.1:9100").origin;
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
