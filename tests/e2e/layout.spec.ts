import { expect, test } from "@playwright/test";
import { STORAGE_KEYS } from "../../src/config/constants";
import { edgeShades } from "./pixels";
import { MOBILE_TOC, gotoReady } from "./support";

const PHONE = { width: 390, height: 844 };

test.describe("phone layout", () => {
  test.use({ viewport: PHONE });

  test("the page title comes first, then the contents box", async ({ page }) => {
    for (const path of ["/stan/docs/api/atom", "/stan/docs/guides/caching"]) {
      await gotoReady(page, path);
      const title = await page.locator("main h1").boundingBox();
      const contents = await page.locator(MOBILE_TOC).boundingBox();
      expect(title && contents && title.y + title.height <= contents.y, `${path}: the h1 ends above the contents box`).toBe(true);
      // In the document too, so screen readers and the tab order meet them in the same order.
      expect(await page.locator("main h1").evaluate((h1) => Boolean(h1.compareDocumentPosition(document.querySelector('details:has(> nav[aria-label="On this page (compact)"])')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    }
  });

  test("a wide table shows that it scrolls, keeps its first column in view, and takes keyboard focus", async ({ page }) => {
    await gotoReady(page, "/stan/docs/guides/caching");
    // The summary table: the widest of the page.
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

test.describe("the 404 page", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`fills a 1280x800 viewport with the footer at its bottom (${theme})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
      const page = await context.newPage();
      await gotoReady(page, "/stan/this-page-does-not-exist");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const footer = await page.locator("footer").boundingBox();
      expect(footer && Math.abs(footer.y + footer.height - 800), "the footer ends at the bottom of the viewport").toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollHeight), "nothing below it").toBe(800);
      await context.close();
    });
  }
});
