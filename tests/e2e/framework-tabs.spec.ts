import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DOCS_SIDEBAR, gotoReady } from "../support/browser/page-ready";

/*
 * One framework choice for the whole site (issue 47, item 2): every framework tab set (React, Vue,
 * Vanilla TypeScript) is one group, so the reader's choice holds on every page, across client-side
 * navigation and reloads; a `?framework=` address opens on a choice and stores it; the stored choice
 * shows from the first paint, before the scripts run; the keyboard follows the WAI-ARIA tabs pattern;
 * without JavaScript every panel shows under its label.
 */
const STORAGE_KEY = "stan-docs.tabs.framework";

/** The framework tab sets of the page (the package-manager ones are another group). */
const frameworkSets = (page: Page) => page.locator('main [data-group="framework"]');
const tablist = (set: Locator) => set.getByRole("tablist", { name: "Framework" });

/** Every framework tab set of the page shows `label`'s tab as chosen, and its panel (and only it). */
async function expectChosen(page: Page, label: "React" | "Vue" | "Vanilla TypeScript") {
  const sets = await frameworkSets(page).all();
  expect(sets.length, "framework tab sets on the page").toBeGreaterThan(0);
  for (const set of sets) {
    const tab = tablist(set).getByRole("tab", { name: label, exact: true });
    if ((await tab.count()) === 0) continue; // a set without that framework shows its first tab
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const panel = set.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute("data-label", label);
  }
}

/** A browser context whose pages run the site's scripts or not, with `stored` as the reader's earlier choice. */
async function newContext(browser: Browser, { scripts = true, stored }: { scripts?: boolean; stored?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (!scripts) await context.route(/\.js(\?|$)/, (route) => route.abort());
  if (stored) await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY, stored]);
  return { context, page: await context.newPage() };
}

test.describe("the framework choice", () => {
  test("holds across client-side navigation (API pages, a guide, Examples) and a reload", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    await expectChosen(page, "React");
    await tablist(frameworkSets(page).first()).getByRole("tab", { name: "Vue", exact: true }).click();
    await expectChosen(page, "Vue");
    await expect(page.locator("html")).toHaveAttribute("data-framework", "vue");

    // Links of the sidebar's open category, then of the pages' own text.
    const links: Array<[link: Locator, title: string]> = [
      [page.locator(DOCS_SIDEBAR).getByRole("link", { name: "selectorFamily", exact: true }), "selectorFamily"],
      [page.locator('main a[href$="/docs/guides/caching"]').first(), "Caching"],
      [page.locator('main a[href$="/docs/getting-started/examples"]').first(), "Examples"],
    ];
    for (const [link, title] of links) {
      const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
      await link.click();
      await expect(page.locator("main h1")).toHaveText(title);
      // A client-side navigation: the document stayed.
      expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(before);
      await expectChosen(page, "Vue");
    }
    // Examples groups its apps in the same tabs.
    await expect(frameworkSets(page).getByRole("tabpanel")).toContainText("vue-todomvc");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectChosen(page, "Vue");
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("vue");
  });

  test("a ?framework= address opens on that framework, stores it and leaves the address", async ({ browser }) => {
    const { context, page } = await newContext(browser, { stored: "react" });
    await gotoReady(page, "/stan/docs/api/selector?framework=vanilla");
    // The selector page has no Vanilla tab: its set shows its first tab, the choice is stored all the same.
    await expectChosen(page, "React");
    await expect(page.locator("html")).toHaveAttribute("data-framework", "vanilla");
    await gotoReady(page, "/stan/docs/getting-started/examples?framework=Vue#the-apps");
    await expectChosen(page, "Vue");
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).hash).toBe("#the-apps");
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("vue");
    // Stored: the next page opens on it without the parameter.
    await page.locator(DOCS_SIDEBAR).getByRole("link", { name: "Installation", exact: true }).click();
    await expect(page.locator("main h1")).toHaveText("Installation");
    await expectChosen(page, "Vue");
    await context.close();
  });

  test("the first paint shows the stored choice: before the scripts run, the Vue panels show and their tabs look chosen", async ({ browser }) => {
    const { context, page } = await newContext(browser, { scripts: false, stored: "vue" });
    await page.goto("/stan/docs/guides/caching");
    await expect(page.locator("html")).toHaveAttribute("data-framework", "vue");
    const sets = await frameworkSets(page).all();
    expect(sets.length).toBeGreaterThanOrEqual(2);
    for (const set of sets) {
      await expect(set.locator('[role="tabpanel"][data-value="vue"]')).toBeVisible();
      await expect(set.locator('[role="tabpanel"][data-value="react"]')).toBeHidden();
      const color = (value: string) => set.locator(`[role="tab"][data-value="${value}"]`).evaluate((tab) => getComputedStyle(tab).borderBottomColor);
      expect(await color("vue")).not.toBe(await color("react"));
    }
    // The chosen tab's look is the one the tabs give it once they run.
    const { page: running } = await newContext(browser, { stored: "vue" });
    await gotoReady(running, "/stan/docs/guides/caching");
    const look = (p: Page) => p.locator('main [data-group="framework"] [role="tab"][data-value="vue"]').first().evaluate((tab) => [getComputedStyle(tab).color, getComputedStyle(tab).borderBottomColor]);
    expect(await look(page)).toEqual(await look(running));
    await running.context().close();
    await context.close();
  });

  test("a switch that re-flows the content above keeps the chosen tab where it was on screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoReady(page, "/stan/docs/guides/error-handling");
    // The second framework set: the first one, above it, is much longer in Vue (three blocks against one).
    const second = tablist(frameworkSets(page).nth(1));
    const vue = second.getByRole("tab", { name: "Vue", exact: true });
    await vue.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    const heightsBefore = await frameworkSets(page).first().evaluate((set) => set.getBoundingClientRect().height);
    const topBefore = (await vue.boundingBox())!.y;
    await vue.click();
    await expect(vue).toHaveAttribute("aria-selected", "true");
    const heightsAfter = await frameworkSets(page).first().evaluate((set) => set.getBoundingClientRect().height);
    expect(heightsAfter, "the set above changed height").not.toBeCloseTo(heightsBefore, 0);
    expect(Math.abs((await vue.boundingBox())!.y - topBefore)).toBeLessThanOrEqual(1);
  });

  test("keyboard: one Tab stop, arrows wrap, Home and End, Enter and Space choose; focus moves on into the panel", async ({ page }) => {
    await gotoReady(page, "/stan/docs/guides/error-handling");
    const set = frameworkSets(page).first();
    const tab = (name: string) => tablist(set).getByRole("tab", { name, exact: true });
    // One Tab stop: only the chosen tab is in the tab order.
    expect(await tablist(set).locator('[role="tab"][tabindex="0"]').count()).toBe(1);
    await tab("React").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Vue")).toBeFocused();
    await expect(tab("Vue")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab("React")).toBeFocused(); // wraps (this set has two tabs)
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Vue")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab("React")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab("Vue")).toBeFocused();
    await expectChosen(page, "Vue");
    // Enter and Space choose a tab that has focus but is not chosen (focus put there by a script, say).
    await tab("React").focus();
    await page.keyboard.press("Enter");
    await expect(tab("React")).toHaveAttribute("aria-selected", "true");
    await tab("Vue").focus();
    await page.keyboard.press("Space");
    await expect(tab("Vue")).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tab list for the panel's content; Shift+Tab comes back to the chosen tab.
    await page.keyboard.press("Tab");
    const focusedInPanel = await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.getAttribute("data-value") ?? null);
    expect(focusedInPanel).toBe("vue");
    await page.keyboard.press("Shift+Tab");
    await expect(tab("Vue")).toBeFocused();
  });

  test("without JavaScript every panel shows, under its label, and no tab button is shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto("/stan/docs/api/selectorFamily");
    const set = frameworkSets(page).first();
    await expect(set.getByRole("tab")).toHaveCount(0); // the tab list is not shown
    const panels = set.locator('[role="tabpanel"]');
    await expect(panels).toHaveCount(2);
    for (const [index, label] of ["React", "Vue"].entries()) {
      await expect(panels.nth(index)).toBeVisible();
      await expect(panels.nth(index).locator("pre")).toBeVisible();
      expect(await panels.nth(index).evaluate((panel) => getComputedStyle(panel, "::before").content)).toBe(`"${label}"`);
    }
    await context.close();
  });
});
