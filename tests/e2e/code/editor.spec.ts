import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { gotoReady } from "../../support/browser/page-ready";

/**
 * "Try it in place" (issue 26): every TypeScript sample can be edited in place, with the compiler
 * answering in a Web Worker. What a reader does: open a sample, make a mistake and read the
 * compiler's message, read a name's type after an edit, copy and reset, do it all from the keyboard;
 * the samples the build compiles its own way; and what a reader sees when the editor or TypeScript
 * cannot load. Each test loads one page where it can: every Edit starts TypeScript in a new worker.
 */
const EDIT = "Edit this sample, with the TypeScript compiler";
const CLOSE = "Close the editor";
const RESET = "Reset the sample to the original";
/** The compiler answers in a worker: on a busy two-core machine its first answer takes seconds, so every wait is longer here. */
const expect = baseExpect.configure({ timeout: 20_000 });
/** The atom page's first sample: `const cartOpen = atom(false, …)` with a `// ^?` under it. */
const ATOM = "/stan/docs/api/atom";

/** The page's first block, the cartOpen sample (by place: its text changes as the tests edit it). */
const firstSample = (page: Page) => page.locator(".markdown .code-block").first();
/** A block's own code (the editor's hidden lines are a `<pre>` too). */
const codeOf = (block: Locator) => block.locator("pre[role=group]");
const verdictOf = (block: Locator) => block.getByTestId("editor-verdict");
const editorOf = (block: Locator) => block.getByRole("textbox");
const editorText = (block: Locator) => editorOf(block).evaluate((element) => [...element.querySelectorAll(".cm-line")].map((line) => line.textContent).join("\n"));

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

/** The line at the end of the editor, typed after the code. */
async function typeAtEnd(page: Page, block: Locator, text: string): Promise<void> {
  await editorOf(block).press("Control+End");
  await page.keyboard.type(text);
}

test.describe("sample editor", () => {
  test.describe.configure({ timeout: 60_000 });

  // Edit is in the server HTML of every TS and TSX block and of no other (tests/site/code-blocks.test.ts), and out of
  // sight without JavaScript (no-javascript.spec.ts).

  test("a reader's session: the editor in the block's place, a mistake and its message, a name's type after an edit, Copy, Reset, Close and open again", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    await block.scrollIntoViewIfNeeded();
    const before = await block.boundingBox();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await expect(codeOf(block)).toContainText("const cartOpen = atom(false, { tag: 'cartOpen' });");
    await openEditor(block);

    // In place of the code, same place and width, and the page did not scroll.
    await expect(codeOf(block)).toBeHidden();
    const editor = editorOf(block);
    await expect(editor).toBeFocused();
    await expect(editor).toHaveAccessibleName("TS code, editable");
    await expect(verdictOf(block)).toHaveText("No errors");
    const after = await block.boundingBox();
    expect([after?.x, after?.y, after?.width]).toEqual([before?.x, before?.y, before?.width]);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // The sample's own code, its `// ^?` line included, the answer under it as the page showed it, and how to leave.
    const original = await editorText(block);
    expect(original).toContain("const cartOpen = atom(false, { tag: 'cartOpen' });\n//    ^?");
    await expect(block.locator(".cm-editor .tq")).toHaveText("      ^ const cartOpen: Scoped<WritableState<boolean>>");
    await expect(block.getByText("Escape, then Tab, leaves the editor")).toBeVisible();
    await expect(block.getByRole("button", { name: CLOSE })).toBeVisible();

    // A wrong assignment: underlined, listed with the compiler's message, announced.
    await typeAtEnd(page, block, "\nconst count: number = 'one';");
    const errors = block.getByRole("list", { name: "Compiler errors" });
    await expect(errors.getByRole("listitem")).toHaveText([/^Line \d+TS2322: Type 'string' is not assignable to type 'number'\.$/]);
    await expect(verdictOf(block)).toHaveText("1 error");
    await expect(block.locator(".cm-ts-error")).toHaveText("count");
    await expect(block.getByRole("status")).toContainText("Error on line");
    await expect(block.getByRole("status")).toContainText("Type 'string' is not assignable to type 'number'.");
    // Copy copies the code being edited.
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${original}\nconst count: number = 'one';`);
    // The line's button takes the cursor to the error; fixed, the error goes.
    await errors.getByRole("button").click();
    await expect(editor).toBeFocused();
    await page.keyboard.press("End");
    for (let index = 0; index < "'one';".length; index += 1) await page.keyboard.press("Backspace");
    await page.keyboard.type("1;");
    await expect(verdictOf(block)).toHaveText("No errors");
    await expect(errors).toHaveCount(0);

    // A name's type after an edit: the `// ^?` answer follows, and hovering the name shows its quick info.
    await block.locator(".cm-line", { hasText: "const cartOpen = atom(false" }).click();
    await page.keyboard.press("Home");
    for (let index = 0; index < "const cartOpen = atom(".length; index += 1) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+Control+ArrowRight");
    await page.keyboard.type("42");
    await expect(block.locator(".cm-editor .tq")).toHaveText("      ^ const cartOpen: Scoped<WritableState<number>>");
    await hoverWord(page, block.locator(".cm-line", { hasText: "const cartOpen = atom(42" }), "cartOpen");
    await expect(page.locator(".cm-ts-info")).toContainText("const cartOpen: Scoped<WritableState<number>>");

    // Reset brings the original back; closed and opened again, an edit is kept until Reset.
    await block.getByRole("button", { name: RESET }).click();
    await expect.poll(() => editorText(block)).toBe(original);
    await expect(verdictOf(block)).toHaveText("No errors");
    await page.keyboard.type("// again\n");
    await block.getByRole("button", { name: CLOSE }).click();
    await expect(codeOf(block)).toBeVisible();
    await expect(editor).toHaveCount(0);
    await openEditor(block);
    await expect(editorOf(block)).toContainText("// again");
    await context.close();
  });

  test("keyboard only: Tab to Edit, Enter, type, quick info at the cursor, Escape then Tab leaves; closed, the block is one Tab stop again", async ({ page }) => {
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    // From the title, Tab goes on until Edit (the page's controls before the first sample).
    await page.locator("main h1").click();
    const edit = block.getByRole("button", { name: EDIT });
    for (let presses = 0; presses < 40 && !(await edit.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press("Tab");
    await expect(edit).toBeFocused();
    await page.keyboard.press("Enter");
    const editor = editorOf(block);
    await expect(editor).toBeFocused({ timeout: 40_000 });
    // To the name on the first line after the imports, by arrow keys: its quick info shows and is announced.
    await page.keyboard.press("Control+Home");
    for (let index = 0; index < 2; index += 1) await page.keyboard.press("ArrowDown");
    for (let index = 0; index < 8; index += 1) await page.keyboard.press("ArrowRight");
    await expect(page.locator(".cm-ts-info")).toContainText("const cartOpen: Scoped<WritableState<boolean>>");
    await expect(block.getByRole("status")).toContainText("const cartOpen: Scoped<WritableState<boolean>>");
    // An edit: a wrong line at the end.
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\nconst n: number = 'x';");
    await expect(verdictOf(block)).toHaveText("1 error");
    // Tab indents inside the editor; Escape then Tab leaves it, to Reset under it.
    await page.keyboard.press("Tab");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    await expect(block.getByRole("button", { name: RESET })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(verdictOf(block)).toHaveText("No errors");
    await expect(editor).toBeFocused();
    // Back up to the header: Copy, then Close, which keeps the focus as it turns back into Edit.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Shift+Tab");
    await expect(block.getByRole("button", { name: "Copy code to clipboard" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(block.getByRole("button", { name: CLOSE })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(codeOf(block)).toBeVisible();
    await expect(edit).toBeFocused();
    // The block works with the keyboard as before: Copy, then its first name, the arrow keys to the next; Tab leaves it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const names = codeOf(block).locator(".tw");
    await expect(names.first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(names.nth(1)).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await codeOf(block).evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
  });

  test("at 390 px, samples the build compiles its own way: hidden lines compiled, not shown; React 19's types; `fails`", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/stan/docs/guides/error-handling");
    const hidden = page.locator(".markdown .code-block").filter({ hasText: "type ArticleResult =" }).first();
    await openEditor(hidden);
    await expect(verdictOf(hidden)).toHaveText("No errors");
    await expect(editorOf(hidden)).not.toContainText("declare function fetchArticle");
    await expect(hidden.locator("details summary")).toHaveText("2 hidden lines, compiled before the code (not editable)");
    // The header's buttons and the editor fit the screen.
    for (const name of [CLOSE, "Copy code to clipboard"]) {
      const box = await hidden.getByRole("button", { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A call to the hidden function with a wrong argument is the compiler's error.
    await typeAtEnd(page, hidden, "\nfetchArticle(1, new AbortController().signal);");
    await expect(hidden.getByRole("list", { name: "Compiler errors" })).toContainText("TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.");

    await gotoReady(page, "/stan/docs/guides/param-serialization");
    const failing = page.locator(".markdown .code-block").filter({ hasText: "atomFamily<string[], Date>" }).first();
    await openEditor(failing);
    await expect(verdictOf(failing)).toHaveText("1 error: this sample shows a mistake on purpose");
    await expect(failing.getByRole("list", { name: "Compiler errors" })).toContainText("TS2344");
  });

  test("a TS sample that imports Vue and its server renderer gets Vue's types: no errors, a name's quick info, a mistake caught", async ({ page }) => {
    // The sample is in the Vue tab of the framework group: a Vue reader's link opens on it.
    await gotoReady(page, "/stan/docs/guides/ssr?framework=vue");
    const block = page.locator(".markdown .code-block").filter({ hasText: "from 'vue/server-renderer'" }).first();
    await expect(block).toBeVisible();
    await block.scrollIntoViewIfNeeded();
    await openEditor(block);
    await expect(verdictOf(block)).toHaveText("No errors");
    await hoverWord(page, block.locator(".cm-line", { hasText: "return await renderToString(" }), "renderToString");
    await expect(page.locator(".cm-ts-info")).toContainText("renderToString(input: App");
    await typeAtEnd(page, block, "\nrenderToString(1);");
    await expect(block.getByRole("list", { name: "Compiler errors" })).toContainText(
      // The union's order is the checker's, which varies with what it has checked before.
      /TS2345: Argument of type 'number' is not assignable to parameter of type '(App<any> \| VNode<[^']+>|VNode<[^']+> \| App<any>)'\./,
    );
  });

  test("what cannot load: the editor's code, then TypeScript; each time a short message, the sample as it was, and Edit tries again", async ({ page, context }) => {
    await gotoReady(page, ATOM);
    const block = firstSample(page);
    // No chunk of the site downloads from here on (the page's own are in already).
    const chunks = /\/stan\/[0-9a-f]{8}\.js$/;
    await context.route(chunks, (route) => route.abort("internetdisconnected"));
    await block.getByRole("button", { name: EDIT }).click();
    await expect(block.getByRole("alert")).toHaveText("The editor could not start: its code did not download. The sample is unchanged; press Edit to try again.");
    await expect(codeOf(block)).toBeVisible();
    // The chunks come, TypeScript does not.
    await context.unroute(chunks);
    const typescript = /\/stan\/editor-typescript-[0-9a-f]{20}\.js$/;
    await context.route(typescript, (route) => route.abort("internetdisconnected"));
    await block.getByRole("button", { name: EDIT }).click();
    await expect(block.getByRole("alert")).toHaveText("The editor could not start: TypeScript could not be loaded. The sample is unchanged; press Edit to try again.");
    await expect(codeOf(block)).toBeVisible();
    await expect(editorOf(block)).toHaveCount(0);
    // Back online, Edit works.
    await context.unroute(typescript);
    await openEditor(block);
    await expect(verdictOf(block)).toHaveText("No errors");
    await expect(block.getByRole("alert")).toHaveCount(0);
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
    await typeAtEnd(page, block, "\nconst n: number = 'x';");
    await expect(verdictOf(block)).toHaveText("1 error");
    expect(violations).toEqual([]);
  });
});
