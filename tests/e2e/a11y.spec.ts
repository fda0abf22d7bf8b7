import { expect, test, type Page } from "@playwright/test";
import { STORAGE_KEYS } from "../../src/config/constants";
import { axeViolations } from "../support/axe";
import { pageRoutes, UNKNOWN_PATH } from "../support/built-site";
import { DOCS_SIDEBAR, TOC, gotoReady } from "./support";

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const THEMES = ["light", "dark"] as const;

async function open(page: Page, path: string, theme: (typeof THEMES)[number], viewport: keyof typeof VIEWPORTS) {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await gotoReady(page, path);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/** The navbar's search button, when search exists. */
const searchButton = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /search/i });

test.describe("accessibility (axe-core)", () => {
  // Every rule, on every route, in both colour modes, at both widths; the open menu and the
  // open search dialog are checked in each combination too.
  for (const path of [...pageRoutes(), UNKNOWN_PATH]) {
    for (const theme of THEMES) {
      test(`${path} (${theme}): no violations at desktop and mobile widths, with the menu and search open`, async ({ browser }) => {
        test.setTimeout(90_000);
        const found: string[] = [];
        const context = await browser.newContext({ reducedMotion: "reduce" });
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
        const page = await context.newPage();
        await open(page, path, theme, "desktop");
        found.push(...(await axeViolations(page, `${theme} desktop`)));
        found.push(...(await searchDialogViolations(page, `${theme} desktop`)));
        await open(page, path, theme, "mobile");
        found.push(...(await axeViolations(page, `${theme} mobile`)));
        await page.getByRole("button", { name: "Open navigation menu" }).click();
        const menu = page.getByRole("dialog", { name: "Navigation menu" });
        await expect(menu).toBeVisible();
        found.push(...(await axeViolations(page, `${theme} mobile menu open`, { include: "#mobile-menu" })));
        await menu.getByRole("button", { name: "Close navigation menu" }).click();
        await expect(menu).toBeHidden();
        found.push(...(await searchDialogViolations(page, `${theme} mobile`)));
        await context.close();
        expect(found, found.join("\n")).toEqual([]);
      });
    }
  }
});

/** Opens the search dialog (when the navbar has search) and checks it. */
async function searchDialogViolations(page: Page, label: string): Promise<string[]> {
  const button = searchButton(page).first();
  if ((await searchButton(page).count()) === 0 || !(await button.isVisible())) return [];
  await button.click();
  const dialog = page.getByRole("dialog").first();
  await expect(dialog).toBeVisible();
  const found = await axeViolations(page, `${label} search open`, { include: "[role='dialog'], dialog[open]" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return found;
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

test.describe("keyboard", () => {
  test("a keyboard-only walk reaches the navbar, sidebar, content, TOC and footer, each stop with a visible focus ring", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoReady(page, "/stan/docs/api/atom");
    const stops: FocusStop[] = [];
    for (let step = 0; step < 400; step += 1) {
      await page.keyboard.press("Tab");
      const stop = await focusStop(page);
      if (!stop) break;
      stops.push(stop);
      if (stop.region === "footer" && stops.filter((s) => s.region === "footer").length >= 3) break;
    }
    const regions = new Set(stops.map((stop) => stop.region));
    for (const region of ["skip link", "navbar", "sidebar", "main", "toc", "footer"]) expect([...regions], `focus reaches the ${region}`).toContain(region);
    const withoutRing = stops.filter((stop) => !stop.ring).map((stop) => `${stop.region}: ${stop.label}`);
    expect(withoutRing, "focused elements without a visible focus indicator").toEqual([]);
    // Order: navbar before sidebar before the TOC before the footer.
    const first = (region: string) => stops.findIndex((stop) => stop.region === region);
    expect(first("navbar")).toBeLessThan(first("sidebar"));
    expect(first("sidebar")).toBeLessThan(first("toc"));
    expect(first("toc")).toBeLessThan(first("footer"));
  });

  test("Enter on a focused sidebar link opens that page; Enter on a TOC link jumps to its section", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoReady(page, "/stan/docs/api/atom");
    const link = page.locator(`${DOCS_SIDEBAR} a`, { hasText: /^selector$/ });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("main h1")).toHaveText("selector");
    const tocLink = page.locator(`${TOC} a`).first();
    const hash = (await tocLink.getAttribute("href"))?.replace(/^.*#/, "") ?? "";
    expect(hash).not.toBe("");
    await tocLink.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`#${hash}$`));
    await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
  });
});
