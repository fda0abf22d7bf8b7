import { expect, test } from "@playwright/test";
import { ALL_PAGES, DOC_ROUTES, SITE_URL } from "../support/site/routes";
import { DOCS_SIDEBAR, TOC, gotoReady } from "../support/browser/page-ready";

/*
 * The site's routes and pages. What must hold on every route's live page (axe, the outline after
 * hydration, the sidebar's current item, breadcrumbs, table of contents, pager) is checked where
 * each route is loaded once: every-route.spec.ts.
 */

// The routes smoke test every server gets (@routes), gatsby serve included: what the server decides.
test.describe("routes", { tag: "@routes" }, () => {
  test("every route answers 200 with its page, title and meta tags, its content, navigation and footer readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ALL_PAGES) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", "en");
        await expect(html).toHaveAttribute("dir", "ltr");
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        await expect(page.locator("footer")).toBeVisible();
        const route = DOC_ROUTES.find((doc) => doc.path === path);
        if (!route) {
          // The landing page: hero, call to action, three features, a taste of the API.
          await expect(page).toHaveTitle("Stan");
          await expect(page.locator("h1")).toHaveText("Stan");
          await expect(page.getByText("Minimal, type-safe state management", { exact: true })).toBeVisible();
          await expect(page.getByRole("link", { name: "Read the docs" })).toHaveAttribute("href", "/stan/docs");
          await expect(page.getByRole("region", { name: "Features" }).getByRole("heading", { level: 2 })).toHaveCount(3);
          await expect(page.getByRole("region", { name: "A taste of the API" }).locator("pre .k").first()).toBeVisible();
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/stan/`);
          return;
        }
        await expect(page.locator("main h1")).toHaveText(route.title);
        await expect(page).toHaveTitle(`${route.title} | Stan`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", SITE_URL + route.path);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${route.title} | Stan`);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", SITE_URL + route.path);
        // Indexable at its clean URL (GitHub Pages serves it from the .html twin).
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await expect(page.locator(`${DOCS_SIDEBAR} a`).first()).toBeVisible();
        await expect(page.locator(".markdown p").first()).toBeVisible();
      });
    }
    await context.close();
  });

  test("unknown paths answer 404 with the not-found page inside the layout, whose link leads home; it asks for nothing outside /stan/ (on GitHub Pages that is the account's own site)", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && !url.pathname.startsWith("/stan/")) outside.push(`${request.method()} ${url.pathname}`);
    });
    for (const [index, path] of ["/stan/nope", "/stan/docs/api/nope", "/stan/docs/indtroduction", "/stan/404x"].entries()) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator("h1")).toHaveText("Page not found");
        await expect(page).toHaveTitle("Page not found | Stan");
        await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        if (index === 0) {
          // Once the app runs: the theme on <html>, and nothing asked outside /stan/, on the first
          // load nor after a move to another missing page inside the app.
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
          await expect(page.locator("html")).toHaveAttribute("data-theme", /^(light|dark)$/);
          await page.waitForLoadState("networkidle");
          await page.evaluate(() => window.___navigate?.("/stan/docs/another-nope"));
          await expect(page).toHaveURL(/another-nope$/);
          await expect(page.locator("h1")).toHaveText("Page not found");
          await page.waitForLoadState("networkidle");
          expect(outside).toEqual([]);
        }
        await page.getByRole("link", { name: "Back to the home page" }).click();
        // The home page at its one URL (Gatsby's Link would write /stan, a redirect).
        await expect(page).toHaveURL(/\/stan\/$/);
        await expect(page.locator("h1")).toHaveText("Stan");
      });
    }
    expect(outside).toEqual([]);
  });

  test("the .html, /index.html and trailing-slash forms of a page show it at its clean URL", async ({ page }) => {
    const variants: Array<[string, string, string]> = [
      ["/stan/docs/api/atom.html", "/stan/docs/api/atom", "atom"],
      ["/stan/docs/api/atom/index.html", "/stan/docs/api/atom", "atom"],
      ["/stan/docs.html", "/stan/docs", "Introduction"],
      ["/stan/docs/index.html", "/stan/docs", "Introduction"],
      ["/stan/index.html", "/stan/", "Stan"],
      // A redirect on nginx, the folder's index.html on GitHub Pages: the address ends clean either way.
      ["/stan/docs/api/atom/", "/stan/docs/api/atom", "atom"],
    ];
    for (const [variant, clean, title] of variants) {
      await test.step(variant, async () => {
        const response = await page.goto(variant);
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1")).toHaveText(title);
        await expect(page).toHaveURL(new RegExp(`${clean.replace(/\//g, "\\/")}$`));
      });
    }
  });

  test("client-side navigation to an .html path shows the page at its clean URL", async ({ page }) => {
    await gotoReady(page, "/stan/docs");
    // What gatsby's navigate() does for a link to "/docs/api/store.html": it adds the path prefix.
    await page.evaluate(() => (window as unknown as { ___navigate(to: string): void }).___navigate("/stan/docs/api/store.html"));
    await expect(page.locator("main h1")).toHaveText("Store");
    await expect(page).toHaveURL(/\/stan\/docs\/api\/store$/);
    await expect(page.locator(`${DOCS_SIDEBAR} a[aria-current="page"]`)).toHaveText("Store");
  });
});

test.describe("layout", () => {
  test("the navbar holds the logo, Docs, GitHub and the colour-mode switch; the brand link opens the home page inside the app; the footer's links and copyright", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    const navbar = page.getByRole("navigation", { name: "Main" });
    await expect(navbar.getByRole("link", { name: /Stan/ }).first()).toHaveAttribute("href", "/stan/");
    await expect(navbar.getByRole("img", { name: "Stan logo" })).toBeVisible();
    await expect(navbar.getByRole("link", { name: "Docs" })).toHaveAttribute("href", "/stan/docs");
    await expect(navbar.getByRole("link", { name: /GitHub/ })).toHaveAttribute("href", "https://github.com/rkrupinski/stan");
    await expect(navbar.getByRole("button", { name: /Switch to dark mode/ })).toBeVisible();

    // The brand link: the home page at /stan/, no reload, no redirect.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") requests.push(request.url());
    });
    await navbar.getByRole("link", { name: /Stan/ }).first().click();
    await expect(page.locator("h1")).toHaveText("Stan");
    await expect(page).toHaveURL(/\/stan\/$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(requests).toEqual([]);

    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Getting started" })).toHaveAttribute("href", "/stan/docs/getting-started/installation");
    await expect(footer.getByRole("link", { name: "API" })).toHaveAttribute("href", "/stan/docs/api/state");
    await expect(footer.getByRole("link", { name: "Guides" })).toHaveAttribute("href", "/stan/docs/guides/type-safety");
    await expect(footer.getByRole("link", { name: "Author" })).toHaveAttribute("href", "https://rkrupinski.com");
    await expect(footer.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "https://github.com/rkrupinski/stan");
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Rafał Krupiński. Built with Gatsby.`);
  });
});

test.describe("doc pages", () => {
  test("the sidebar lists every doc in the facts sheet order with categories, which collapse and expand", async ({ page }) => {
    // Hydrated first: a click on a category before the app runs does nothing.
    await gotoReady(page, "/stan/docs");
    const sidebar = page.locator(DOCS_SIDEBAR);
    await expect(sidebar.locator(":scope > ul > li > :is(a, button)")).toHaveText(["Introduction", "Getting started", "API", "Guides"]);
    // Opened from the bottom up: a category that opens animates its height and moves the buttons below it, and a
    // click whose press and release land on different elements (one frame apart on a loaded machine) clicks neither.
    for (const category of ["Guides", "API", "Getting started"]) {
      const button = sidebar.getByRole("button", { name: category });
      if ((await button.getAttribute("aria-expanded")) === "false") await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
    }
    await expect(sidebar.getByRole("link")).toHaveText(DOC_ROUTES.map((route) => route.sidebarLabel));
    await expect(sidebar.getByRole("link").first()).toHaveAttribute("href", "/stan/docs");

    const button = sidebar.getByRole("button", { name: "API" });
    const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
  });

  test("headings have self-links, and the table of contents highlights the heading in view", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    const anchors = page.locator(".markdown h2 a.heading-anchor");
    expect(await anchors.count()).toBeGreaterThan(3);
    await expect(page.locator("h2#effects a.heading-anchor")).toHaveAttribute("href", "#effects");
    await expect(page.locator("h2#effects a.heading-anchor")).toHaveAttribute("aria-label", "Direct link to Effects");

    const options = page.locator("h2#options");
    await options.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, document.getElementById("options")!.getBoundingClientRect().top - 80));
    await expect(page.locator(`${TOC} a[aria-current="location"]`)).toHaveAttribute("href", "#options");
  });

  test("the package-manager tab is remembered across pages and visits", async ({ page }) => {
    await gotoReady(page, "/stan/docs/getting-started/installation");
    // The page's other tab sets are the framework group's (framework-tabs.spec.ts).
    const set = page.locator('main [data-group="package-manager"]');
    const tabs = set.getByRole("tablist");
    await expect(tabs.getByRole("tab", { name: "npm", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(set.getByRole("tabpanel")).toContainText("npm install --save @rkrupinski/stan");
    await tabs.getByRole("tab", { name: "pnpm", exact: true }).click();
    await expect(set.getByRole("tabpanel")).toContainText("pnpm add @rkrupinski/stan");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("tab", { name: "pnpm", exact: true })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("link", { name: "Frameworks", exact: true }).first().click();
    await expect(page.locator("main h1")).toHaveText("Frameworks");
    await page.goBack();
    await expect(page.getByRole("tab", { name: "pnpm", exact: true })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "pnpm", exact: true }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Bun", exact: true })).toBeFocused();
    await expect(set.getByRole("tabpanel")).toContainText("bun add @rkrupinski/stan");
  });
});
