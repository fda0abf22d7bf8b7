import { expect, test, type Browser, type Page } from "@playwright/test";
import { gotoReady } from "../support/browser/page-ready";

/*
 * Nothing moves when the scripts start (issue 24): the server HTML, which a reader sees for
 * seconds on a slow connection, lays out the top bar and the code blocks' headers exactly as the
 * page does once its scripts run. Compared here with the site's script files held back (the server
 * HTML, as a browser that runs scripts shows it before they arrive) and after hydration, at a phone's
 * width and a laptop's. (With JavaScript off, controls that would do nothing are not shown at all:
 * resilience.spec.ts.)
 */
type Box = [x: number, y: number, width: number, height: number];

/** Boxes of the top bar's items, the Markdown button beside the title, the first code blocks' headers and copy buttons, and the tab sets' tabs and panels. */
function boxes(): Record<string, Box> {
  const out: Record<string, Box> = {};
  const put = (key: string, element: Element) => {
    const rect = element.getBoundingClientRect();
    out[key] = [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value * 10) / 10) as Box;
  };
  document.querySelectorAll('nav[aria-label="Main"] :is(a, button, kbd)').forEach((element, index) => put(`top bar ${index} ${element.tagName.toLowerCase()}`, element));
  document.querySelectorAll("main header :is(a, button)").forEach((element, index) => put(`title's button ${index}`, element));
  [...document.querySelectorAll(".code-block")].slice(0, 6).forEach((block, index) => {
    put(`code block ${index} header`, block.querySelector(".code-block__header")!);
    const copy = block.querySelector(".code-block__copy");
    if (copy) put(`code block ${index} copy button`, copy);
    put(`code block ${index} code`, block.querySelector("pre")!);
  });
  const h1 = document.querySelector("main h1");
  if (h1) put("h1", h1);
  // Tab sets: each tab, and each panel (a hidden one measures 0 by 0), by group and value.
  document.querySelectorAll('main [data-group] :is([role="tab"], [role="tabpanel"])').forEach((element, index) => {
    put(`tabs ${index} ${element.closest("[data-group]")!.getAttribute("data-group")} ${element.getAttribute("role")} ${element.getAttribute("data-value")}`, element);
  });
  return out;
}

/** The boxes, and whether the first copy button is shown, on the page as it is now. */
async function measure(page: Page) {
  const measured = await page.evaluate(boxes);
  const copyVisibility = await page.evaluate(() => {
    const button = document.querySelector(".code-block__copy");
    return button ? getComputedStyle(button).visibility : null;
  });
  return { boxes: measured, copyVisibility };
}

/**
 * A context whose pages run the site's scripts, or only what the HTML holds (its script files never arrive); on an
 * Apple platform when asked; with `framework` as the reader's stored choice of the framework tabs when given.
 */
async function newPage(browser: Browser, scripts: boolean, platform?: string, framework?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (!scripts) await context.route(/\.js(\?|$)/, (route) => route.abort());
  if (platform) await context.addInitScript((value) => Object.defineProperty(Navigator.prototype, "platform", { configurable: true, get: () => value }), platform);
  if (framework) await context.addInitScript((value) => window.localStorage.setItem("stan-docs.tabs.framework", value), framework);
  return { context, page: await context.newPage() };
}

/** The server HTML's layout (before the scripts arrive) and the hydrated page's, at each width: the page loaded at that width. */
function compare(off: Awaited<ReturnType<typeof measure>>, on: Awaited<ReturnType<typeof measure>>) {
  expect(Object.keys(off.boxes).length).toBeGreaterThanOrEqual(5);
  expect(on.boxes).toEqual(off.boxes);
  if (off.copyVisibility !== null) {
    // The copy buttons hold their place from the start, and show once they work.
    expect(off.copyVisibility).toBe("hidden");
    expect(on.copyVisibility).toBe("visible");
  }
}

test.describe("nothing moves when the scripts start", () => {
  for (const path of ["/stan/docs/api/atom", "/stan/docs/guides/caching", "/stan/", "/stan/this-page-does-not-exist"]) {
    test(`${path} at 390 and 1280 px: the top bar, the title's button and the code blocks' headers keep their places`, async ({ browser }) => {
      // Before the scripts the layout is CSS alone: one load, measured at each width.
      const off = await newPage(browser, false);
      await off.page.setViewportSize({ width: 390, height: 900 });
      await off.page.goto(path);
      const on = await newPage(browser, true);
      for (const width of [390, 1280]) {
        await test.step(`${width} px`, async () => {
          await off.page.setViewportSize({ width, height: 900 });
          const withoutScripts = await measure(off.page);
          // With scripts, the page starts at this width.
          await on.page.setViewportSize({ width, height: 900 });
          await gotoReady(on.page, path);
          compare(withoutScripts, await measure(on.page));
        });
      }
      await off.context.close();
      await on.context.close();
    });
  }

  // A reader who chose Vue sees the Vue panels from the first paint: no React panel first, then a jump (issue 47).
  for (const path of ["/stan/docs/api/selectorFamily", "/stan/docs/guides/caching"]) {
    test(`${path}, the reader having chosen Vue, at 390 and 1280 px: the framework tabs and panels keep their places`, async ({ browser }) => {
      const off = await newPage(browser, false, undefined, "vue");
      await off.page.setViewportSize({ width: 390, height: 900 });
      await off.page.goto(path);
      const on = await newPage(browser, true, undefined, "vue");
      for (const width of [390, 1280]) {
        await test.step(`${width} px`, async () => {
          await off.page.setViewportSize({ width, height: 900 });
          const withoutScripts = await measure(off.page);
          const vuePanels = Object.entries(withoutScripts.boxes).filter(([key]) => / framework tabpanel vue$/.test(key));
          expect(vuePanels.length, "Vue panels on the page").toBeGreaterThan(0);
          for (const [key, box] of vuePanels) expect(box[3], `${key} shows before the scripts run`).toBeGreaterThan(0);
          await on.page.setViewportSize({ width, height: 900 });
          await gotoReady(on.page, path);
          compare(withoutScripts, await measure(on.page));
        });
      }
      await off.context.close();
      await on.context.close();
    });
  }

  test("on an Apple platform too: the search hint says ⌘ K in the space Ctrl K takes", async ({ browser }) => {
    const off = await newPage(browser, false);
    await off.page.goto("/stan/docs/api/atom");
    const withoutScripts = await measure(off.page);
    await off.context.close();
    const { context, page } = await newPage(browser, true, "MacIntel");
    await gotoReady(page, "/stan/docs/api/atom");
    expect((await measure(page)).boxes).toEqual(withoutScripts.boxes);
    const search = page.getByRole("button", { name: "Search", exact: true });
    await expect(search).toHaveAccessibleName("Search");
    await expect(search.locator("kbd")).toHaveText(/Ctrl K\s*⌘ K/); // both in the HTML
    await expect(search.locator("kbd span").last()).toBeVisible();
    await expect(search.locator("kbd span").first()).toBeHidden();
    await context.close();
  });
});
