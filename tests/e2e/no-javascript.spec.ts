import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { siteConfig } from "../../src/config/site";
import { DOC_ROUTES } from "../support/site/routes";
import { DOCS_SIDEBAR } from "../support/browser/page-ready";
import { expectEdgeShadesWhileScrolled } from "../support/browser/pixels";
import { lastCommitDate } from "../support/content/git-commit";

/*
 * The doc template without JavaScript, in one pass: each doc page is loaded once with scripts off, and every
 * check of what its server HTML and CSS do alone runs on that load, at the widths and colour modes it needs
 * (these were seven tests, each loading pages of its own). What holds across the docs is checked at the end.
 * Every route's server HTML, on every server (the routes smoke test): site.spec.ts.
 */

const PHONE = { width: 390, height: 844 };
/** Widths where samples (at most 80 characters, src/pipeline/code/code-sample.ts) fit the reading column (src/ui/templates/doc.module.css). */
const WIDE = [1280, 1440];

/** The buttons a reader sees: without JavaScript each would do nothing. */
const idleButtons = (page: Page) => page.locator("button:visible").evaluateAll((buttons) => buttons.map((button) => button.outerHTML.slice(0, 120)));

/** Each code block's height and whether it scrolls, whether its lines are boxed (code-lines.ts) and laid out yet, and the page's height. */
const measureBlocks = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    blocks: Array.from(document.querySelectorAll<HTMLElement>(".markdown .code-block pre"), (pre) => ({
      height: pre.getBoundingClientRect().height,
      scrolls: pre.scrollWidth > pre.clientWidth,
      boxed: pre.querySelector(".code-lines") !== null,
      laidOut: pre.querySelector(".code-lines span")?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
    })),
  }));

/** Each code block's sideways overflow and the comments that start past its visible right edge. */
const overflowOfBlocks = (page: Page) =>
  page.locator(".markdown .code-block pre").evaluateAll((pres) =>
    pres.map((pre) => {
      const box = pre.getBoundingClientRect();
      const visibleRight = box.left + pre.clientLeft + pre.clientWidth - parseFloat(getComputedStyle(pre).paddingRight);
      const comments = Array.from(pre.querySelectorAll(".c")).filter((comment) => comment.getBoundingClientRect().left >= visibleRight);
      return { overflow: pre.scrollWidth - pre.clientWidth, hidden: comments.map((comment) => comment.textContent ?? "") };
    }),
  );

const titleStyle = (page: Page) => page.locator("main h1").evaluate((h1) => ({ family: getComputedStyle(h1).fontFamily, weight: getComputedStyle(h1).fontWeight, size: getComputedStyle(h1).fontSize }));

/** What a page's own checks get: the loaded page (1280 x 900, light), its browser for a page with scripts. */
interface PassPage {
  page: Page;
  browser: Browser;
}

/** Checks of one doc page only, on the pass's load of it (each may move on to other pages last). */
const PAGE_CHECKS: Record<string, (pass: PassPage) => Promise<void>> = {
  // No control that would do nothing (a tab): every tab's panel shows, under its label.
  "/stan/docs/getting-started/installation": async ({ page }) => {
    const panels = page.locator('[data-group="package-manager"] [role="tabpanel"]');
    await expect(panels).toHaveCount(4);
    // The framework tabs too (framework-tabs.spec.ts): React and Vue, both shown.
    const frameworkPanels = page.locator('[data-group="framework"] [role="tabpanel"]');
    await expect(frameworkPanels).toHaveCount(2);
    for (const panel of await frameworkPanels.all()) await expect(panel).toBeVisible();
    for (const [index, [label, command]] of [["npm", "npm install"], ["Yarn", "yarn add"], ["pnpm", "pnpm add"], ["Bun", "bun add"]].entries()) {
      await expect(panels.nth(index).locator("pre")).toBeVisible();
      await expect(panels.nth(index).locator("pre")).toContainText(command);
      expect(await panels.nth(index).evaluate((panel) => getComputedStyle(panel, "::before").content)).toBe(`"${label}"`);
    }
  },

  "/stan/docs/api/atom": async ({ page }) => {
    // The code is in the page; its names' types come with the page's code data, which only a script fetches, so a
    // name shows no empty popup (src/ui/styles/code-types.css).
    const name = page.locator(".markdown .code-block .tw", { hasText: /^cartOpen$/ }).first();
    await expect(name).toBeVisible();
    await name.hover();
    expect(await name.evaluate((element) => getComputedStyle(element, "::before").content)).toMatch(/^(none|normal)$/);
    await expect(page.locator(".markdown .code-block pre").first()).toContainText("const cartOpen = atom(false, { tag: 'cartOpen' });");
    // The sample editor's Edit would do nothing: it holds its place, out of sight and out of reach.
    await expect(page.locator(".markdown .code-block").first().locator("pre[role=group]")).toBeVisible();
    await expect(page.locator(".code-block__edit").first()).toHaveCSS("visibility", "hidden");
    await expect(page.getByRole("button", { name: "Edit this sample, with the TypeScript compiler" })).toHaveCount(0);
    // The edit link and the date of the last commit; at 390 and 1280 px in light and dark they sit on the page without overflow.
    const meta = page.getByRole("link", { name: "Edit this page" }).locator("..");
    await expect(meta.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", `${siteConfig.docs.editUrl}content/docs/api/atom.md`);
    await expect(meta.getByRole("link", { name: "Edit this page" })).toHaveAttribute("target", "_blank");
    if (lastCommitDate("content/docs/api/atom.md", process.cwd())) await expect(meta.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    for (const width of [PHONE.width, 1280]) {
      for (const mode of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: mode });
        // The boot script cannot run without JavaScript: set the mode as it would.
        await page.evaluate((theme) => document.documentElement.setAttribute("data-theme", theme), mode);
        const box = await meta.boundingBox();
        const article = await page.locator("main article").boundingBox();
        expect(box && article && box.x >= article.x - 1 && box.x + box.width <= article.x + article.width + 1, `${width} px, ${mode}`).toBe(true);
        expect(await meta.evaluate((element) => element.scrollWidth <= element.clientWidth), `${width} px, ${mode}`).toBe(true);
      }
    }
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "light"));
    await page.emulateMedia({ colorScheme: "light" });
    // The feedback question leads to the issue link instead of buttons that would do nothing.
    const group = page.getByRole("group", { name: "Was this page helpful?" });
    await expect(group.getByRole("button")).toHaveCount(0);
    const link = group.getByRole("link", { name: "Open an issue on GitHub (opens in a new tab)" });
    await expect(link).toBeVisible();
    expect((await link.getAttribute("href"))!.startsWith(`${siteConfig.repositoryUrl}/issues/new?`)).toBe(true);
    // A line past the edge shows a shade at that edge (CSS only: backgrounds that scroll with the code cover the
    // edge shadows at the ends), gone once scrolled to the end; sampled in the code's top padding, where no text is.
    // With JavaScript, in dark: code/blocks.spec.ts.
    await page.setViewportSize(PHONE);
    const pre = page.locator(".markdown .code-block pre").first();
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((element) => element.scrollWidth - element.clientWidth), "the first block of atom scrolls at 390 px").toBeGreaterThan(50);
    await expectEdgeShadesWhileScrolled(page, pre);
    // On a narrow screen the content and the pager are there without the menu script; Enter follows the pager's
    // link itself, as a reader without a pointer would.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await idleButtons(page)).toEqual([]);
    await expect(page.locator("main p").first()).toBeVisible();
    const next = page.getByRole("navigation", { name: "Docs pages" }).locator("a[rel=next]");
    await expect(next).toBeVisible();
    await next.press("Enter");
    await expect(page).toHaveURL(/\/stan\/docs\/api\/atomFamily$/);
    await expect(page.locator("main h1")).toHaveText("atomFamily");
    // At 320 px the bar keeps the links the menu would hold, on one line.
    await page.setViewportSize({ width: 320, height: 700 });
    const barLinks = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(barLinks).toHaveText(["Stan", "Docs", /^GitHub/]);
    const boxes = await barLinks.evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ top, bottom, right }) => ({ top, bottom, right })));
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(320);
    expect(Math.max(...boxes.map((box) => box.bottom - box.top))).toBeLessThan(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await barLinks.getByText("Docs").click();
    await expect(page.locator("main h1")).toHaveText("Introduction");
  },

  "/stan/docs/api/react": async ({ page }) => {
    // Printed, every line of every block is laid out.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".code-lines").evaluateAll((boxes) => boxes.filter((box) => getComputedStyle(box).contentVisibility !== "visible").length)).toBe(0);
    await page.emulateMedia({ media: "screen" });
  },

  "/stan/docs/guides/caching": async ({ page, browser }) => {
    // The title's Copy button would do nothing: the same place links to the Markdown copy, and the header keeps
    // its size when the button takes over.
    await expect(page.locator("main header").getByRole("link", { name: "Open page as Markdown" })).toHaveAttribute("href", "/stan/docs/guides/caching.md");
    const context = await browser.newContext();
    const live = await context.newPage();
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      const staticBox = await page.locator("main header").boundingBox();
      await live.setViewportSize(viewport);
      await live.goto("/stan/docs/guides/caching");
      await live.locator("html[data-hydrated]").waitFor();
      await expect(live.locator("main header").getByRole("button", { name: "Copy page as Markdown" })).toBeVisible();
      expect(await live.locator("main header").boundingBox(), `header at ${viewport.width}px`).toEqual(staticBox);
    }
    await context.close();
  },

  "/stan/docs": async ({ page }) => {
    // The sidebar's categories are all open, their names plain text: no Tab stop, nothing announced as collapsed.
    const sidebar = page.locator(DOCS_SIDEBAR);
    await expect(sidebar.getByRole("button", { includeHidden: true })).toHaveCount(3);
    await expect(sidebar.getByRole("button")).toHaveCount(0);
    await expect(sidebar.locator(":scope > ul > li > :visible:not(ul)")).toHaveText(["Introduction", "Getting started", "API", "Guides"]);
    for (const list of await sidebar.locator(":scope > ul > li > ul").all()) await expect(list).toBeVisible();
    await expect(sidebar.getByRole("link")).toHaveText(DOC_ROUTES.map((route) => route.sidebarLabel));
    const sidebarTabStops = await sidebar.evaluate((nav) => [...nav.querySelectorAll<HTMLElement>("a, button")].filter((element) => element.checkVisibility()).map((element) => element.tagName));
    expect(new Set(sidebarTabStops)).toEqual(new Set(["A"]));
    // Sidebar, navbar and footer are plain links: following them loads the next page from the server.
    await page.locator(`${DOCS_SIDEBAR} a`, { hasText: /^atom$/ }).click();
    await expect(page).toHaveURL(/\/stan\/docs\/api\/atom$/);
    await expect(page.locator("main h1")).toHaveText("atom");
    await page.locator(`${DOCS_SIDEBAR} a`, { hasText: /^selector$/ }).click();
    await expect(page).toHaveURL(/\/stan\/docs\/api\/selector$/);
    await expect(page.locator("main h1")).toHaveText("selector");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
    await expect(page.locator("main h1")).toHaveText("Introduction");
    await page.locator("footer").getByRole("link", { name: "Guides" }).click();
    await expect(page.locator("main h1")).toHaveText("Type safety");
  },
};

test.describe("the doc template without JavaScript, each doc page loaded once", () => {
  // One browser page for the pass, and what holds across the docs checked at the end.
  test.describe.configure({ mode: "serial" });
  let context: BrowserContext;
  let page: Page;
  const blocks = new Map(WIDE.map((width) => [width, 0]));
  const scrolling = new Map<number, string[]>(WIDE.map((width) => [width, []]));
  const hiddenComments: string[] = [];
  const sizeDifferences: string[] = [];
  const boxed = new Map<number, number>();
  const waiting = new Map<number, number>();
  const titleStyles = new Map<string, { family: string; weight: string; size: string }>();

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  for (const { path, title } of DOC_ROUTES) {
    test(path, async ({ browser }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.locator("main h1")).toHaveText(title);
      // Readable: its text and code are there, and no control is shown that would do nothing (menu, search,
      // colour mode, the bar's dismissal, a tab).
      await expect(page.locator("main p").first()).toBeVisible();
      expect(await idleButtons(page)).toEqual([]);
      // One bold title style on every doc (the API functions' titles as State's), stronger than its h2.
      const style = await titleStyle(page);
      titleStyles.set(path, style);
      expect(Number(style.weight)).toBeGreaterThanOrEqual(700);
      for (const h2 of await page.locator(".markdown h2").evaluateAll((headings) => headings.slice(0, 1).map((heading) => parseFloat(getComputedStyle(heading).fontSize)))) {
        expect(parseFloat(style.size)).toBeGreaterThan(h2);
      }
      // An API name stays as it is under machine translation; a page title in words may be translated.
      if (["/stan/docs/api/atom", "/stan/docs/api/selectorFamily"].includes(path)) await expect(page.locator("main h1")).toHaveAttribute("translate", "no");
      if (["/stan/docs/api/state", "/stan/docs/api/react"].includes(path)) await expect(page.locator("main h1")).not.toHaveAttribute("translate");

      // A block's lines are laid out only near the viewport (code.css); until then their box takes the size the
      // build gave it (src/pipeline/code/code-lines.ts), which must be exactly the size they take once laid out:
      // measured at 1280 and 390 px before, and again after every line is made visible.
      const before = new Map<number, Awaited<ReturnType<typeof measureBlocks>>>();
      for (const width of [1280, PHONE.width]) {
        await page.setViewportSize({ width, height: 900 });
        before.set(width, await measureBlocks(page));
      }
      await page.evaluate(() => document.head.append(Object.assign(document.createElement("style"), { id: "all-lines", textContent: ".code-lines { content-visibility: visible !important; }" })));
      for (const width of [PHONE.width, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const after = await measureBlocks(page);
        const earlier = before.get(width)!;
        boxed.set(width, (boxed.get(width) ?? 0) + earlier.blocks.filter((block) => block.boxed).length);
        waiting.set(width, (waiting.get(width) ?? 0) + earlier.blocks.filter((block) => !block.laidOut).length);
        expect(after.blocks.every((block) => block.laidOut), `${path} at ${width} px: laid out when made visible`).toBe(true);
        if (earlier.page !== after.page) sizeDifferences.push(`${path} at ${width} px: page ${earlier.page} px high before, ${after.page} px after`);
        earlier.blocks.forEach((block, index) => {
          const { height, scrolls } = after.blocks[index];
          if (block.height !== height || block.scrolls !== scrolls) sizeDifferences.push(`${path} block ${index + 1} at ${width} px: ${block.height} px${block.scrolls ? ", scrolls" : ""} before, ${height} px${scrolls ? ", scrolls" : ""} after`);
        });
      }
      // At 1280 and 1440 px blocks fit the column: how many scroll sideways, and every comment starts in view.
      for (const width of WIDE) {
        await page.setViewportSize({ width, height: 900 });
        const found = await overflowOfBlocks(page);
        blocks.set(width, blocks.get(width)! + found.length);
        found.forEach((block, index) => {
          if (block.overflow > 0) scrolling.get(width)!.push(`${path} block ${index + 1}: ${block.overflow} px`);
          hiddenComments.push(...block.hidden.map((comment) => `${path} block ${index + 1} at ${width} px: ${comment}`));
        });
      }
      await page.evaluate(() => document.getElementById("all-lines")?.remove());
      await page.setViewportSize({ width: 1280, height: 900 });
      await PAGE_CHECKS[path]?.({ page, browser });
    });
  }

  test("across the doc pages", () => {
    // Every page with checks of its own is a doc of the pass.
    expect(Object.keys(PAGE_CHECKS).filter((path) => !DOC_ROUTES.some((route) => route.path === path))).toEqual([]);
    expect([...new Set([...titleStyles.values()].map((style) => JSON.stringify(style)))]).toHaveLength(1);
    // Most blocks are boxed (not those with a query's answer or an expected error under a line), and many wait.
    for (const width of [PHONE.width, 1280]) {
      expect(boxed.get(width), `${width} px`).toBeGreaterThan(100);
      expect(waiting.get(width), `${width} px`).toBeGreaterThan(50);
    }
    expect(sizeDifferences).toEqual([]);
    // At most 5 % of the docs' code blocks scroll sideways at 1280 and 1440 px, and no comment starts out of view.
    for (const width of WIDE) {
      expect(blocks.get(width), `${width} px`).toBeGreaterThan(100);
      expect(scrolling.get(width)!.length / blocks.get(width)!, `${width} px:\n${scrolling.get(width)!.join("\n")}`).toBeLessThanOrEqual(0.05);
    }
    expect(hiddenComments).toEqual([]);
  });
});
