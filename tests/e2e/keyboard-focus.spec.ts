import { expect, test, type Page } from "@playwright/test";
import { TOC, gotoReady } from "./support";

/**
 * The whole keyboard path of an in-page jump (Tab, Enter, Tab): after the jump, the next Tab
 * continues from the place jumped to, not from the top of the page (issue 14.5).
 */

/** Whether the focused element lies after `selector`'s element in the document (or inside it). */
function focusIsAtOrAfter(page: Page, selector: string) {
  return page.evaluate((targetSelector) => {
    const target = document.querySelector(targetSelector);
    const active = document.activeElement;
    if (!target || !active || active === document.body) return false;
    return target === active || target.contains(active) || Boolean(target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, selector);
}

const focusedInMain = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest("main")) && document.activeElement?.tagName !== "MAIN");

for (const path of ["/stan/", "/stan/docs/api/atom"]) {
  test(`${path}: Tab, Enter on the skip link, Tab goes into the main content`, async ({ page }) => {
    await gotoReady(page, path);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await focusedInMain(page)).toBe(true);
    // A second time on the same page.
    await page.keyboard.press("Shift+Tab");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Skip to main content" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await focusedInMain(page)).toBe(true);
  });
}

test("an 'On this page' link: Enter, then Tab continues inside the section it jumped to", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, "/stan/docs/api/atom");
  for (const name of ["Effects", "Options"]) {
    await page.locator(TOC).getByRole("link", { name, exact: true }).focus();
    await page.keyboard.press("Enter");
    const id = new URL(page.url()).hash;
    expect(id).not.toBe("");
    await page.keyboard.press("Tab");
    expect(await focusIsAtOrAfter(page, id), `focus after ${id}`).toBe(true);
    expect(await focusedInMain(page)).toBe(true);
  }
});

test("a search result on another page's #section: Enter, then Tab continues inside that section", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, "/stan/docs/api/store");
  await page.keyboard.press("Control+k");
  const input = page.getByRole("combobox");
  await expect(input).toBeFocused();
  await input.pressSequentially("areValuesEqual");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/stan\/docs\/api\/[a-zA-Z]+#arevaluesequal$/);
  await expect(page.locator("#arevaluesequal")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await focusIsAtOrAfter(page, "#arevaluesequal")).toBe(true);
  expect(await focusedInMain(page)).toBe(true);
});
