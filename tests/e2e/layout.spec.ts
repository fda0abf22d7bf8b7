import { expect, test } from "@playwright/test";
import { edgeShades } from "../support/browser/pixels";
import { DOCS_SIDEBAR, MOBILE_TOC, TOC, gotoReady } from "../support/browser/page-ready";

const PHONE = { width: 390, height: 844 };

test.describe("phone layout", () => {
  test.use({ viewport: PHONE });

  test("the page title comes first, then the contents box; short inline code stays on one line ('keep-all' in the caching table), longer code wraps; a wide table shows that it scrolls, keeps its first column in view, and takes keyboard focus", async ({ page }) => {
    for (const path of ["/stan/docs/api/atom", "/stan/docs/guides/caching"]) {
      await gotoReady(page, path);
      const title = await page.locator("main h1").boundingBox();
      const contents = await page.locator(MOBILE_TOC).boundingBox();
      expect(title && contents && title.y + title.height <= contents.y, `${path}: the h1 ends above the contents box`).toBe(true);
      // In the document too, so screen readers and the tab order meet them in the same order.
      expect(await page.locator("main h1").evaluate((h1) => Boolean(h1.compareDocumentPosition(document.querySelector('details:has(> nav[aria-label="On this page (compact)"])')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    }

    // Caching: its inline code.
    const keepAll = page.locator(".markdown td code", { hasText: "{ type: 'keep-all' }" });
    await expect(keepAll).toHaveCount(1);
    expect(await keepAll.evaluate((code) => code.getClientRects().length), "one line box").toBe(1);
    const short = page.locator(".markdown :not(pre) > code").filter({ hasText: /^.{1,24}$/ });
    // The shown code: a framework tab's hidden panel has no line boxes.
    const lines = await short.evaluateAll((codes) => codes.filter((code) => code.checkVisibility()).map((code) => code.getClientRects().length));
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((count) => count !== 1)).toEqual([]);
    // Nothing short sticks out of the text column for it; long code wraps there.
    const overflow = await short.evaluateAll((codes) => codes.filter((code) => !code.closest("table") && code.getBoundingClientRect().right > document.documentElement.clientWidth).length);
    expect(overflow).toBe(0);
    await expect(page.locator(".markdown code.wraps").first()).toBeAttached();

    // Caching: the summary table, the widest of the page.
    const wrapper = page.locator(".markdown .table-wrapper").filter({ has: page.locator("th", { hasText: "Size limit" }) });
    // Its last row in view: the cue is sampled there.
    await wrapper.evaluate((element) => element.scrollIntoView({ block: "end" }));
    expect(await wrapper.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(100);
    await expect(wrapper).toHaveAttribute("tabindex", "0");
    await expect(wrapper).toHaveAccessibleName(/\S/);

    // Sampled in the bottom padding of the last row, where no text is.
    const inLastRowPadding = (height: number) => height - 4;
    expect((await edgeShades(page, wrapper, inLastRowPadding)).right, "shade at the right edge").toBeGreaterThanOrEqual(12);

    const firstCell = wrapper.locator("tbody tr").first().locator("td").first();
    const secondCell = wrapper.locator("tbody tr").first().locator("td").nth(1);
    const before = [(await firstCell.boundingBox())!.x, (await secondCell.boundingBox())!.x];
    await wrapper.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => wrapper.evaluate((element) => element.scrollLeft), "the keyboard scrolls it").toBeGreaterThan(0);
    await wrapper.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const after = [(await firstCell.boundingBox())!.x, (await secondCell.boundingBox())!.x];
    expect(after[0], "the first column stays").toBeCloseTo(before[0], 0);
    expect(after[1], "the others scroll under it").toBeLessThan(before[1] - 100);
    expect((await edgeShades(page, wrapper, inLastRowPadding)).right, "no shade at the right edge at the end").toBeLessThan(3);
  });
});

// One bold title style on every doc, stronger than its h2 (server HTML and CSS): no-javascript.spec.ts.

test.describe("sticky columns", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the sidebar and 'On this page' follow the navbar up when it hides on scroll, and back down when it returns", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    const navbar = page.locator('nav[aria-label="Main"]');
    const sidebar = page.locator(DOCS_SIDEBAR).locator("xpath=..");
    const contents = page.locator(TOC).locator("xpath=..");
    const top = (locator: typeof sidebar) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const navbarHeight = await navbar.evaluate((element) => element.getBoundingClientRect().height);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => navbar.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))).toBeLessThanOrEqual(0);
    await expect.poll(() => top(sidebar), "no empty band above the sidebar").toBe(0);
    await expect.poll(() => top(contents)).toBe(24);
    expect(await sidebar.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))).toBe(800);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => navbar.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);
    await expect.poll(() => top(sidebar), "below the navbar again").toBe(Math.round(navbarHeight));
    await expect.poll(() => top(contents)).toBe(Math.round(navbarHeight) + 24);
  });
});

test.describe("the 404 page", () => {
  test("its two buttons are as wide as each other on a phone, inside the page's side margins; at 1280x800 it fills the viewport with the footer at its bottom, in light and dark", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await gotoReady(page, "/stan/this-page-does-not-exist");
    const home = (await page.getByRole("link", { name: "Back to the home page" }).boundingBox())!;
    const docs = (await page.getByRole("link", { name: "Read the docs" }).boundingBox())!;
    expect(docs.width).toBeCloseTo(home.width, 0);
    expect(docs.x).toBeCloseTo(home.x, 0);
    expect(docs.y).toBeGreaterThan(home.y + home.height - 1);
    expect(home.x).toBeGreaterThanOrEqual(16);
    expect(home.x + home.width).toBeLessThanOrEqual(PHONE.width - 16);
    const text = (await page.locator("main p").first().boundingBox())!;
    expect(text.x, "the text has the side margin of a doc page").toBeGreaterThanOrEqual(16);

    await page.setViewportSize({ width: 1280, height: 800 });
    for (const theme of ["light", "dark"] as const) {
      if (theme === "dark") await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Switch to dark mode/ }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const footer = await page.locator("footer").boundingBox();
      expect(footer && Math.abs(footer.y + footer.height - 800), `${theme}: the footer ends at the bottom of the viewport`).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollHeight), `${theme}: nothing below it`).toBe(800);
    }
    await context.close();
  });
});
