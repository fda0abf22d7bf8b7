import { expect, test, type Page, type Response } from "@playwright/test";
import { ALL_PAGES, DOC_ROUTES, SITE_URL } from "./routes";
import { DOCS_SIDEBAR, TOC, gotoReady } from "./support";

async function internalHrefs(page: Page): Promise<string[]> {
  return page.$$eval("a[href]", (links) => links.map((a) => a.getAttribute("href") ?? "").filter((href) => href.startsWith("/")));
}

// The routes smoke test every server gets (@routes), gatsby serve included.
test.describe("routes", { tag: "@routes" }, () => {
  for (const route of DOC_ROUTES) {
    test(`${route.path} renders its doc with the right title`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("main h1")).toHaveText(route.title);
      await expect(page).toHaveTitle(`${route.title} | Stan`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", SITE_URL + route.path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${route.title} | Stan`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", SITE_URL + route.path);
      // Indexable at its clean URL (GitHub Pages serves it from the .html twin).
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator("main h1")).toHaveCount(1);
    });
  }

  test("the landing page: hero, call to action, three features, a taste of the API", async ({ page }) => {
    const response = await page.goto("/stan/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Stan");
    await expect(page.locator("h1")).toHaveText("Stan");
    await expect(page.getByText("Minimal, type-safe state management", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Read the docs" })).toHaveAttribute("href", "/stan/docs");
    await expect(page.getByRole("region", { name: "Features" }).getByRole("heading", { level: 2 })).toHaveCount(3);
    await expect(page.getByRole("region", { name: "A taste of the API" }).locator("pre .k").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/stan/`);
  });

  test("the html element carries language, direction and theme", async ({ page }) => {
    await page.goto("/stan/docs/api/atom");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", "en");
    await expect(html).toHaveAttribute("dir", "ltr");
    await expect(html).toHaveAttribute("data-theme", /^(light|dark)$/);
  });

  test("a not-found page asks for nothing outside /stan/ (on GitHub Pages that is the account's own site)", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && !url.pathname.startsWith("/stan/")) outside.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto("/stan/docs/nope-page");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("h1")).toHaveText("Page not found");
    await page.waitForLoadState("networkidle");
    // And after a click to a missing page inside the app.
    await page.evaluate(() => window.___navigate?.("/stan/docs/another-nope"));
    await expect(page).toHaveURL(/another-nope$/);
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
  });

  for (const path of ["/stan/nope", "/stan/docs/api/nope", "/stan/docs/indtroduction", "/stan/404x"]) {
    test(`unknown path ${path} answers 404 with the not-found page inside the layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText("Page not found");
      await expect(page).toHaveTitle("Page not found | Stan");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await page.getByRole("link", { name: "Back to the home page" }).click();
      // The home page at its one URL (Gatsby's Link would write /stan, a redirect).
      await expect(page).toHaveURL(/\/stan\/$/);
      await expect(page.locator("h1")).toHaveText("Stan");
    });
  }

  const htmlVariants: Array<[string, string, string]> = [
    ["/stan/docs/api/atom.html", "/stan/docs/api/atom", "atom"],
    ["/stan/docs/api/atom/index.html", "/stan/docs/api/atom", "atom"],
    ["/stan/docs.html", "/stan/docs", "Introduction"],
    ["/stan/docs/index.html", "/stan/docs", "Introduction"],
    ["/stan/index.html", "/stan/", "Stan"],
    // A redirect on nginx, the folder's index.html on GitHub Pages: the address ends clean either way.
    ["/stan/docs/api/atom/", "/stan/docs/api/atom", "atom"],
  ];
  for (const [variant, clean, title] of htmlVariants) {
    test(`${variant} shows the same page as ${clean}`, async ({ page }) => {
      const response = await page.goto(variant);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(title);
      await expect(page).toHaveURL(new RegExp(`${clean.replace(/\//g, "\\/")}$`));
    });
  }

  test("client-side navigation to an .html path shows the page at its clean URL", async ({ page }) => {
    await gotoReady(page, "/stan/docs");
    // What gatsby's navigate() does for a link to "/docs/api/store.html": it adds the path prefix.
    await page.evaluate(() => (window as unknown as { ___navigate(to: string): void }).___navigate("/stan/docs/api/store.html"));
    await expect(page.locator("main h1")).toHaveText("Store");
    await expect(page).toHaveURL(/\/stan\/docs\/api\/store$/);
    await expect(page.locator(`${DOCS_SIDEBAR} a[aria-current="page"]`)).toHaveText("Store");
  });

  test("no generated link has a trailing slash", async ({ page }) => {
    for (const path of ALL_PAGES) {
      await page.goto(path);
      const bad = (await internalHrefs(page)).filter((href) => href !== "/stan/" && /\/(#.*)?$/.test(href));
      expect(bad, `links with a trailing slash on ${path}`).toEqual([]);
    }
  });
});

test.describe("layout", () => {
  test("the skip link is the first focusable element and moves focus to the main content", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("the navbar holds the logo, Docs, GitHub and the colour-mode switch", async ({ page }) => {
    await page.goto("/stan/docs/api/atom");
    const navbar = page.getByRole("navigation", { name: "Main" });
    await expect(navbar.getByRole("link", { name: /Stan/ }).first()).toHaveAttribute("href", "/stan/");
    await expect(navbar.getByRole("img", { name: "Stan logo" })).toBeVisible();
    await expect(navbar.getByRole("link", { name: "Docs" })).toHaveAttribute("href", "/stan/docs");
    await expect(navbar.getByRole("link", { name: /GitHub/ })).toHaveAttribute("href", "https://github.com/rkrupinski/stan");
    await expect(navbar.getByRole("button", { name: /Switch to dark mode/ })).toBeVisible();
  });

  test("the brand link opens the home page at /stan/ inside the app (no reload, no redirect)", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") requests.push(request.url());
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Stan/ }).first().click();
    await expect(page.locator("h1")).toHaveText("Stan");
    await expect(page).toHaveURL(/\/stan\/$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(requests).toEqual([]);
  });

  test("the footer links and copyright", async ({ page }) => {
    await page.goto("/stan/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Getting started" })).toHaveAttribute("href", "/stan/docs/getting-started/installation");
    await expect(footer.getByRole("link", { name: "API" })).toHaveAttribute("href", "/stan/docs/api/state");
    await expect(footer.getByRole("link", { name: "Guides" })).toHaveAttribute("href", "/stan/docs/guides/type-safety");
    await expect(footer.getByRole("link", { name: "Author" })).toHaveAttribute("href", "https://rkrupinski.com");
    await expect(footer.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "https://github.com/rkrupinski/stan");
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Rafał Krupiński. Built with Gatsby.`);
  });

  test("below 997px a toggle opens a side menu with the navbar items and the docs sidebar", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await gotoReady(page, "/stan/docs/api/atom");
    await expect(page.locator(DOCS_SIDEBAR)).toBeHidden();
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const menu = page.getByRole("dialog", { name: "Navigation menu" });
    await expect(menu.getByRole("link", { name: "Docs" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /GitHub/ })).toBeVisible();
    await expect(menu.locator('a[aria-current="page"]')).toHaveText("atom");
    await menu.getByRole("link", { name: "selector", exact: true }).click();
    await expect(page.locator("main h1")).toHaveText("selector");
    await expect(menu).toBeHidden();
  });
});

test.describe("doc pages", () => {
  test("the sidebar lists every doc in the facts sheet order with categories", async ({ page }) => {
    // Hydrated first: a click on a category before the app runs does nothing.
    await gotoReady(page, "/stan/docs");
    const sidebar = page.locator(DOCS_SIDEBAR);
    await expect(sidebar.locator(":scope > ul > li > :is(a, button)")).toHaveText(["Introduction", "Getting started", "API", "Guides"]);
    for (const category of ["Getting started", "API", "Guides"]) {
      const button = sidebar.getByRole("button", { name: category });
      if ((await button.getAttribute("aria-expanded")) === "false") await button.click();
    }
    await expect(sidebar.getByRole("link")).toHaveText(DOC_ROUTES.map((route) => route.sidebarLabel));
    await expect(sidebar.getByRole("link").first()).toHaveAttribute("href", "/stan/docs");
  });

  for (const route of [DOC_ROUTES[0], DOC_ROUTES[5], DOC_ROUTES[16]]) {
    test(`${route.path}: current item, open branch, breadcrumbs`, async ({ page }) => {
      await page.goto(route.path);
      const sidebar = page.locator(DOCS_SIDEBAR);
      await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(route.sidebarLabel);
      await expect(sidebar.locator('a[aria-current="page"]')).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" }).locator("li");
      await expect(crumbs).toHaveText(["Home", ...(route.category ? [route.category] : []), route.sidebarLabel]);
      await expect(page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/stan/");
      if (route.category) {
        await expect(sidebar.getByRole("button", { name: route.category })).toHaveAttribute("aria-expanded", "true");
        for (const other of ["Getting started", "API", "Guides"].filter((c) => c !== route.category)) {
          await expect(sidebar.getByRole("button", { name: other })).toHaveAttribute("aria-expanded", "false");
        }
      }
    });
  }

  test("categories collapse and expand", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    const button = page.locator(DOCS_SIDEBAR).getByRole("button", { name: "API" });
    const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
  });

  test("the table of contents lists exactly the h2 and h3 headings, each with a working anchor", async ({ page }) => {
    for (const route of DOC_ROUTES) {
      await page.goto(route.path);
      const headings = await page.$$eval(".markdown :is(h2, h3)", (nodes) => nodes.map((node) => ({ id: node.id, text: node.textContent?.trim() ?? "" })));
      const toc = await page.$$eval(`${TOC} a`, (links) => links.map((a) => ({ href: a.getAttribute("href"), text: a.textContent?.trim() ?? "" })));
      expect(toc, `TOC of ${route.path}`).toEqual(headings.map((h) => ({ href: `#${h.id}`, text: h.text })));
      const deeper = await page.$$eval(`${TOC} a`, (links) => links.filter((a) => !document.getElementById(a.getAttribute("href")!.slice(1))?.matches("h2, h3")).length);
      expect(deeper).toBe(0);
    }
  });

  test("the table of contents highlights the heading in view", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    const options = page.locator("h2#options");
    await options.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, document.getElementById("options")!.getBoundingClientRect().top - 80));
    await expect(page.locator(`${TOC} a[aria-current="location"]`)).toHaveAttribute("href", "#options");
  });

  test("headings have self-links", async ({ page }) => {
    await page.goto("/stan/docs/api/atom");
    const anchors = page.locator(".markdown h2 a.heading-anchor");
    expect(await anchors.count()).toBeGreaterThan(3);
    await expect(page.locator("h2#effects a.heading-anchor")).toHaveAttribute("href", "#effects");
    await expect(page.locator("h2#effects a.heading-anchor")).toHaveAttribute("aria-label", "Direct link to Effects");
  });

  test("previous and next links follow the sidebar order", async ({ page }) => {
    for (let index = 0; index < DOC_ROUTES.length; index += 1) {
      await page.goto(DOC_ROUTES[index].path);
      const pager = page.getByRole("navigation", { name: "Docs pages" });
      const previous = pager.locator('a[rel="prev"]');
      const next = pager.locator('a[rel="next"]');
      if (index === 0) await expect(previous).toHaveCount(0);
      else await expect(previous).toHaveAttribute("href", DOC_ROUTES[index - 1].path);
      if (index === DOC_ROUTES.length - 1) await expect(next).toHaveCount(0);
      else await expect(next).toHaveAttribute("href", DOC_ROUTES[index + 1].path);
    }
  });

  test("code blocks are highlighted at build time and copy their visible code", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoReady(page, "/stan/docs/api/atom");
    const block = page.locator(".markdown .code-block").first();
    const keyword = block.locator("pre .k").first();
    await expect(keyword).toBeVisible();
    // Coloured by its class, not in the code's own colour.
    const colours = await keyword.evaluate((span) => [getComputedStyle(span).color, getComputedStyle(span.closest("pre")!).color]);
    expect(colours[0]).not.toBe(colours[1]);
    await block.hover();
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect(block.getByRole("button", { name: "Copied to clipboard" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator("pre").innerText());
    expect(copied).not.toContain("---cut---");
  });

  test("the package-manager tab is remembered across pages and visits", async ({ page }) => {
    await gotoReady(page, "/stan/docs/getting-started/installation");
    const tabs = page.getByRole("tablist");
    await expect(tabs.getByRole("tab", { name: "npm", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("npm install --save @rkrupinski/stan");
    await tabs.getByRole("tab", { name: "pnpm", exact: true }).click();
    await expect(page.getByRole("tabpanel")).toContainText("pnpm add @rkrupinski/stan");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("tab", { name: "pnpm", exact: true })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("link", { name: "Frameworks", exact: true }).first().click();
    await expect(page.locator("main h1")).toHaveText("Frameworks");
    await page.goBack();
    await expect(page.getByRole("tab", { name: "pnpm", exact: true })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "pnpm", exact: true }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Bun", exact: true })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText("bun add @rkrupinski/stan");
  });

  test("no highlighter is shipped to the browser", async ({ page }) => {
    // Bodies are read while the page is open; a script arriving after the load (a prefetch) is
    // not followed, so no read is left running when the test ends.
    const bodies: Array<Promise<string | null>> = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => null));
    };
    page.on("response", onResponse);
    await page.goto("/stan/docs/api/atom", { waitUntil: "networkidle" });
    page.off("response", onResponse);
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(null);
    expect(scripts.some((source) => source?.includes("Prism") || source?.includes("prismjs"))).toBe(false);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every page renders its content, navigation and footer", async ({ page }) => {
    for (const path of ALL_PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      if (path !== "/stan/") {
        await expect(page.locator(`${DOCS_SIDEBAR} a`).first()).toBeVisible();
        await expect(page.locator(".markdown p").first()).toBeVisible();
      }
    }
  });
});
