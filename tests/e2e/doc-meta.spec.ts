import { expect, test } from "@playwright/test";
import { siteConfig } from "../../src/config/site";
import { PATH_PREFIX } from "../support/site/built-site";

// What every doc page's static HTML holds (the edit link, the date, the feedback question): tests/site/doc-pages.test.ts.
test.describe("edit link and last-updated date", () => {

  // Without JavaScript the edit link and date sit on the page at 390 and 1280 px in light and dark, and the
  // feedback question leads to the issue link: no-javascript.spec.ts.
});

test.describe('"Was this page helpful?"', () => {
  test("by keyboard: No sends page_feedback to the data layer, the thanks is announced and its issue link is the next Tab stop; on the next page, Yes thanks the reader politely and offers no issue", async ({ page }) => {
    const feedback = (path: string) =>
      page.evaluate((pagePath) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string; page_path?: string }).event === "page_feedback" && (entry as { page_path?: string }).page_path === pagePath), path);
    await page.goto(`${PATH_PREFIX}/docs/api/atom`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const group = page.getByRole("group", { name: "Was this page helpful?" });
    const no = group.getByRole("button", { name: "No" });
    await no.focus();
    await page.keyboard.press("Enter");
    await expect(no).toHaveAttribute("aria-pressed", "true");
    const status = group.getByRole("status");
    await expect(status).toHaveText("Thank you. What was missing or unclear? Open an issue on GitHub (opens in a new tab)");
    expect(await feedback(`${PATH_PREFIX}/docs/api/atom`)).toEqual([{ event: "page_feedback", helpful: "no", page_path: `${PATH_PREFIX}/docs/api/atom`, page_location: page.url(), page_title: "atom | Stan" }]);
    await page.keyboard.press("Tab");
    const link = status.getByRole("link");
    await expect(link).toBeFocused();
    const url = new URL((await link.getAttribute("href"))!);
    expect(url.origin + url.pathname).toBe(`${siteConfig.repositoryUrl}/issues/new`);
    expect(url.searchParams.get("title")).toBe('Docs: "atom" page');
    expect(url.searchParams.get("body")).toContain(`[atom](${siteConfig.siteUrl}${PATH_PREFIX}/docs/api/atom)`);
    // One answer per page: pressing the other answer now sends nothing more.
    await group.getByRole("button", { name: "Yes" }).focus();
    await page.keyboard.press("Enter");
    expect(await feedback(`${PATH_PREFIX}/docs/api/atom`)).toHaveLength(1);

    // The next page asks again.
    await page.evaluate((path) => window.___navigate?.(path), `${PATH_PREFIX}/docs/guides/caching`);
    await expect(page.locator("main h1")).toHaveText("Caching");
    await expect(group.getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "false");
    await group.getByRole("button", { name: "Yes" }).click();
    await expect(group.getByRole("status")).toHaveText("Thank you for letting us know.");
    await expect(group.getByRole("link")).toHaveCount(0);
    expect(await feedback(`${PATH_PREFIX}/docs/guides/caching`)).toMatchObject([{ helpful: "yes", page_path: `${PATH_PREFIX}/docs/guides/caching` }]);
  });
});
