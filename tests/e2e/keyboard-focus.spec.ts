import { expect, test, type Page } from "@playwright/test";
import { DOCS_SIDEBAR, TOC, gotoReady } from "../support/browser/page-ready";

/**
 * The keyboard: a walk through a whole page, the skip link, and the keyboard path of an in-page
 * jump (Tab, Enter, Tab): after the jump, the next Tab continues from the place jumped to, not
 * from the top of the page (issue 14.5).
 */
const DESKTOP = { width: 1280, height: 800 };

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
const skipLink = (page: Page) => page.getByRole("link", { name: "Skip to main content" });

/** Enter on the skip link moves focus to the main content, and the next Tab goes into it; twice on the same page. */
async function skipLinkLeadsIntoMain(page: Page) {
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await focusedInMain(page)).toBe(true);
  // A second time on the same page.
  await page.keyboard.press("Shift+Tab");
  await page.evaluate(() => window.scrollTo(0, 0));
  await skipLink(page).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await focusedInMain(page)).toBe(true);
}

interface FocusStop {
  region: string;
  label: string;
  ring: boolean;
}

/** Where the focused element is, what it says, and whether a focus indicator is drawn. */
async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    const regions: Array<[string, string]> = [
      ['a[href="#main-content"]', "skip link"],
      ["nav[aria-label='Main']", "navbar"],
      [".announcement-bar, [role='region'][aria-label*='nnouncement']", "announcement"],
      ['nav[aria-label="Docs sidebar"]', "sidebar"],
      ['nav[aria-labelledby="toc-title"], nav[aria-label="On this page (compact)"]', "toc"],
      ["footer", "footer"],
      ["main", "main"],
    ];
    const region = regions.find(([selector]) => element.closest(selector))?.[1] ?? element.tagName.toLowerCase();
    return { region, label: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40), ring: outline || shadow };
  });
}

test("/stan/: the first Tab reaches the skip link; Enter on it, then Tab, goes into the main content", async ({ page }) => {
  await gotoReady(page, "/stan/");
  await page.keyboard.press("Tab");
  await expect(skipLink(page)).toBeFocused();
  await expect(skipLink(page)).toBeVisible();
  await skipLinkLeadsIntoMain(page);
});

test("a doc page: a keyboard-only walk reaches the skip link first, then the navbar, sidebar, content, TOC and footer, each stop with a visible focus ring; the skip link leads into the content", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, "/stan/docs/api/atom");
  const stops: FocusStop[] = [];
  for (let step = 0; step < 400; step += 1) {
    await page.keyboard.press("Tab");
    if (step === 0) await expect(skipLink(page), "the skip link, shown when focused").toBeVisible();
    const stop = await focusStop(page);
    if (!stop) break;
    stops.push(stop);
    if (stop.region === "footer" && stops.filter((s) => s.region === "footer").length >= 3) break;
  }
  expect(stops[0]?.region, "the skip link is the first focusable element").toBe("skip link");
  const regions = new Set(stops.map((stop) => stop.region));
  for (const region of ["skip link", "navbar", "sidebar", "main", "toc", "footer"]) expect([...regions], `focus reaches the ${region}`).toContain(region);
  const withoutRing = stops.filter((stop) => !stop.ring).map((stop) => `${stop.region}: ${stop.label}`);
  expect(withoutRing, "focused elements without a visible focus indicator").toEqual([]);
  // Order: navbar before sidebar before the TOC before the footer.
  const first = (region: string) => stops.findIndex((stop) => stop.region === region);
  expect(first("navbar")).toBeLessThan(first("sidebar"));
  expect(first("sidebar")).toBeLessThan(first("toc"));
  expect(first("toc")).toBeLessThan(first("footer"));

  await page.evaluate(() => window.scrollTo(0, 0));
  await skipLink(page).focus();
  await skipLinkLeadsIntoMain(page);
});

test("'On this page' links: Enter jumps to the section and Tab continues inside it; Enter on a sidebar link opens that page", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/stan/docs/api/atom");
  /** Enter on a TOC link: the address names the section, it is in view, and the next Tab lands in it. */
  const jump = async (link: ReturnType<Page["locator"]>) => {
    const hash = (await link.getAttribute("href"))?.replace(/^.*#/, "") ?? "";
    expect(hash).not.toBe("");
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`#${hash}$`));
    await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
    await page.keyboard.press("Tab");
    expect(await focusIsAtOrAfter(page, `#${hash}`), `focus after #${hash}`).toBe(true);
    expect(await focusedInMain(page)).toBe(true);
  };
  for (const name of ["Effects", "Options"]) await jump(page.locator(TOC).getByRole("link", { name, exact: true }));

  const link = page.locator(`${DOCS_SIDEBAR} a`, { hasText: /^selector$/ });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("main h1")).toHaveText("selector");
  // And on the page opened by the keyboard.
  await jump(page.locator(`${TOC} a`).first());
});

test("a search result on another page's #section: Enter, then Tab continues inside that section", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
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
