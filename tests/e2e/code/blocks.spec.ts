import { expect, test } from "@playwright/test";
import { STORAGE_KEYS } from "../../../src/config/constants";
import { edgeShades, expectEdgeShadesWhileScrolled } from "../../support/browser/pixels";
import { gotoReady } from "../../support/browser/page-ready";

const PHONE = { width: 390, height: 844 };

test.describe("code blocks", () => {

  test("at 390 and 1280 px the copy button sits in the header, above every line of code", async ({ page }) => {
    for (const path of ["/stan/docs/api/atom", "/stan/docs/guides/ssr", "/stan/"]) {
      await page.setViewportSize({ width: PHONE.width, height: 844 });
      await gotoReady(page, path);
      const blocks = page.locator(".code-block");
      expect(await blocks.count()).toBeGreaterThan(0);
      for (const width of [PHONE.width, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        const overlaps = await blocks.evaluateAll((elements) =>
          elements.flatMap((block, index) => {
            const button = block.querySelector(".code-block__copy")?.getBoundingClientRect();
            const code = block.querySelector("pre code")?.getBoundingClientRect();
            if (!button || !code) return [`block ${index}: no copy button or code`];
            return button.bottom <= code.top ? [] : [`block ${index}: the button ends at ${button.bottom}, the code starts at ${code.top}`];
          }),
        );
        expect(overlaps, `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  // The cue is CSS only (backgrounds that scroll with the code cover the edge shadows at the ends); without
  // JavaScript, in light: no-javascript.spec.ts. Sampled in the code's top padding, where no text is.
  test("a line past the edge shows a shade at that edge, gone once scrolled to the end (dark, with JavaScript)", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, "dark"] as const);
    const page = await context.newPage();
    await page.goto("/stan/docs/api/atom");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const pre = page.locator(".markdown .code-block pre").first();
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((element) => element.scrollWidth - element.clientWidth), "the first block of atom scrolls at 390 px").toBeGreaterThan(50);
    await expectEdgeShadesWhileScrolled(page, pre);
    await context.close();
  });

  // How many blocks scroll at 1280 and 1440 px, the lines' boxes sized before they are laid out, and printing, on
  // the server's HTML (the code's layout is CSS only): no-javascript.spec.ts, each doc loaded once.

  test("a block that fits shows no shade", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/stan/docs/getting-started/installation");
    const pre = page.locator(".markdown .code-block pre").first();
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const shades = await edgeShades(page, pre, () => 5);
    expect(Math.max(shades.left, shades.right)).toBeLessThan(3);
  });
});

