import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "../support/browser/axe";
import { DOCS_SIDEBAR, switchColourMode } from "../support/browser/page-ready";

/** A string only MiniSearch's code contains: how we tell whether the search engine has been loaded. */
const ENGINE_MARKER = "MiniSearch: duplicate";
const SEARCH_BUTTON = { name: "Search", exact: true } as const;

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
}

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Search the docs" });
const comboboxOf = (page: Page) => dialogOf(page).getByRole("combobox", { name: "Search the docs" });

/** Types a query and waits until the first result is the active option. */
async function search(page: Page, query: string): Promise<Locator> {
  const input = comboboxOf(page);
  await input.fill(query);
  const first = dialogOf(page).getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  return first;
}

/**
 * Ctrl+K right after a client-side navigation: the new page's shortcut listener is
 * attached just after it renders, so a press in that instant is retried. Not sooner than
 * the dialog's own code can arrive on a loaded machine: Ctrl+K also closes the dialog, so a
 * second press while the first one's dialog was still loading closed it again (seen in CI).
 */
async function openAfterNavigation(page: Page) {
  await expect(async () => {
    if ((await dialogOf(page).count()) === 0) await page.keyboard.press("Control+k");
    await expect(dialogOf(page)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

async function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

test.describe("search dialog: keyboard only", () => {
  test('"/" and Ctrl+K open it with the combobox focused, Escape and Ctrl+K close it and give focus back; arrows move; Enter opens the result; Tab and Shift+Tab stay inside', async ({ page }) => {
    await openPage(page, "/stan/docs/api/atom");
    const copyButton = page.getByRole("button", { name: "Copy page as Markdown" });
    await copyButton.focus();
    await page.keyboard.press("/");
    await expect(comboboxOf(page)).toBeFocused();
    await expect(comboboxOf(page)).toHaveValue(""); // the slash opened search; it was not typed
    await page.keyboard.type("store");
    await page.keyboard.press("Escape");
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(copyButton).toBeFocused();
    await page.keyboard.press("Control+k");
    await expect(comboboxOf(page)).toHaveValue(""); // a fresh dialog each time
    await page.keyboard.press("Control+k"); // toggles closed
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(copyButton).toBeFocused();

    await page.keyboard.press("Control+k");
    await expect(dialogOf(page)).toBeVisible();
    const input = comboboxOf(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.type("atomFamily");
    const options = dialogOf(page).getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const listboxId = await input.getAttribute("aria-controls");
    await expect(page.locator(`[id="${listboxId}"]`)).toHaveAttribute("role", "listbox");
    const firstId = await options.nth(0).getAttribute("id");
    const secondId = await options.nth(1).getAttribute("id");
    await expect(input).toHaveAttribute("aria-activedescendant", firstId as string);
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", secondId as string);
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await expect(input).toHaveAttribute("aria-activedescendant", firstId as string);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/stan\/docs\/api\/atomFamily$/);
    await expect(page.locator("main h1")).toHaveText("atomFamily");
    await expect(dialogOf(page)).toHaveCount(0);

    // Tab and Shift+Tab stay inside the dialog.
    await openAfterNavigation(page);
    await search(page, "signal");
    const dialog = dialogOf(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInside(dialog)).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusIsInside(dialog)).toBe(true);
    }
  });

  test("the search button is reachable with Tab and opens the dialog with Enter", async ({ page }) => {
    await openPage(page, "/stan/");
    const button = page.getByRole("button", SEARCH_BUTTON);
    for (let i = 0; i < 15 && !(await button.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(comboboxOf(page)).toBeFocused();
  });
});

test.describe("search dialog: mouse", () => {
  test('a click on the backdrop closes it; click the button, type, click a result: the page opens at the section; "See all results" opens the search page for the query', async ({ page }) => {
    await openPage(page, "/stan/docs");
    await page.getByRole("button", SEARCH_BUTTON).click();
    await expect(comboboxOf(page)).toBeFocused();
    await page.mouse.click(5, 700);
    await expect(dialogOf(page)).toHaveCount(0);

    await page.getByRole("button", SEARCH_BUTTON).click();
    const first = await search(page, "abort signal");
    await expect(first).toContainText("signal");
    await first.click();
    await expect(page).toHaveURL(/\/stan\/docs\/api\/selector#signal$/);
    await expect(page.locator("main h1")).toHaveText("selector");
    await expect(page.locator("#signal")).toBeInViewport();

    await page.getByRole("button", SEARCH_BUTTON).click();
    await search(page, "cache policy lru");
    await dialogOf(page).getByRole("link", { name: "See all results" }).click();
    await expect(page).toHaveURL(/\/stan\/search\?q=cache%20policy%20lru$/);
    await expect(page.getByRole("searchbox", { name: "Search the docs" })).toHaveValue("cache policy lru");
    await expect(page.getByRole("list", { name: "Results by page" }).getByRole("link").first()).toHaveAttribute("href", "/stan/docs/api/selectorFamily");
  });
});

test.describe("search dialog: mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("search is not duplicated inside the navigation menu; the button sits in the bar; Close gives focus back to it; the dialog fills the screen; a tap opens a result", async ({ page }) => {
    await openPage(page, "/stan/docs");
    const menu = page.getByRole("dialog", { name: "Navigation menu" });
    await page.getByRole("button", { name: "Open navigation menu" }).tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", SEARCH_BUTTON)).toHaveCount(0);
    await menu.getByRole("button", { name: "Close navigation menu" }).tap();
    await expect(menu).toBeHidden();

    const button = page.getByRole("button", SEARCH_BUTTON);
    await expect(button).toBeVisible();
    await button.tap();
    await dialogOf(page).getByRole("button", { name: "Close" }).tap();
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.tap();
    const dialog = dialogOf(page);
    await expect(comboboxOf(page)).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.height).toBeGreaterThanOrEqual(800);
    const first = await search(page, "suspense");
    await first.tap();
    await expect(page).toHaveURL(/\/stan\/docs\/guides\/error-handling#suspense$/);
    await expect(page.locator("#suspense")).toBeInViewport();
  });
});

test.describe("a page that arrives while the reader searches", () => {
  test("leaves the dialog open with the query, the results and focus in the field; Escape then gives focus to the new page's search button", async ({ page }) => {
    await openPage(page, "/stan/docs/api/atom");
    // The clicked page's data is held back, as a slow connection would, until the reader has searched.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/page-data/docs/api/selector/page-data.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(DOCS_SIDEBAR).getByRole("link", { name: "selector", exact: true }).click();
    await page.keyboard.press("Control+k");
    const first = await search(page, "abort signal");
    await expect(page).toHaveURL(/\/stan\/docs\/api\/atom$/);
    release();
    await expect(page.locator("main h1")).toHaveText("selector");
    await expect(page).toHaveURL(/\/stan\/docs\/api\/selector$/);
    await expect(comboboxOf(page)).toHaveValue("abort signal");
    await expect(comboboxOf(page)).toBeFocused();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(page.getByRole("button", SEARCH_BUTTON)).toBeFocused();
  });
});

test.describe("search quality bar (in the browser)", () => {
  const cases: Array<[query: string, firstPage: string, url: RegExp]> = [
    ["atomFamily", "atomFamily", /\/stan\/docs\/api\/atomFamily$/],
    ["cache policy lru", "selectorFamily", /\/stan\/docs\/api\/selectorFamily#lru$/],
    ["abort signal", "selector", /\/stan\/docs\/api\/selector#signal$/],
    ["suspense", "Error handling", /\/stan\/docs\/guides\/error-handling#suspense$/],
    ["selectr", "selector", /\/stan\/docs\/api\/selector$/],
    // Issue 24: a name, or what it does, lands on its section.
    ["store provider", "React", /\/stan\/docs\/api\/react#stanprovider$/],
    ["reset atom", "atom", /\/stan\/docs\/api\/atom#reset$/],
    ["AtomEffect", "atom", /\/stan\/docs\/api\/atom#signature$/],
  ];
  test("a query with no match says so; each query of the bar puts its page first, marks the matched words, and Enter opens its section", async ({ page }) => {
    await openPage(page, "/stan/docs");
    await page.keyboard.press("Control+k");
    await comboboxOf(page).fill("qwxzvb");
    await expect(dialogOf(page).getByRole("status")).toHaveText("No results for “qwxzvb”. Check the spelling, or try a shorter word or an API name.");
    await expect(dialogOf(page).getByRole("option")).toHaveCount(0);
    // Nothing to see all of: no link to the full results, and Enter stays in the dialog.
    await expect(dialogOf(page).getByRole("link", { name: "See all results" })).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(dialogOf(page)).toBeVisible();
    await expect(page).toHaveURL(/\/stan\/docs$/);
    await page.keyboard.press("Escape");
    await expect(dialogOf(page)).toHaveCount(0);

    // Each query from a fresh dialog, on the page the previous one opened.
    for (const [query, firstPage, url] of cases) {
      await test.step(`"${query}" puts ${firstPage} first and Enter opens ${url.source}`, async () => {
        await openAfterNavigation(page);
        const first = await search(page, query);
        const firstGroup = dialogOf(page).getByRole("group").first();
        await expect(firstGroup).toHaveAccessibleName(new RegExp(`^${firstPage}( · |$)`));
        // Matched words are marked (the typo "selectr" marks "selector").
        await expect(first.locator("mark").first()).toBeVisible();
        if (query === "selectr") await expect(first.locator("mark").first()).toHaveText(/^selector$/i);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(url);
        await expect(dialogOf(page)).toHaveCount(0);
        // The address changes just before the new page renders: each step searches from the page the last one opened.
        await expect(page.locator("main h1")).toHaveText(firstPage);
      });
    }
  });
});

test.describe("recent searches", () => {
  test("are remembered across page loads and can be run again or cleared", async ({ page }) => {
    await openPage(page, "/stan/docs");
    await page.keyboard.press("Control+k");
    await search(page, "suspense");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/error-handling#suspense$/);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor();
    await page.keyboard.press("Control+k");
    const recent = dialogOf(page).getByRole("listbox", { name: "Recent searches" });
    await expect(recent.getByRole("option")).toHaveText(["suspense"]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(comboboxOf(page)).toHaveValue("suspense");
    await expect(dialogOf(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await comboboxOf(page).fill("");
    await dialogOf(page).getByRole("button", { name: "Clear recent searches" }).click();
    await expect(recent).toHaveCount(0);
  });

  test("work without browser storage (kept in memory for the visit)", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("blocked", "SecurityError");
        },
      });
    });
    await openPage(page, "/stan/docs");
    await page.keyboard.press("Control+k");
    await search(page, "refresh");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/stan\/docs\/api\//);
    await expect(page.locator("main h1")).not.toHaveText("Introduction"); // the new page is in place (no reload)
    await openAfterNavigation(page);
    await expect(dialogOf(page).getByRole("listbox", { name: "Recent searches" }).getByRole("option")).toHaveText(["refresh"]);
  });
});

test.describe("search page", () => {
  test("/stan/search?q=… shows the full results of a shared link, grouped by page", async ({ page }) => {
    const response = await page.goto("/stan/search?q=abort%20signal");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Search | Stan");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the docs");
    const input = page.getByRole("searchbox", { name: "Search the docs" });
    await expect(input).toHaveValue("abort signal");
    const results = page.getByRole("list", { name: "Results by page" });
    await expect(page.getByRole("status")).toHaveText(/^\d+ results? on \d+ pages? for “abort signal”\.$/);
    await expect(results.getByRole("heading", { level: 2 }).first()).toHaveText(/^selector/);
    await expect(results.locator("ul a").first()).toHaveAttribute("href", "/stan/docs/api/selector#signal");
    await expect(results.locator("ul a").first().locator("mark").first()).toBeVisible();
    // More than the dialog's cap per page is listed here.
    expect(await results.locator(":scope > li").first().locator("ul > li").count()).toBeGreaterThan(4);
  });

  test("typing updates the results and the shareable address, an unknown word gives a clear empty state, and a result link opens its section", async ({ page }) => {
    await openPage(page, "/stan/search");
    await expect(page.getByRole("status")).toHaveText(/Type a word/);
    const input = page.getByRole("searchbox", { name: "Search the docs" });
    await input.fill("qwxzvb");
    await expect(page).toHaveURL(/\/stan\/search\?q=qwxzvb$/);
    await expect(page.getByRole("status")).toHaveText("No results for “qwxzvb”. Check the spelling, or try a shorter word or an API name.");
    await expect(page.getByRole("list", { name: "Results by page" })).toHaveCount(0);
    await input.fill("suspense");
    await expect(page).toHaveURL(/\/stan\/search\?q=suspense$/);
    const first = page.getByRole("list", { name: "Results by page" }).locator("ul a").first();
    await expect(first).toHaveAttribute("href", "/stan/docs/guides/error-handling#suspense");
    await first.click();
    await expect(page).toHaveURL(/error-handling#suspense$/);
    await expect(page.locator("#suspense")).toBeInViewport();
  });

  test("on a phone, the heading, the form, the result count and the results keep a doc page's side margins", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/stan/docs/api/atom");
    const doc = await page.locator("main article").boundingBox();
    await openPage(page, "/stan/search?q=store%20provider");
    await expect(page.getByRole("list", { name: "Results by page" })).toBeVisible();
    const parts = {
      heading: page.getByRole("heading", { level: 1 }),
      input: page.getByRole("searchbox", { name: "Search the docs" }),
      button: page.getByRole("main").getByRole("button", { name: "Search" }),
      count: page.getByRole("main").getByRole("status").filter({ hasText: /results? on \d+ pages? for/ }),
      results: page.getByRole("list", { name: "Results by page" }),
    };
    const left = doc?.x ?? 0;
    const right = (doc?.x ?? 0) + (doc?.width ?? 0);
    expect(left).toBeGreaterThanOrEqual(16);
    for (const [name, locator] of Object.entries(parts)) {
      const box = await locator.boundingBox();
      expect({ name, left: box?.x }).toEqual({ name, left: name === "button" ? expect.any(Number) : left });
      expect({ name, right: Math.round((box?.x ?? 0) + (box?.width ?? 0)) }).toEqual({ name, right: name === "input" ? expect.any(Number) : Math.round(right) });
    }
  });
});

test.describe("results with what their names are (axe)", () => {
  test("the dialog's and the search page's results have no violations, in light and in dark", async ({ page }) => {
    const found: string[] = [];
    await openPage(page, "/stan/docs");
    for (const theme of ["light", "dark"] as const) {
      if (theme === "dark") await switchColourMode(page, "dark");
      await page.keyboard.press("Control+k");
      const first = await search(page, "store provider");
      await expect(first).toContainText("StanProvider component");
      found.push(...(await axeViolations(page, `${theme} dialog`, { include: "[role='dialog']" })));
      await page.keyboard.press("Escape");
      await expect(dialogOf(page)).toHaveCount(0);
    }
    await openPage(page, "/stan/search?q=tag%20option");
    await expect(page.getByRole("list", { name: "Results by page" })).toBeVisible();
    for (const theme of ["dark", "light"] as const) {
      if (theme === "light") await switchColourMode(page, "light");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      found.push(...(await axeViolations(page, `${theme} search page`)));
    }
    expect(found, found.join("\n")).toEqual([]);
  });
});

test.describe("offline and lazy loading", () => {
  test("nothing search-related loads before search is opened; after it, no request leaves the site", async ({ page, context }) => {
    const external: string[] = [];
    await context.route("**/*", (route) => {
      const { hostname } = new URL(route.request().url());
      if (hostname === "localhost" || hostname === "127.0.0.1") return route.continue();
      // The tag manager's container (the build's test id) is the page's, not the search's.
      if (hostname !== "www.googletagmanager.com") external.push(route.request().url());
      return route.abort();
    });
    const indexRequests: string[] = [];
    const scripts: Array<Promise<string>> = [];
    page.on("request", (request) => {
      if (request.url().includes("/search-index/")) indexRequests.push(request.url());
    });
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => "")); // a prefetch may outlive the test
    });

    await openPage(page, "/stan/docs/api/atom");
    await page.waitForLoadState("networkidle");
    expect(indexRequests).toEqual([]);
    const firstLoad = await Promise.all(scripts);
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.some((source) => source.includes(ENGINE_MARKER))).toBe(false);

    await page.keyboard.press("Control+k");
    await search(page, "selectorFamily");
    expect(indexRequests.map((url) => new URL(url).pathname)).toEqual([
      "/stan/search-index/manifest.json",
      expect.stringMatching(/^\/stan\/search-index\/index\.[0-9a-f]{12}\.json$/),
    ]);
    expect((await Promise.all(scripts)).some((source) => source.includes(ENGINE_MARKER))).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/selectorFamily$/);
    expect(external).toEqual([]);
  });

  test("the search page loads the index and the engine only once there is a query", async ({ page }) => {
    const indexRequests: string[] = [];
    const scripts: Array<Promise<string>> = [];
    page.on("request", (request) => {
      if (request.url().includes("/search-index/")) indexRequests.push(new URL(request.url()).pathname);
    });
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
    });
    await openPage(page, "/stan/search");
    await page.waitForLoadState("networkidle");
    expect(indexRequests).toEqual([]);
    expect((await Promise.all(scripts)).some((source) => source.includes(ENGINE_MARKER))).toBe(false);
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("useStanValue");
    await expect(page.getByRole("list", { name: "Results by page" }).locator("ul a").first()).toHaveAttribute("href", "/stan/docs/api/react#usestanvalue");
    expect(indexRequests).toEqual(["/stan/search-index/manifest.json", expect.stringMatching(/^\/stan\/search-index\/index\.[0-9a-f]{12}\.json$/)]);
    expect((await Promise.all(scripts)).some((source) => source.includes(ENGINE_MARKER))).toBe(true);
  });
});
