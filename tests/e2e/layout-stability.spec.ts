import { expect, test, type Browser } from "@playwright/test";
import { gotoReady } from "./support";

/*
 * Nothing moves when the scripts start (issue 24): the server HTML, which a reader sees for
 * seconds on a slow connection, lays out the top bar and the code blocks' headers exactly as the
 * page does once its scripts run. Compared here as JavaScript off (the server HTML) and on (after
 * hydration), at a phone's width and a laptop's.
 */
type Box = [x: number, y: number, width: number, height: number];

/** Boxes of the top bar's items, the Markdown button beside the title, and the first code blocks' headers and copy buttons. */
function boxes(): Record<string, Box> {
  const out: Record<string, Box> = {};
  const put = (key: string, element: Element) => {
    const rect = element.getBoundingClientRect();
    out[key] = [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value * 10) / 10) as Box;
  };
  document.querySelectorAll('nav[aria-label="Main"] :is(a, button, kbd)').forEach((element, index) => put(`top bar ${index} ${element.tagName.toLowerCase()}`, element));
  document.querySelectorAll("main header :is(a, button)").forEach((element, index) => put(`title's button ${index}`, element));
  [...document.querySelectorAll(".code-block")].slice(0, 6).forEach((block, index) => {
    put(`code block ${index} header`, block.querySelector(".code-block__header")!);
    const copy = block.querySelector(".code-block__copy");
    if (copy) put(`code block ${index} copy button`, copy);
    put(`code block ${index} code`, block.querySelector("pre")!);
  });
  const h1 = document.querySelector("main h1");
  if (h1) put("h1", h1);
  return out;
}

async function layout(browser: Browser, path: string, width: number, javaScriptEnabled: boolean, platform?: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  if (platform) await context.addInitScript((value) => Object.defineProperty(Navigator.prototype, "platform", { configurable: true, get: () => value }), platform);
  const page = await context.newPage();
  if (javaScriptEnabled) await gotoReady(page, path);
  else await page.goto(path);
  const measured = await page.evaluate(boxes);
  const copyVisibility = await page.evaluate(() => {
    const button = document.querySelector(".code-block__copy");
    return button ? getComputedStyle(button).visibility : null;
  });
  await context.close();
  return { boxes: measured, copyVisibility };
}

test.describe("nothing moves when the scripts start", () => {
  for (const width of [390, 1280]) {
    for (const path of ["/stan/docs/api/atom", "/stan/docs/guides/caching", "/stan/", "/stan/this-page-does-not-exist"]) {
      test(`${path} at ${width} px: the top bar, the title's button and the code blocks' headers keep their places`, async ({ browser }) => {
        const off = await layout(browser, path, width, false);
        const on = await layout(browser, path, width, true);
        expect(Object.keys(off.boxes).length).toBeGreaterThanOrEqual(5);
        expect(on.boxes).toEqual(off.boxes);
        if (off.copyVisibility !== null) {
          // The copy buttons hold their place from the start, and show once they work.
          expect(off.copyVisibility).toBe("hidden");
          expect(on.copyVisibility).toBe("visible");
        }
      });
    }
  }

  test("on an Apple platform too: the search hint says ⌘ K in the space Ctrl K takes", async ({ browser }) => {
    const off = await layout(browser, "/stan/docs/api/atom", 1280, false);
    const on = await layout(browser, "/stan/docs/api/atom", 1280, true, "MacIntel");
    expect(on.boxes).toEqual(off.boxes);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "platform", { configurable: true, get: () => "MacIntel" }));
    const page = await context.newPage();
    await gotoReady(page, "/stan/docs/api/atom");
    const search = page.getByRole("button", { name: "Search", exact: true });
    await expect(search).toHaveAccessibleName("Search");
    await expect(search.locator("kbd")).toHaveText(/Ctrl K\s*⌘ K/); // both in the HTML
    await expect(search.locator("kbd span").last()).toBeVisible();
    await expect(search.locator("kbd span").first()).toBeHidden();
    await context.close();
  });
});
