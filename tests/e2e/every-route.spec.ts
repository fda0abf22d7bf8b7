import { expect, test, type Page } from "@playwright/test";
import { axeRun, axeViolations, forColourChecks } from "../support/browser/axe";
import { pageRoutes, UNKNOWN_PATH } from "../support/site/built-site";
import { outlineProblems, renderedLevels } from "../support/site/outline";
import { svgTextContrast } from "../support/browser/svg-text-contrast";
import { DOC_ROUTES } from "../support/site/routes";
import { DOCS_SIDEBAR, PAGINATOR, TOC, gotoReady, settled, switchColourMode } from "../support/browser/page-ready";

/*
 * Every route (and the not-found page) loaded once, hydrated, and checked for what must hold on
 * every page a reader with JavaScript sees:
 * - axe-core at 1280 px in both colour modes and at 390 px in the light (what scrolls, and so needs a
 *   Tab stop, is each page's own); on the landing page, a doc and the not-found page also at 390 px in
 *   the dark, with the search dialog open at both widths and the navigation menu open at 390 px (the
 *   narrow layout's colours and those two components are the same on every page; a doc's menu holds the
 *   docs sidebar). The colour mode is switched with the site's own switch
 *   and the width by resizing the window, as a reader would. Every rule axe runs by default runs in
 *   the light mode; in the dark mode its colour rules (color-contrast, link-in-text-block) run, once
 *   the test has seen that the switch changed nothing but colours (every element keeps its
 *   attributes, box and visibility), so that no other rule can judge the dark page differently. The
 *   page's decorative gradients are taken out first (forColourChecks), so that the contrast of every text
 *   is judged, code tokens and table cells included; a text axe leaves unjudged on a gradient fails the test.
 *   The text of SVG drawings, which axe cannot judge, is judged by svgTextContrast in both modes.
 * - the heading outline after hydration (the static HTML's: html.spec.ts);
 * - the links the app renders: none with a trailing slash (the crawl of the HTML: links.spec.ts);
 * - on a doc: the sidebar's current item and open branch, the breadcrumbs, the table of contents
 *   (exactly the h2 and h3 headings, each a working anchor) and the previous/next links.
 */
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const CATEGORIES = ["Getting started", "API", "Guides"];

const navbar = (page: Page) => page.getByRole("navigation", { name: "Main" });

/**
 * What the page shows apart from colour: every element's tag, attributes, box and visibility (the
 * colour switch itself left out: its label and icon say which mode is on).
 */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll("*")]
      .filter((element) => !element.closest("[data-color-mode]"))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const attributes = [...element.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).join(" ");
        return `<${element.tagName.toLowerCase()} ${attributes}> ${[box.x, box.y, box.width, box.height].map(Math.round).join(",")} ${style.display} ${style.visibility} ${style.opacity}`;
      }),
  );

/** Opens the search dialog (when the navbar has search), checks it and closes it. */
async function searchDialogViolations(page: Page, label: string, rules?: readonly string[]): Promise<string[]> {
  const button = navbar(page).getByRole("button", { name: /search/i });
  if ((await button.count()) === 0 || !(await button.first().isVisible())) return [];
  await button.first().click();
  const dialog = page.getByRole("dialog").first();
  await expect(dialog).toBeVisible();
  const found = await axeViolations(page, `${label} search open`, { include: "[role='dialog'], dialog[open]", rules });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return found;
}

/** Opens the navigation menu (390 px), checks it and closes it. */
async function menuViolations(page: Page, label: string, rules?: readonly string[]): Promise<string[]> {
  await page.getByRole("button", { name: "Open navigation menu" }).click();
  const menu = page.getByRole("dialog", { name: "Navigation menu" });
  await expect(menu).toBeVisible();
  const found = await axeViolations(page, `${label} menu open`, { include: "#mobile-menu", rules });
  await menu.getByRole("button", { name: "Close navigation menu" }).click();
  await expect(menu).toBeHidden();
  return found;
}

/**
 * The lines of code blocks, left out of axe's runs at 390 px: their text is judged at 1280 px in both modes
 * (every token's contrast, and the typed names' attributes), and the width changes neither; judging each of
 * their texts again took 21 s of this spec's 212 (in test time, on the 2-core machine). The blocks themselves
 * (a scrolling block's Tab stop, its label) are judged at both widths.
 */
const CODE_LINES = ".code-lines";

/** The routes whose search dialog and navigation menu are checked too (see above). */
const WITH_OVERLAYS = new Set(["/stan/", "/stan/docs/api/atom", UNKNOWN_PATH]);

for (const path of [...pageRoutes(), UNKNOWN_PATH]) {
  const doc = DOC_ROUTES.findIndex((route) => route.path === path);
  const overlays = WITH_OVERLAYS.has(path);
  test(`${path}: axe in both colour modes at 1280 and ${overlays ? "390 px with the menu and search open" : "in light at 390 px"}; outline, links${doc >= 0 ? ", sidebar, breadcrumbs, TOC and pager" : ""}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const none = async () => [];
    const search = overlays ? searchDialogViolations : none;
    const menu = overlays ? menuViolations : none;
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: DESKTOP });
    const page = await context.newPage();
    await gotoReady(page, path);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

    await test.step("one h1 and no skipped heading level after hydration", async () => {
      expect.soft(outlineProblems(await renderedLevels(page))).toEqual([]);
    });

    await test.step("no link the app renders has a trailing slash", async () => {
      const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => a.getAttribute("href") ?? "").filter((href) => href.startsWith("/")));
      expect(hrefs.length).toBeGreaterThan(0);
      expect.soft(hrefs.filter((href) => href !== "/stan/" && /\/(#.*)?$/.test(href))).toEqual([]);
    });

    if (doc >= 0) {
      const route = DOC_ROUTES[doc];
      await test.step("the sidebar's current item and open branch, and the breadcrumbs", async () => {
        const sidebar = page.locator(DOCS_SIDEBAR);
        await expect.soft(sidebar.locator('a[aria-current="page"]')).toHaveText(route.sidebarLabel);
        await expect.soft(sidebar.locator('a[aria-current="page"]')).toBeVisible();
        const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
        await expect.soft(breadcrumbs.locator("li")).toHaveText(["Home", ...(route.category ? [route.category] : []), route.sidebarLabel]);
        await expect.soft(breadcrumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/stan/");
        // A doc's own category is open, the others closed.
        if (route.category) {
          for (const category of CATEGORIES) {
            await expect.soft(sidebar.getByRole("button", { name: category })).toHaveAttribute("aria-expanded", String(category === route.category));
          }
        }
      });

      await test.step("the table of contents lists exactly the h2 and h3 headings, each with a working anchor", async () => {
        const headings = await page.$$eval(".markdown :is(h2, h3)", (nodes) => nodes.map((node) => ({ id: node.id, text: node.textContent?.trim() ?? "" })));
        const toc = await page.$$eval(`${TOC} a`, (links) => links.map((a) => ({ href: a.getAttribute("href"), text: a.textContent?.trim() ?? "" })));
        // A heading's "since 1.x" mark is not one of its words: the contents leave it out.
        expect.soft(toc).toEqual(headings.map((heading) => ({ href: `#${heading.id}`, text: heading.text.replace(/\s*since \d+\.\d+\.\d+$/, "") })));
        const elsewhere = await page.$$eval(`${TOC} a`, (links) => links.filter((a) => !document.getElementById(a.getAttribute("href")!.slice(1))?.matches("h2, h3")).length);
        expect.soft(elsewhere).toBe(0);
      });

      await test.step("previous and next links follow the sidebar order", async () => {
        const pager = page.locator(PAGINATOR);
        const previous = pager.locator('a[rel="prev"]');
        const next = pager.locator('a[rel="next"]');
        if (doc === 0) await expect.soft(previous).toHaveCount(0);
        else await expect.soft(previous).toHaveAttribute("href", DOC_ROUTES[doc - 1].path);
        if (doc === DOC_ROUTES.length - 1) await expect.soft(next).toHaveCount(0);
        else await expect.soft(next).toHaveAttribute("href", DOC_ROUTES[doc + 1].path);
      });
    }

    // Light then dark at 1280 px; then light at 390 px (after dark, on the routes with overlays).
    const found: string[] = [];
    let colourRules: string[] = [];
    await test.step("axe at 1280 px with the search dialog open: every rule in light, the colour rules in dark", async () => {
      await forColourChecks(page);
      const light = await axeRun(page, "light desktop");
      found.push(...light.violations);
      const svgLight = await svgTextContrast(page, "light desktop");
      found.push(...svgLight.problems);
      // The introduction's state graph is the site's drawing with text.
      if (path === "/stan/docs") expect(svgLight.judged).toBeGreaterThan(0);
      colourRules = light.colourRules;
      expect(colourRules).toContain("color-contrast");
      found.push(...(await search(page, "light desktop")));
      const lightLayout = await layoutOf(page);
      await switchColourMode(page, "dark");
      await settled(page);
      expect(await layoutOf(page), "the colour switch changes colours only (1280 px)").toEqual(lightLayout);
      found.push(...(await axeViolations(page, "dark desktop", { rules: colourRules })));
      found.push(...(await svgTextContrast(page, "dark desktop")).problems);
      found.push(...(await search(page, "dark desktop", colourRules)));
    });
    // Every rule in light at 390 px on every route (what scrolls there, and so needs a Tab stop, is the
    // page's own); the colour rules in dark, the menu and the search dialog on the routes with overlays.
    await test.step("axe at 390 px: every rule in light; on the routes with overlays, the colour rules in dark and the menu and search dialog open", async () => {
      await page.setViewportSize(MOBILE);
      await expect(page.getByRole("button", { name: "Open navigation menu" })).toBeVisible();
      await settled(page);
      if (overlays) {
        found.push(...(await axeViolations(page, "dark mobile", { rules: colourRules, exclude: CODE_LINES })));
        found.push(...(await menu(page, "dark mobile", colourRules)));
        found.push(...(await search(page, "dark mobile", colourRules)));
      }
      const darkLayout = overlays ? await layoutOf(page) : null;
      await switchColourMode(page, "light");
      await settled(page);
      if (darkLayout) expect(await layoutOf(page), "the colour switch changes colours only (390 px)").toEqual(darkLayout);
      found.push(...(await axeViolations(page, "light mobile", { exclude: CODE_LINES })));
      found.push(...(await menu(page, "light mobile")));
      found.push(...(await search(page, "light mobile")));
    });
    await context.close();
    expect(found, found.join("\n")).toEqual([]);
  });
}
