import { expect, test, type Page } from "@playwright/test";
import { gotoReady } from "../../support/browser/page-ready";

/**
 * The keyboard through code blocks (src/ui/behaviours/code-focus.ts, src/ui/hooks/useCodeBody.ts): a
 * block is at most one Tab stop, the arrow keys reach each of its names and show its type, a screen
 * reader is told the type, Escape and Tab leave; so a page's footer is a bounded number of Tabs away.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Where keyboard focus is: which code block (by index, -1 none), which name, whether on the block itself, the type popup shown. */
function focusOf(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const pre = active?.closest(".code-block pre") ?? null;
    const isName = Boolean(active?.matches(".tw"));
    const popup = active && isName ? getComputedStyle(active, "::before") : null;
    return {
      block: pre ? Array.from(document.querySelectorAll(".code-block pre")).indexOf(pre) : -1,
      name: isName ? active?.textContent : null,
      tabIndex: active?.getAttribute("tabindex") ?? null,
      onBlock: Boolean(pre) && active === pre,
      popup: popup && popup.display !== "none" && popup.content !== "none" && popup.content !== "normal" ? active?.getAttribute("aria-description") : null,
      top: active?.getBoundingClientRect().top ?? 0,
      inFooter: Boolean(active?.closest("footer")),
    };
  });
}

/** What the browser tells a screen reader about the focused element (its accessibility node). */
async function accessibleFocus(page: Page): Promise<{ role?: string; name?: string; description?: string }> {
  const session = await page.context().newCDPSession(page);
  const { result } = await session.send("Runtime.evaluate", { expression: "document.activeElement" });
  const { nodes } = await session.send("Accessibility.getPartialAXTree", { objectId: result.objectId, fetchRelatives: false });
  await session.detach();
  const node = nodes[0] as { role?: { value: string }; name?: { value: string }; description?: { value: string } };
  return { role: node.role?.value, name: node.name?.value, description: node.description?.value };
}

/** Text as the accessibility tree gives it: runs of white space as one space. */
function spoken(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Presses Tab until focus is inside a code block whose names are on more than one line (at most `limit` times). */
async function tabIntoABlock(page: Page, limit = 100) {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    const focus = await focusOf(page);
    if (focus.block === -1) continue;
    const lines = await page.locator(".code-block pre").nth(focus.block).locator(".tw").evaluateAll((names) => new Set(names.map((name) => name.getBoundingClientRect().top)).size);
    if (lines > 1) return focus;
  }
  throw new Error(`no code block with names on several lines within ${limit} Tabs`);
}

test.describe("keyboard through code", () => {
  test("api/react: Tab enters a block on one name; the arrow keys go through its names and show each type; Escape, then Tab, leave", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoReady(page, "/stan/docs/api/react");
    const reached = await tabIntoABlock(page);
    expect(reached.name, "a block with types is entered on a name").not.toBeNull();
    expect(reached.tabIndex).toBe("0");
    // Its type comes with the page's code data, fetched as focus entered the block (src/ui/behaviours/code-data.ts).
    await expect.poll(async () => (await focusOf(page)).popup ?? "", { message: "its type is shown" }).toMatch(/\S/);
    const entered = await focusOf(page);
    const told = await accessibleFocus(page);
    expect(told.description, "a screen reader is told the type, which names the name").toBe(spoken(entered.popup));
    expect(told.description).toContain(entered.name as string);

    await page.keyboard.press("ArrowRight");
    const next = await focusOf(page);
    expect(next.block).toBe(entered.block);
    expect(next.name).not.toBeNull();
    expect(next.popup).toMatch(/\S/);
    expect(next.popup).not.toBe(entered.popup);
    expect((await accessibleFocus(page)).description).toBe(spoken(next.popup));
    // The block's one Tab stop moved along: the name reached, and only it.
    const stops = await page.locator(".code-block pre").nth(entered.block).locator('[tabindex="0"]').count();
    expect(stops).toBe(1);
    expect(next.tabIndex).toBe("0");

    await page.keyboard.press("ArrowDown");
    const below = await focusOf(page);
    expect(below.block).toBe(entered.block);
    expect(below.top, "ArrowDown reaches a name on a line below").toBeGreaterThan(next.top);
    await page.keyboard.press("ArrowUp");
    expect((await focusOf(page)).top).toBe(next.top);

    // Escape closes the type and stays; a second Escape leaves the names for the block.
    await page.keyboard.press("Escape");
    const closed = await focusOf(page);
    expect(closed.name).toBe(next.name);
    expect(closed.popup).toBeNull();
    await page.keyboard.press("Escape");
    expect(await focusOf(page)).toMatchObject({ block: entered.block, onBlock: true, name: null });
    // Tab goes on past the block, and Shift+Tab comes back to the name last reached.
    await page.keyboard.press("Tab");
    const after = await focusOf(page);
    expect(after.block).not.toBe(entered.block);
    await page.keyboard.press("Shift+Tab");
    expect(await focusOf(page)).toMatchObject({ block: entered.block, name: next.name });
    await page.keyboard.press("Tab");
    expect((await focusOf(page)).block).not.toBe(entered.block);
  });

  test("api/react: the footer is a bounded number of Tabs away, one stop per code block at most", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoReady(page, "/stan/docs/api/react");
    const blocks = await page.locator(".markdown .code-block pre").count();
    const stopsPerBlock = new Map<number, number>();
    let presses = 0;
    for (; presses < 400; presses++) {
      await page.keyboard.press("Tab");
      const focus = await focusOf(page);
      if (focus.block !== -1) stopsPerBlock.set(focus.block, (stopsPerBlock.get(focus.block) ?? 0) + 1);
      if (focus.inFooter) break;
    }
    presses += 1;
    test.info().annotations.push({ type: "Tabs to the footer on api/react", description: `${presses} (code blocks: ${blocks}, of which ${stopsPerBlock.size} are Tab stops)` });
    console.log(`api/react: ${presses} Tabs to the footer; ${stopsPerBlock.size} of ${blocks} code blocks are a Tab stop`);
    expect([...stopsPerBlock.values()].filter((stops) => stops > 1), "no block is more than one Tab stop").toEqual([]);
    expect(stopsPerBlock.size).toBeLessThanOrEqual(blocks);
    // Was 402 to 423, 303 to 318 of them inside code blocks; 198 with the 1.7.3 page (30 blocks, 101 links in
    // <main>, 31 of them the table of contents'), every one of them a stop of the page's own.
    expect(presses).toBeLessThanOrEqual(215);
  });

  test("a block without types is a Tab stop only while it scrolls sideways", async ({ page }) => {
    for (const [viewport, scrolls] of [
      [PHONE, true],
      [DESKTOP, false],
    ] as const) {
      await page.setViewportSize(viewport);
      await gotoReady(page, "/stan/docs/getting-started/examples");
      const pre = page.locator(".markdown .code-block pre").first();
      expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth), `scrolls at ${viewport.width} px`).toBe(scrolls);
      if (scrolls) await expect(pre).toHaveAttribute("tabindex", "0");
      else await expect(pre).not.toHaveAttribute("tabindex");
    }
  });
});
