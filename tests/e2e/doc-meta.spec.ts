import { execFileSync } from "child_process";
import { existsSync } from "fs";
import * as path from "path";
import { expect, test } from "@playwright/test";
import { siteConfig } from "../../src/config/site";
import { builtPages, PATH_PREFIX, readBuilt } from "../support/built-site";

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

  for (const width of [390, 1280]) {
    for (const mode of ["light", "dark"] as const) {
      test(`without JavaScript, at ${width} px in ${mode} mode, the edit link and date sit on the page without overflow`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, colorScheme: mode });
        const page = await context.newPage();
        await page.goto(`${PATH_PREFIX}/docs/api/atom`);
        // The boot script cannot run without JavaScript: set the mode as it would.
        await page.evaluate((theme) => document.documentElement.setAttribute("data-theme", theme), mode).catch(() => undefined);
        const meta = page.getByRole("link", { name: "Edit this page" }).locator("..");
        await expect(meta.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", `${siteConfig.docs.editUrl}content/docs/api/atom.md`);
        await expect(meta.getByRole("link", { name: "Edit this page" })).toHaveAttribute("target", "_blank");
        if (gitDate("content/docs/api/atom.md")) await expect(meta.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        const box = await meta.boundingBox();
        const article = await page.locator("main article").boundingBox();
        expect(box && article && box.x >= article.x - 1 && box.x + box.width <= article.x + article.width + 1).toBe(true);
        expect(await meta.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        await context.close();
      });
    }
  }
});
