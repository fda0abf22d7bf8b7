import { expect, test } from "@playwright/test";
import { SITE_URL } from "../support/site/routes";

test.describe("the generated files as the host serves them", () => {
  test("llms.txt as text/plain, each doc's .md copy as text/markdown, llms-full.txt, sitemap.xml whose every location answers, robots.txt (their content: tests/site/exports.test.ts)", async ({ request }) => {
    const text = async (url: string, type?: RegExp) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      if (type) expect(response.headers()["content-type"], url).toMatch(type);
      return response.text();
    };
    await text("/stan/llms.txt", /^text\/plain/);
    await text("/stan/llms-full.txt");
    await text("/stan/docs.md", /^text\/markdown/);
    await text("/stan/robots.txt");
    const locs = [...(await text("/stan/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs.slice(1)) {
      const route = loc.replace(SITE_URL, "");
      await text(route);
      await text(`${route}.md`, /^text\/markdown/);
    }
  });
});

test.describe("Copy page as Markdown", () => {
  test("copies the page's Markdown and says so; it is on every doc page, in the header beside the title", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/stan/docs/api/selectorFamily");
    await page.locator("html[data-hydrated]").waitFor();
    // Located by place, not by name: the name changes to "Copied".
    const button = page.locator("main header").getByRole("button");
    await expect(button).toHaveAccessibleName("Copy page as Markdown");
    await button.click();
    // The label shown (the two long labels stacked under it are hidden, and out of its name).
    await expect(button).toHaveAccessibleName("Copied");
    await expect(button.getByText("Copied", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Page copied to the clipboard as Markdown." })).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get("/stan/docs/api/selectorFamily.md")).text());
    expect(copied.startsWith("# selectorFamily\n")).toBe(true);

    for (const [path, title] of [["/stan/docs", "Introduction"], ["/stan/docs/guides/ssr", "SSR"]]) {
      await page.evaluate((to) => window.___navigate?.(to), path);
      await expect(page.locator("main h1")).toHaveText(title);
      await expect(page.locator("main header").getByRole("button", { name: "Copy page as Markdown" }), path).toBeVisible();
    }
  });

  // Without JavaScript the same place links to the Markdown copy, and the header keeps its size when the
  // button takes over: no-javascript.spec.ts.
});
