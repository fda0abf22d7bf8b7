import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "../support/browser/hydrated";
import { DOCS_SIDEBAR } from "../support/browser/page-ready";
import { STAN_VERSION, siteConfig } from "../../src/config/site";

/**
 * Issue 4, remembered state: colour mode, storage that throws, announcement bar. (Search's
 * recent searches without storage: search.spec.ts.)
 * Every page here is the production build.
 */

const DOC = "/stan/docs/api/atom";
const ANNOUNCEMENT_ID_KEY = "stan-docs.announcement.id";
const ANNOUNCEMENT_DISMISSED_KEY = "stan-docs.announcement.dismissed";

/**
 * Records, from before any page script runs, what <html data-theme> is when <body> first appears
 * and whether the announcement is displayed when the parser first inserts it. A MutationObserver
 * callback runs before the browser can paint what the parser just inserted.
 */
async function recordFirstPaintState(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstPaint: { theme?: string | null; announcementDisplay?: string } };
    w.__firstPaint = {};
    const observer = new MutationObserver(() => {
      if (document.body && !("theme" in w.__firstPaint)) w.__firstPaint.theme = document.documentElement.getAttribute("data-theme");
      const bar = document.querySelector('[role="region"][aria-label="Announcement"]');
      if (bar && !("announcementDisplay" in w.__firstPaint)) w.__firstPaint.announcementDisplay = getComputedStyle(bar).display;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __firstPaint: { theme: string; announcementDisplay: string } }).__firstPaint);

/** Makes every access to window.localStorage and window.sessionStorage throw, as in a sandboxed iframe or with strict privacy settings. */
async function breakStorage(page: Page) {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Object.defineProperty(window, "localStorage", { configurable: true, get: deny });
    Object.defineProperty(window, "sessionStorage", { configurable: true, get: deny });
  });
}

const toggle = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Switch to/ });

test.describe("colour mode", () => {
  test("defaults to light even when the system prefers dark; the switch cycles light -> dark -> light and says what it will do; the choice survives client-side navigation and persists with no flash after reload", async ({ page }) => {
    // Respecting the system is off: light, though the system prefers dark.
    await page.emulateMedia({ colorScheme: "dark" });
    await recordFirstPaintState(page);
    await page.goto(DOC);
    await hydrated(page);
    expect((await firstPaint(page)).theme).toBe("light");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(toggle(page)).toHaveAccessibleName("Switch to dark mode (currently light mode)");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");

    await toggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAccessibleName("Switch to light mode (currently dark mode)");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(15, 17, 23)");

    // Client-side navigation keeps it.
    await page.locator(DOCS_SIDEBAR).getByRole("link", { name: "selector", exact: true }).click();
    await expect(page.locator("main h1")).toHaveText("selector");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    await page.reload();
    await hydrated(page);
    // Dark before anything could be painted: the boot script ran before <body> existed.
    expect((await firstPaint(page)).theme).toBe("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAccessibleName("Switch to light mode (currently dark mode)");
    // The icon shows the mode in force (the button holds the sun, then the moon).
    await expect(toggle(page).locator("svg").last()).toBeVisible();
    await expect(toggle(page).locator("svg").first()).toBeHidden();

    await toggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
});

test.describe("announcement bar", () => {
  const bar = (page: Page) => page.getByRole("region", { name: "Announcement" });

  test("shows until dismissed; the dismissal is stored with the bar id and the bar stays hidden from the first paint", async ({ page }) => {
    await recordFirstPaintState(page);
    await page.goto(DOC);
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(`These docs describe Stan ${STAN_VERSION}.`);
    await bar(page).getByRole("button", { name: "Close announcement" }).click();
    await expect(bar(page)).toHaveCount(0);
    const stored = await page.evaluate(([idKey, flagKey]) => [localStorage.getItem(idKey), localStorage.getItem(flagKey)], [ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISSED_KEY]);
    expect(stored).toEqual([siteConfig.announcementBar?.id, "true"]);

    await page.reload();
    expect((await firstPaint(page)).announcementDisplay).toBe("none");
    await expect(page.locator("main h1")).toHaveText("atom");
    await expect(bar(page)).toBeHidden();
  });

  test("a new bar id resets the dismissal, so the new announcement shows", async ({ page }) => {
    await page.addInitScript(
      ([idKey, flagKey]) => {
        if (sessionStorage.getItem("seeded")) return;
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(idKey, "stan-1-3-2-docs"); // the bar of the 1.3.2 docs, dismissed
        localStorage.setItem(flagKey, "true");
      },
      [ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISSED_KEY],
    );
    await recordFirstPaintState(page);
    await page.goto(DOC);
    expect((await firstPaint(page)).announcementDisplay).toBe("flex");
    await expect(bar(page)).toBeVisible();
    await expect.poll(() => page.evaluate(([idKey, flagKey]) => [localStorage.getItem(idKey), localStorage.getItem(flagKey)], [ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISSED_KEY])).toEqual([siteConfig.announcementBar?.id, "false"]);
  });
});

test.describe("with localStorage and sessionStorage throwing on every access", () => {
  test("pages render, the colour mode and the announcement work in memory, navigation works, and nothing crashes", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await breakStorage(page);
    await page.goto(DOC);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main h1")).toHaveText("atom");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

    await toggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByRole("region", { name: "Announcement" }).getByRole("button", { name: "Close announcement" }).click();
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);

    // Client-side navigation keeps the in-memory choices.
    await page.locator(DOCS_SIDEBAR).getByRole("link", { name: "Store", exact: true }).click();
    await expect(page.locator("main h1")).toHaveText("Store");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);

    // Sidebar categories keep working too.
    const api = page.locator(DOCS_SIDEBAR).getByRole("button", { name: "API" });
    await api.click();
    await expect(api).toHaveAttribute("aria-expanded", "false");
    expect(errors).toEqual([]);

    // Nothing was stored, so a reload starts from the defaults.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
