import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { ALL_PAGES } from "./routes";
import { gotoReady } from "./support";

/**
 * "Try it in place" (issue 26): every TypeScript sample can be edited in place, with the compiler
 * answering in a Web Worker. What a reader does: open a sample, make a mistake and read the
 * compiler's message, read a name's type after an edit, do it all from the keyboard, reset; and what
 * a reader sees when the editor or TypeScript cannot load.
 */
const EDIT = "Edit this sample, with the TypeScript compiler";
/** The compiler answers in a worker: on a busy two-core machine its first answer takes seconds, so every wait is longer here. */
const expect = baseExpect.configure({ timeout: 20_000 });
/** The atom page's first sample: `const cartOpen = atom(false, …)` with a `// ^?` under it. */
const ATOM = "/stan/docs/api/atom";

/** The page's first block, the cartOpen sample (by place: its text changes as the tests edit it). */
const firstSample = (page: Page) => page.locator(".markdown .code-block").first();
const verdictOf = (block: Locator) => block.getByTestId("editor-verdict");
const editorOf = (block: Locator) => block.getByRole("textbox");

/** Moves the pointer over the first `word` of a line of the editor (a name is not always an element of its own). */
async function hoverWord(page: Page, line: Locator, word: string): Promise<void> {
  const point = await line.evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
    throw new Error(`no "${text}" in the line`);
  }, word);
  await page.mouse.move(point.x, point.y);
}

/** Opens the sample's editor and waits for the compiler's first answer. */
async function openEditor(block: Locator): Promise<void> {
  await block.getByRole("button", { name: EDIT }).click();
  await expect(verdictOf(block)).toBeVisible({ timeout: 40_000 });
}


test.describe("sample editor", () => {
  test.describe.configure({ timeout: 90_000 });

  test("every TS and TSX sample of every page has an Edit button, and no other block has one", async ({ page }) => {
    for (const path of ALL_PAGES) {
      await gotoReady(page, path);
      const languages = await page.locator(".code-block .code-block__language").allTextContents();
      const typescript = languages.filter((language) => language === "TS" || language === "TSX").length;
      await expect(page.getByRole("button", { name: EDIT }), path).toHaveCount(typescript);
    }
  });

  test("without JavaScript there is no Edit button", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ATOM);
    await expect(page.locator(".code-block pre").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Edit/ })).toHaveCount(0);
    await context.close();
  });

  test("open a sample: the editor takes the block's place and width, with the sample's code and the compiler's verdict", async ({ page }) => {
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    await block.scrollIntoViewIfNeeded();
    const before = await block.boundingBox();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await expect(block.locator("pre")).toContainText("const cartOpen = atom(false, { tag: 'cartOpen' });");
    await openEditor(block);
    await expect(block.locator("pre")).toHaveCount(0);
    const editor = editorOf(block);
    await expect(editor).toBeFocused();
    await expect(editor).toHaveAccessibleName("TS code, editable");
    await expect(verdictOf(block)).toHaveText("No errors");
    // The sample's own code, its `// ^?` line included, and the answer under it as the page showed it.
    const code = await editor.evaluate((element) => [...element.querySelectorAll(".cm-line")].map((line) => line.textContent).join("\n"));
    expect(code).toContain("const cartOpen = atom(false, { tag: 'cartOpen' });\n//    ^?");
    await expect(block.locator(".tq")).toHaveText("      ^ const cartOpen: Scoped<WritableState<boolean>>");
    // Same place, same width; the page did not scroll.
    const after = await block.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
    expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
    expect(after?.width).toBeCloseTo(before?.width ?? -1, 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // The visible hint says how to leave the editor.
    await expect(block.getByText("Escape, then Tab, leaves the editor")).toBeVisible();
  });

  test("a wrong assignment: underlined, listed with the compiler's message, announced; fixed, it goes", async ({ page }) => {
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    await openEditor(block);
    await editorOf(block).press("Control+End");
    await page.keyboard.type("\nconst count: number = 'one';");
    const errors = block.getByRole("list", { name: "Compiler errors" });
    await expect(errors.getByRole("listitem")).toHaveText([/^Line \d+TS2322: Type 'string' is not assignable to type 'number'\.$/]);
    await expect(verdictOf(block)).toHaveText("1 error");
    await expect(block.locator(".cm-ts-error")).toHaveText("count");
    await expect(block.getByRole("status")).toContainText("Error on line");
    await expect(block.getByRole("status")).toContainText("Type 'string' is not assignable to type 'number'.");
    // The line's button takes the cursor to the error.
    await errors.getByRole("button").click();
    await expect(editorOf(block)).toBeFocused();
    // Fixed: no error left.
    await page.keyboard.press("End");
    for (let index = 0; index < "'one';".length; index += 1) await page.keyboard.press("Backspace");
    await page.keyboard.type("1;");
    await expect(verdictOf(block)).toHaveText("No errors");
    await expect(errors).toHaveCount(0);
  });

  test("a name's type after an edit: the `// ^?` answer follows, and hovering the name shows its quick info", async ({ page }) => {
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    await openEditor(block);
    const falseToken = block.locator(".cm-line", { hasText: "const cartOpen = atom(false" });
    await falseToken.click();
    await page.keyboard.press("Home");
    const line = "const cartOpen = atom(";
    for (let index = 0; index < line.length; index += 1) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+Control+ArrowRight");
    await page.keyboard.type("42");
    await expect(block.locator(".tq")).toHaveText("      ^ const cartOpen: Scoped<WritableState<number>>");
    await hoverWord(page, block.locator(".cm-line", { hasText: "const cartOpen = atom(42" }), "cartOpen");
    await expect(page.locator(".cm-ts-info")).toContainText("const cartOpen: Scoped<WritableState<number>>");
  });

  test("keyboard only: Enter opens, quick info at the cursor is shown and announced, Escape then Tab leaves, Reset and Close from the header", async ({ page }) => {
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    const edit = block.getByRole("button", { name: EDIT });
    await edit.focus();
    await page.keyboard.press("Enter");
    const editor = editorOf(block);
    await expect(editor).toBeFocused({ timeout: 40_000 });
    // To the name on the first line after the imports, by arrow keys.
    await page.keyboard.press("Control+Home");
    for (let index = 0; index < 2; index += 1) await page.keyboard.press("ArrowDown");
    for (let index = 0; index < 8; index += 1) await page.keyboard.press("ArrowRight");
    await expect(page.locator(".cm-ts-info")).toContainText("const cartOpen: Scoped<WritableState<boolean>>");
    await expect(block.getByRole("status")).toContainText("const cartOpen: Scoped<WritableState<boolean>>");
    // An edit: a wrong line at the end.
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\nconst n: number = 'x';");
    await expect(verdictOf(block)).toHaveText("1 error");
    // Tab indents inside the editor...
    await page.keyboard.press("Tab");
    await expect(editor).toBeFocused();
    // ...Escape then Tab leaves it, to the error's button under it.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    await expect(editor).not.toBeFocused();
    await expect(block.getByRole("button", { name: /go to the error/ })).toBeFocused();
    // Back up to the header: Copy, Close, Reset.
    await page.keyboard.press("Shift+Tab");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Shift+Tab");
    await expect(block.getByRole("button", { name: "Copy code to clipboard" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(block.getByRole("button", { name: "Reset the sample to the original" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(verdictOf(block)).toHaveText("No errors");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(block.getByRole("button", { name: "Close the editor" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(block.locator("pre")).toBeVisible();
    await expect(edit).toBeFocused();
  });

  test("reset brings the original back, and Copy copies the code being edited", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    await openEditor(block);
    const original = await editorOf(block).evaluate((element) => [...element.querySelectorAll(".cm-line")].map((line) => line.textContent).join("\n"));
    await editorOf(block).press("Control+End");
    await page.keyboard.type("\n// mine");
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${original}\n// mine`);
    await block.getByRole("button", { name: "Reset the sample to the original" }).click();
    await expect.poll(() => editorOf(block).evaluate((element) => [...element.querySelectorAll(".cm-line")].map((line) => line.textContent).join("\n"))).toBe(original);
    await expect(verdictOf(block)).toHaveText("No errors");
    // Closed and opened again, an edit is kept until Reset.
    await page.keyboard.type("// again\n");
    await block.getByRole("button", { name: "Close the editor" }).click();
    await openEditor(block);
    await expect(editorOf(block)).toContainText("// again");
    await context.close();
  });

  test("samples marked `fails` and `react19` behave as in the build; hidden lines are compiled, not shown", async ({ page }) => {
    await gotoReady(page, "/stan/docs/guides/param-serialization");
    const failing = page.locator(".markdown .code-block").filter({ hasText: "atomFamily<string[], Date>" }).first();
    await openEditor(failing);
    await expect(verdictOf(failing)).toHaveText("1 error: this sample shows a mistake on purpose");
    await expect(failing.getByRole("list", { name: "Compiler errors" })).toContainText("TS2344");

    await gotoReady(page, "/stan/docs/guides/caching");
    const react19 = page.locator(".markdown .code-block").filter({ hasText: "use(useStanValue(productDetails(productId)))" }).first();
    await openEditor(react19);
    await expect(verdictOf(react19)).toHaveText("No errors");

    await gotoReady(page, "/stan/docs/api/react");
    const hidden = page.locator(".markdown .code-block").filter({ hasText: "fetchUser(id, signal)" }).first();
    await openEditor(hidden);
    await expect(verdictOf(hidden)).toHaveText("No errors");
    await expect(editorOf(hidden)).not.toContainText("declare function fetchUser");
    await expect(hidden.locator("details summary")).toHaveText("2 hidden lines, compiled before the code (not editable)");
    // A call to the hidden function with a wrong argument is the compiler's error.
    await editorOf(hidden).press("Control+End");
    await page.keyboard.type("\nfetchUser(1, new AbortController().signal);");
    await expect(hidden.getByRole("list", { name: "Compiler errors" })).toContainText("TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.");
  });

  test("at 390 px the editor fits the screen, its header buttons in view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    await openEditor(block);
    for (const name of ["Reset the sample to the original", "Close the editor", "Copy code to clipboard"]) {
      const box = await block.getByRole("button", { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("TypeScript that cannot load: a short message, and the sample stays as it was", async ({ page, context }) => {
    await context.route(/\/stan\/editor-typescript-[0-9a-f]{20}\.js$/, (route) => route.abort("internetdisconnected"));
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    await block.getByRole("button", { name: EDIT }).click();
    await expect(block.getByRole("alert")).toHaveText("The editor could not start: TypeScript could not be loaded. The sample is unchanged; press Edit to try again.", );
    await expect(block.locator("pre")).toBeVisible();
    await expect(block.getByRole("textbox")).toHaveCount(0);
    // Back online, Edit tries again and works.
    await context.unroute(/\/stan\/editor-typescript-[0-9a-f]{20}\.js$/);
    await openEditor(block);
    await expect(verdictOf(block)).toHaveText("No errors");
  });

  test("the editor's code that cannot download (a chunk fails): a short message, and the sample stays", async ({ page, context }) => {
    await gotoReady(page, ATOM);
    // From here on, no chunk of the site downloads (the page's own are in already).
    await context.route(/\/stan\/[0-9a-f]{8}\.js$/, (route) => route.abort("internetdisconnected"));
    const block = firstSample(page);
    await block.getByRole("button", { name: EDIT }).click();
    await expect(block.getByRole("alert")).toHaveText("The editor could not start: its code did not download. The sample is unchanged; press Edit to try again.", );
    await expect(block.locator("pre")).toBeVisible();
    await expect(block.getByRole("button", { name: EDIT })).toBeVisible();
  });
});

test.describe("sample editor under the host's policy", { tag: "@host" }, () => {
  test("the editor and its worker load and answer under the Content-Security-Policy, with no violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    await openEditor(block);
    await expect(verdictOf(block)).toHaveText("No errors");
    await editorOf(block).press("Control+End");
    await page.keyboard.type("\nconst n: number = 'x';");
    await expect(verdictOf(block)).toHaveText("1 error");
    expect(violations).toEqual([]);
  });
});
