import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoReady } from "../../support/browser/page-ready";

/**
 * The compiler's types in the samples (src/pipeline/code/typed-html.ts, src/ui/styles/code-types.css): an
 * identifier shows its quick info on hover, keyboard focus and tap, Escape closes it, and
 * queries and expected errors are shown under their line.
 */
const PHONE = { width: 390, height: 844 };

/** The popup text CSS shows for an identifier (its ::before), "" when none is shown. */
const popupText = (identifier: Locator) =>
  identifier.evaluate((element) => {
    const style = getComputedStyle(element, "::before");
    return style.display === "none" || style.content === "none" || style.content === "normal" ? "" : element.getAttribute("aria-description") ?? "";
  });

/** Where the popup is placed (pseudo-elements have no box to measure; their resolved insets are in px). */
const popupBox = (identifier: Locator) =>
  identifier.evaluate((element) => {
    const style = getComputedStyle(element, "::before");
    return { position: style.position, top: style.top, bottom: style.bottom, left: style.left };
  });

/**
 * The first identifier `name` whose quick info starts with `type`, scrolled to the middle of the window. Names
 * get their quick info when a reader first reaches for their block (src/ui/behaviours/code-data.ts): each block
 * holding a `name` is reached with the pointer until one of its names has that quick info.
 */
async function identifier(page: Page, name: string, type: string): Promise<Locator> {
  const blocks = page.locator(".markdown .code-block pre", { has: page.locator(".tw", { hasText: new RegExp(`^${name}$`) }) });
  const found = page.locator(`.markdown .code-block .tw[aria-description^="${type}"]`, { hasText: new RegExp(`^${name}$`) }).first();
  for (let block = 0; block < (await blocks.count()) && !(await found.count()); block++) {
    await blocks.nth(block).evaluate((element) => element.scrollIntoView({ block: "center" }));
    await blocks.nth(block).hover({ position: { x: 2, y: 2 } });
    await expect(blocks.nth(block).locator(".tw:not([aria-description])")).toHaveCount(0);
  }
  await page.mouse.move(0, 0);
  await found.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return found;
}

const SAMPLES = [
  { path: "/stan/docs/api/atom", name: "cartOpen", type: "const cartOpen: Scoped<WritableState<boolean>>" },
  { path: "/stan/docs/guides/type-safety", name: "unreadCount", type: "const unreadCount: Scoped<WritableState<number>>" },
  { path: "/stan/docs/api/react", name: "useStanValue", type: "(alias) useStanValue<" },
  // A Vue single-file component's script name, typed by Vue's language tools at build time (issue 47).
  { path: "/stan/docs/api/vue", name: "attempt", type: "const attempt: Ref<number, number>" },
];

test.describe("types in code samples", () => {

  for (const sample of SAMPLES) {
    test(`${sample.path}: hover and keyboard focus show ${sample.name}'s quick info`, async ({ page }) => {
      await gotoReady(page, sample.path);
      const target = await identifier(page, sample.name, sample.type);
      expect(await popupText(target)).toBe("");
      await target.hover();
      expect(await popupText(target)).toMatch(new RegExp(`^${sample.type.replace(/[()<>[\]|.*+?^$]/g, "\\$&")}`));
      // Below the identifier, not clipped by the code block's scrolling box.
      const box = await target.boundingBox();
      const popup = await popupBox(target);
      expect(popup.position).toBe("fixed");
      expect(parseFloat(popup.top)).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 1);
      await page.mouse.move(0, 0);
      expect(await popupText(target)).toBe("");

      await target.focus();
      await expect(target).toBeFocused();
      expect(await popupText(target)).toContain(sample.type);
      await page.keyboard.press("Escape");
      expect(await popupText(target)).toBe("");
      await expect(target).toBeFocused();
      // The next identifier reached with the keyboard (an arrow key: the block is one Tab stop) shows its own again.
      await page.keyboard.press("ArrowRight");
      const next = page.locator(".tw:focus");
      await expect(next).toHaveCount(1);
      expect(await popupText(next)).not.toBe("");
    });
  }

  test("api/vue: a component's template names carry the script's types, and the keyboard reaches them", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/vue");
    const block = page.locator(".markdown .code-block", { has: page.getByText("Checkout.vue", { exact: true }) }).locator("pre");
    await identifier(page, "attempt", "const attempt: Ref<number, number>");
    await expect(block.locator(".tw", { hasText: /^attempt$/ })).toHaveCount(3);
    // The declaration, then :key="attempt" and @click="attempt++" in the template: all three typed.
    for (const name of await block.locator(".tw", { hasText: /^attempt$/ }).all()) await expect(name).toHaveAttribute("aria-description", /^const attempt: Ref<number, number>/);
    await expect(block.locator(".tw", { hasText: /^CheckoutSteps$/ }).last()).toHaveAttribute("aria-description", /^const CheckoutSteps: DefineComponent/);
    // From the first name, the arrow keys walk to the template's last `attempt`, each showing its quick info.
    await block.locator(".tw", { hasText: /^attempt$/ }).first().focus();
    const last = block.locator(".tw", { hasText: /^attempt$/ }).last();
    for (let step = 0; step < 20 && !(await last.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press("ArrowRight");
    await expect(last).toBeFocused();
    expect(await popupText(last)).toMatch(/^const attempt: Ref<number, number>/);
  });

  test("a block is one Tab stop, its first name; the arrow keys reach every name, repeats included", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/atom");
    const block = page.locator(".markdown .code-block pre").first();
    const names = await block.locator(".tw").allTextContents();
    expect(await block.locator('.tw[tabindex="0"]').allTextContents()).toEqual([names[0]]);
    expect(names.filter((name) => name === "instance").length).toBeGreaterThan(1);
    await block.locator(".tw").first().focus();
    const reached = [names[0]];
    // Which name has focus, by its place in the block (names repeat).
    const focusedPlace = () => block.evaluate((pre) => Array.from(pre.querySelectorAll(".tw")).indexOf(document.activeElement as Element));
    for (let step = 1; step < names.length; step++) {
      await page.keyboard.press("ArrowRight");
      await expect.poll(focusedPlace).toBe(step);
      reached.push((await page.evaluate(() => document.activeElement?.textContent)) ?? "");
    }
    expect(reached).toEqual(names);
  });

  test("atom's first block: highlighted at build time (coloured by class); an inline query shows the type under its line in both colour modes; copying copies only the visible code", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await gotoReady(page, "/stan/docs/api/atom");
    const block = page.locator(".markdown .code-block").first();
    const keyword = block.locator("pre .k").first();
    await expect(keyword).toBeVisible();
    // Coloured by its class, not in the code's own colour.
    const keywordColours = await keyword.evaluate((span) => [getComputedStyle(span).color, getComputedStyle(span.closest("pre")!).color]);
    expect(keywordColours[0]).not.toBe(keywordColours[1]);

    const query = page.locator(".markdown .code-block .tq").first();
    for (const theme of ["light", "dark"] as const) {
      // The colour mode switched as a reader does.
      if (theme === "dark") await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Switch to dark mode/ }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(query).toBeVisible();
      const shown = await query.evaluate((element) => getComputedStyle(element, "::before").content);
      expect(shown, theme).toBe('"      ^ const cartOpen: Scoped<WritableState<boolean>>"');
      const colours = await query.evaluate((element) => ({ text: getComputedStyle(element, "::before").color, background: getComputedStyle(element).backgroundColor }));
      expect(colours.text, theme).not.toBe(colours.background);
    }

    await block.hover();
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect(block.getByRole("button", { name: "Copied to clipboard" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator("pre").innerText());
    expect(copied.split("\n").slice(0, 3)).toEqual(["import { atom, makeStore } from '@rkrupinski/stan';", "", "const cartOpen = atom(false, { tag: 'cartOpen' });"]);
    expect(copied).not.toContain("---cut---");
    expect(copied).not.toContain("^");
    expect(copied).not.toContain("Scoped<");
    await context.close();
  });

  test("an expected error shows the compiler's message under the line after @ts-expect-error", async ({ page }) => {
    await gotoReady(page, "/stan/docs/api/utils");
    const error = page.locator(".markdown .code-block .te").first();
    await expect(error).toBeVisible();
    expect(await error.getAttribute("data-t")).toMatch(/^TS\d+: Argument of type/);
  });

  test("at 390 px a tap shows the quick info in a sheet inside the window", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoReady(page, "/stan/docs/api/atom");
    const target = await identifier(page, "cartOpen", "const cartOpen");
    await target.tap();
    await expect(target).toBeFocused();
    expect(await popupText(target)).toContain("const cartOpen: Scoped<WritableState<boolean>>");
    const popup = await popupBox(target);
    expect(popup).toMatchObject({ position: "fixed", bottom: "8px", left: "8px" });
    await context.close();
  });

  test("the quick info is not in the page's HTML: it comes with the page's code data when the block is first reached, once", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => /\/code-data\/[0-9a-f]+\.json$/.test(request.url()) && fetched.push(new URL(request.url()).pathname));
    await gotoReady(page, "/stan/docs/api/atom");
    await expect(page.locator(".markdown .tw")).not.toHaveCount(0);
    await expect(page.locator(".markdown .tw[aria-description]")).toHaveCount(0);
    expect(fetched).toEqual([]);
    const first = page.locator(".markdown .code-block pre").first();
    await first.hover({ position: { x: 2, y: 2 } });
    await expect(first.locator(".tw:not([aria-description])")).toHaveCount(0);
    // The other blocks are given theirs when reached, from the same file.
    const second = page.locator(".markdown .code-block pre", { has: page.locator(".tw") }).nth(1);
    await second.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await second.hover({ position: { x: 2, y: 2 } });
    await expect(second.locator(".tw:not([aria-description])")).toHaveCount(0);
    expect(fetched).toHaveLength(1);
  });

  test("on a slow connection a name focused before its quick info has come shows it when it comes, and a screen reader is told it once", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/code-data\/[0-9a-f]+\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoReady(page, "/stan/docs/api/atom");
    const target = page.locator(".markdown .code-block .tw", { hasText: /^cartOpen$/ }).first();
    await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await target.focus();
    await expect(target).toBeFocused();
    // Nothing shown meanwhile: no empty popup.
    expect(await popupText(target)).toBe("");
    release();
    await expect.poll(() => popupText(target)).toContain("const cartOpen: Scoped<WritableState<boolean>>");
    await expect(target).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "const cartOpen: Scoped<WritableState<boolean>>" })).toHaveCount(1);
  });

  // Without JavaScript the code is in the page, and a name shows no empty popup: no-javascript.spec.ts.
});
