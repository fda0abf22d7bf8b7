import { execFileSync } from "child_process";
import { existsSync } from "fs";
import * as path from "path";
import { expect, test } from "@playwright/test";
import { siteConfig } from "../../src/config/site";
import { builtPages, PATH_PREFIX, readBuilt } from "../support/site/built-site";

const ROOT = path.resolve(__dirname, "../..");
const docPages = () => builtPages().filter((page) => page.kind === "page" && page.url.startsWith(`${PATH_PREFIX}/docs`));

/** What git says of a file, as the reader of the build would see it (empty without history). */
const gitDate = (file: string) => execFileSync("git", ["log", "-1", "--format=%cI", "--", file], { cwd: ROOT, encoding: "utf8" }).trim();

test.describe("edit link and last-updated date", () => {
  test("every doc page's static HTML links to its source file and gives the date of its last commit", () => {
    const pages = docPages();
    expect(pages.length).toBeGreaterThanOrEqual(17);
    for (const page of pages) {
      const html = readBuilt(page.file);
      const edit = /<a [^>]*href="([^"]+)"[^>]*>Edit this page<\/a>/.exec(html)?.[1];
      expect(edit, page.url).toMatch(new RegExp(`^${siteConfig.docs.editUrl.replace(/[.]/g, "\\.")}content/docs/.+\\.mdx?$`));
      const sourceFile = edit!.slice(siteConfig.docs.editUrl.length);
      expect(existsSync(path.join(ROOT, sourceFile)), `${page.url} edits ${sourceFile}`).toBe(true);
      const date = gitDate(sourceFile);
      const time = /<time datetime="([^"]+)">([^<]+)<\/time>/i.exec(html);
      if (date === "") expect(time, `${sourceFile} has no commit, so no date`).toBeNull();
      else {
        expect(time?.[1], page.url).toBe(date);
        expect(time?.[2], page.url).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      }
    }
  });

  test("without JavaScript, at 390 and 1280 px in light and dark mode, the edit link and date sit on the page without overflow; the feedback question leads to the issue link instead of buttons that would do nothing", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${PATH_PREFIX}/docs/api/atom`);
    const meta = page.getByRole("link", { name: "Edit this page" }).locator("..");
    await expect(meta.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", `${siteConfig.docs.editUrl}content/docs/api/atom.md`);
    await expect(meta.getByRole("link", { name: "Edit this page" })).toHaveAttribute("target", "_blank");
    if (gitDate("content/docs/api/atom.md")) await expect(meta.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // Without scripts the layout is CSS alone: the page measured at each width and mode.
    for (const width of [390, 1280]) {
      for (const mode of ["light", "dark"] as const) {
        await test.step(`${width} px, ${mode}`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme: mode });
          // The boot script cannot run without JavaScript: set the mode as it would.
          await page.evaluate((theme) => document.documentElement.setAttribute("data-theme", theme), mode).catch(() => undefined);
          const box = await meta.boundingBox();
          const article = await page.locator("main article").boundingBox();
          expect(box && article && box.x >= article.x - 1 && box.x + box.width <= article.x + article.width + 1).toBe(true);
          expect(await meta.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        });
      }
    }

    const group = page.getByRole("group", { name: "Was this page helpful?" });
    await expect(group.getByRole("button")).toHaveCount(0);
    const link = group.getByRole("link", { name: "Open an issue on GitHub (opens in a new tab)" });
    await expect(link).toBeVisible();
    expect((await link.getAttribute("href"))!.startsWith(`${siteConfig.repositoryUrl}/issues/new?`)).toBe(true);
    await context.close();
  });
});

test.describe('"Was this page helpful?"', () => {
  const ISSUES = `${siteConfig.repositoryUrl}/issues/new?`;

  test("every doc page's static HTML asks it, with both answers and a new-issue link naming the page", () => {
    for (const page of docPages()) {
      const html = readBuilt(page.file);
      expect(html, page.url).toMatch(/<div[^>]*role="group"[^>]*aria-labelledby="page-feedback-question"/);
      expect(html, page.url).toContain('<p id="page-feedback-question">Was this page helpful?</p>');
      expect(html.match(/<button type="button" aria-pressed="false">(Yes|No)<\/button>/g), page.url).toHaveLength(2);
      expect(html, page.url).toMatch(/<div role="status"[^>]*><\/div>/);
      const href = /<a href="([^"]+)"[^>]*>Open an issue on GitHub/.exec(html)?.[1]?.replace(/&amp;/g, "&");
      expect(href, page.url).toBeDefined();
      expect(href!.startsWith(ISSUES), page.url).toBe(true);
      const body = new URL(href!).searchParams.get("body") ?? "";
      expect(body, page.url).toContain(`${siteConfig.siteUrl}${page.url}`);
    }
  });

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
