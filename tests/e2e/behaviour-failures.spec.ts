import { expect, test, type Page } from "@playwright/test";
import type { DocPageContext } from "../../src/shared/page-context";
import { hydrated } from "../support/browser/hydrated";
import { componentChunkFile } from "../support/site/built-site";

/**
 * Issue 4, failure screens in the production build. The failures are produced
 * from outside (network interception), so the site ships no test hooks.
 */


test("when a page's code fails to load during navigation, a warning is logged and the page is loaded in full", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await page.goto("/stan/");
  await hydrated(page);
  const fullLoads: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && fullLoads.push(new URL(frame.url()).pathname));

  // The introduction's code chunk fails until the browser asks for the page's HTML again.
  let failing = true;
  await page.route(`**/${componentChunkFile("content-docs-intro-md")}`, (route) => (failing ? route.abort("failed") : route.continue()));
  await page.route("**/stan/docs", (route) => {
    if (route.request().isNavigationRequest()) failing = false;
    return route.continue();
  });
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/stan/docs");

  await page.getByRole("link", { name: "Read the docs" }).click();
  await reload;
  await expect(page.locator("main h1")).toHaveText("Introduction");
  expect(warnings.some((text) => text.includes("/stan/docs") && text.includes("failed to load"))).toBe(true);
  expect(fullLoads).toContain("/stan/docs");
  // The reloaded page is fully working.
  await hydrated(page);
  await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Installation/ }).click();
  await expect(page.locator("main h1")).toHaveText("Installation");
});

test.describe("crash screen", () => {
  /** Serves the docs data static query with no sidebars, so the navbar's Docs link cannot be resolved. */
  async function breakDocsData(page: Page) {
    await page.route("**/page-data/sq/d/*.json", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { allDocsVersion?: { nodes: Array<{ sidebars: unknown[] }> } } };
      if (body.data?.allDocsVersion) for (const version of body.data.allDocsVersion.nodes) version.sidebars = [];
      await route.fulfill({ response, json: body });
    });
  }

  test("a rendering crash shows 'This page crashed.', the error with its causes, 'Try again', and the title 'Page Error'", async ({ page }) => {
    page.on("pageerror", () => undefined);
    await breakDocsData(page);
    await page.goto("/stan/");
    const main = page.getByRole("main").filter({ has: page.getByRole("heading", { name: "This page crashed." }) });
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("This page crashed.");
    await expect(main.getByRole("button", { name: "Try again" })).toBeVisible();
    // The navbar item's error names its config; its cause lists the sidebars there are.
    await expect(main.locator("[data-crash=message]")).toHaveText('A navbar item failed to render. Its config: {"type":"docSidebar","label":"Docs","sidebarId":"docs","position":"left"}');
    await expect(main.locator("[data-crash=cause]")).toHaveText(['Cause: No sidebar with id "docs" in docs version "current". Available sidebar ids: (none).']);
    await expect(page).toHaveTitle("Page Error");
    // Try again renders the page again: with the data still broken, it crashes again.
    await main.getByRole("button", { name: "Try again" }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("This page crashed.");
    await expect(page).toHaveTitle("Page Error");
  });

  test("a docs-data error on a client-side navigation shows it too, and moving to another page leaves the crash screen", async ({ page }) => {
    page.on("pageerror", () => undefined);
    await page.goto("/stan/docs");
    await hydrated(page);
    // The next page's data points the doc at a path no docs version serves (spec section 8: no docs data for a pathname).
    let broken = true;
    await page.route("**/page-data/docs/api/store/page-data.json", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { pageContext: DocPageContext } };
      if (broken) body.result.pageContext.publicPath = "/stan/elsewhere";
      await route.fulfill({ response, json: body });
    });
    await page.evaluate(() => (window as unknown as { ___navigate(to: string): void }).___navigate("/stan/docs/api/store"));
    const main = page.getByRole("main").filter({ has: page.getByRole("heading", { name: "This page crashed." }) });
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("This page crashed.");
    await expect(main.locator("[data-crash=message]")).toHaveText('No docs version serves "/stan/elsewhere". Docs live under: "/stan/docs".');
    await expect(page).toHaveTitle("Page Error");
    // Moving to another page leaves the crash screen behind, with that page's title.
    broken = false;
    await page.goBack();
    await expect(page.locator("main h1")).toHaveText("Introduction");
    await expect(page).toHaveTitle("Introduction | Stan");
  });
});
