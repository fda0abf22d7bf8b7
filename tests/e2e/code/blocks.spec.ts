import { expect, test } from "@playwright/test";
import { STORAGE_KEYS } from "../../../src/config/constants";
import { CODE_LANGUAGE_LABELS } from "../../../src/shared/code-language";
import { isEditableLanguage } from "../../../src/shared/sample-editor";
import { builtPages, readBuilt } from "../../support/site/built-site";
import { edgeShades } from "../../support/browser/pixels";
import { DOC_ROUTES } from "../../support/site/routes";
import { gotoReady } from "../../support/browser/page-ready";

const PHONE = { width: 390, height: 844 };
/** A cue shows as a shade at least this far from the box's own colour (0-255, one channel). */
const VISIBLE = 12;

test.describe("code blocks", () => {
  test("every code block in the static HTML has a header with its language, and its title when the fence names one, its copy button, and a sample's Edit button", () => {
    const blocks = builtPages().flatMap(({ file }) => [...readBuilt(file).matchAll(/<div class="code-block">(.*?)<pre/g)].map((match) => ({ file, header: match[1] })));
    expect(blocks.length).toBeGreaterThan(100);
    // The buttons are in the server HTML, so the header has its final layout before the scripts run (CodeBlock.tsx).
    const edit = '<button type="button" class="code-block__edit" data-phase="static" aria-label="Edit this sample, with the TypeScript compiler"><span>Edit</span><span>Close</span></button>';
    const copy = '<button type="button" class="code-block__copy" aria-label="Copy code to clipboard"><span>Copy</span><span>Copied</span></button>';
    // An editable language's samples have Edit; every other language of the list (a `vue` sample's too) has its label
    // alone (src/shared/code-language.ts, sample-editor.ts).
    const labels = (editable: boolean) => Object.entries(CODE_LANGUAGE_LABELS).filter(([name]) => isEditableLanguage(name) === editable).map(([, label]) => label).join("|");
    const header = new RegExp(`^<div class="code-block__header">(<span class="code-block__title">[^<]+</span>)?<span class="code-block__language">(?:(${labels(true)})</span>${edit}|(${labels(false)})</span>)${copy}</div>$`);
    const unlabelled = blocks.filter(({ header: found }) => !header.test(found));
    expect(unlabelled).toEqual([]);
    const ssr = readBuilt("docs/guides/ssr/index.html");
    expect(ssr).toContain('<span class="code-block__title">app/layout.tsx</span><span class="code-block__language">TSX</span>');
    expect(ssr).toContain('aria-label="app/providers.tsx, TSX code"');
  });

  test("at 390 and 1280 px the copy button sits in the header, above every line of code", async ({ page }) => {
    for (const path of ["/stan/docs/api/atom", "/stan/docs/guides/ssr", "/stan/"]) {
      await page.setViewportSize({ width: PHONE.width, height: 844 });
      await gotoReady(page, path);
      const blocks = page.locator(".code-block");
      expect(await blocks.count()).toBeGreaterThan(0);
      for (const width of [PHONE.width, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        const overlaps = await blocks.evaluateAll((elements) =>
          elements.flatMap((block, index) => {
            const button = block.querySelector(".code-block__copy")?.getBoundingClientRect();
            const code = block.querySelector("pre code")?.getBoundingClientRect();
            if (!button || !code) return [`block ${index}: no copy button or code`];
            return button.bottom <= code.top ? [] : [`block ${index}: the button ends at ${button.bottom}, the code starts at ${code.top}`];
          }),
        );
        expect(overlaps, `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  // The cue is CSS only (backgrounds that scroll with the code cover the edge shadows at the ends),
  // so it is checked without JavaScript too. Sampled in the code's top padding, where no text is.
  const modes: Array<{ theme: "light" | "dark"; javaScriptEnabled: boolean }> = [
    { theme: "light", javaScriptEnabled: false },
    { theme: "dark", javaScriptEnabled: true },
  ];
  for (const { theme, javaScriptEnabled } of modes) {
    test(`a line past the edge shows a shade at that edge, gone once scrolled to the end (${theme}, ${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
      const page = await context.newPage();
      await page.goto("/stan/docs/api/atom");
      if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const pre = page.locator(".markdown .code-block pre").first();
      await pre.scrollIntoViewIfNeeded();
      expect(await pre.evaluate((element) => element.scrollWidth - element.clientWidth), "the first block of atom scrolls at 390 px").toBeGreaterThan(50);
      const inPadding = () => 5;

      const start = await edgeShades(page, pre, inPadding);
      expect(start.right, "shade at the right edge").toBeGreaterThanOrEqual(VISIBLE);
      expect(start.left, "no shade at the left edge before scrolling").toBeLessThan(3);

      await pre.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const end = await edgeShades(page, pre, inPadding);
      expect(end.right, "no shade at the right edge at the end").toBeLessThan(3);
      expect(end.left, "shade at the left edge").toBeGreaterThanOrEqual(VISIBLE);
      await context.close();
    });
  }

  // Samples are at most 80 characters wide (the build checks: src/pipeline/code/code-sample.ts) and the
  // reading column holds that at 1280 px and up (src/ui/templates/doc.module.css). Measured in the
  // server's HTML (the code's layout is CSS only), each doc loaded once and the window widened.
  test("at 1280 and 1440 px at most 5 % of the docs' code blocks scroll sideways, and no comment starts out of view", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const widths = [1280, 1440];
    const blocks = new Map(widths.map((width) => [width, 0]));
    const scrolling = new Map<number, string[]>(widths.map((width) => [width, []]));
    const hiddenComments: string[] = [];
    for (const { path } of DOC_ROUTES) {
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const found = await page.locator(".markdown .code-block pre").evaluateAll((pres) =>
          pres.map((pre) => {
            const box = pre.getBoundingClientRect();
            const visibleRight = box.left + pre.clientLeft + pre.clientWidth - parseFloat(getComputedStyle(pre).paddingRight);
            const comments = Array.from(pre.querySelectorAll(".c")).filter((comment) => comment.getBoundingClientRect().left >= visibleRight);
            return { overflow: pre.scrollWidth - pre.clientWidth, hidden: comments.map((comment) => comment.textContent ?? "") };
          }),
        );
        blocks.set(width, blocks.get(width)! + found.length);
        found.forEach((block, index) => {
          if (block.overflow > 0) scrolling.get(width)!.push(`${path} block ${index + 1}: ${block.overflow} px`);
          hiddenComments.push(...block.hidden.map((comment) => `${path} block ${index + 1} at ${width} px: ${comment}`));
        });
      }
    }
    await context.close();
    for (const width of widths) {
      expect(blocks.get(width), `${width} px`).toBeGreaterThan(100);
      expect(scrolling.get(width)!.length / blocks.get(width)!, `${width} px:\n${scrolling.get(width)!.join("\n")}`).toBeLessThanOrEqual(0.05);
    }
    expect(hiddenComments).toEqual([]);
  });

  // A block's lines are laid out only near the viewport (code.css); until then their box takes the size the
  // build gave it (src/pipeline/code/code-lines.ts), which must be exactly the size they take once laid out.
  // One test per width: each loads every doc page, which took 41 s of a 45 s timeout as one test.
  for (const width of [PHONE.width, 1280]) {
    test(`at ${width} px each block's lines take, before they are laid out, exactly the size they take after`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const measure = () =>
        page.evaluate(() => ({
          page: document.documentElement.scrollHeight,
          blocks: Array.from(document.querySelectorAll<HTMLElement>(".markdown .code-block pre"), (pre) => ({
            height: pre.getBoundingClientRect().height,
            scrolls: pre.scrollWidth > pre.clientWidth,
            boxed: pre.querySelector(".code-lines") !== null,
            laidOut: pre.querySelector(".code-lines span")?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
          })),
        }));
      const differences: string[] = [];
      let boxed = 0;
      let waiting = 0;
      for (const { path } of DOC_ROUTES) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const before = await measure();
        await page.evaluate(() => document.head.append(Object.assign(document.createElement("style"), { textContent: ".code-lines { content-visibility: visible !important; }" })));
        const after = await measure();
        boxed += before.blocks.filter((block) => block.boxed).length;
        waiting += before.blocks.filter((block) => !block.laidOut).length;
        expect(after.blocks.every((block) => block.laidOut), `${path} at ${width} px: laid out when made visible`).toBe(true);
        if (before.page !== after.page) differences.push(`${path} at ${width} px: page ${before.page} px high before, ${after.page} px after`);
        before.blocks.forEach((block, index) => {
          const { height, scrolls } = after.blocks[index];
          if (block.height !== height || block.scrolls !== scrolls) differences.push(`${path} block ${index + 1} at ${width} px: ${block.height} px${block.scrolls ? ", scrolls" : ""} before, ${height} px${scrolls ? ", scrolls" : ""} after`);
        });
      }
      // Most blocks are boxed (not those with a query's answer or an expected error under a line), and many wait.
      expect(boxed, `${width} px`).toBeGreaterThan(100);
      expect(waiting, `${width} px`).toBeGreaterThan(50);
      await context.close();
      expect(differences).toEqual([]);
    });
  }

  test("printed, every line of every block is laid out", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/stan/docs/api/react");
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".code-lines").evaluateAll((boxes) => boxes.filter((box) => getComputedStyle(box).contentVisibility !== "visible").length), "printed, every line is laid out").toBe(0);
    await context.close();
  });

  test("a block that fits shows no shade", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/stan/docs/getting-started/installation");
    const pre = page.locator(".markdown .code-block pre").first();
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const shades = await edgeShades(page, pre, () => 5);
    expect(Math.max(shades.left, shades.right)).toBeLessThan(3);
  });
});

