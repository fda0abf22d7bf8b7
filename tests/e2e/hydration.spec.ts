import { expect, test } from "@playwright/test";
import { PAGINATOR, gotoReady } from "../support/browser/page-ready";

// React must keep the server-rendered DOM of the whole page and only attach behaviour to it
// (a mismatch would make it throw the server HTML away and render the page again).
// Made on purpose once the page is interactive: the "Copy page" link becomes a button with a
// status message. (The search shortcut's hint and the code blocks' copy buttons are in the
// server HTML: nothing is added for them.) Elements are named by tag, global classes (component
// classes are generated) and parent.
const CHANGES_ON_PURPOSE = ["removed a in header", "added button in header", "added span.visually-hidden in header"];

test.describe("hydration", () => {
  test("every part of the page keeps its server-rendered elements, only the planned changes; then a client-side navigation renders the next doc's body at once", async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { bodyChanges: string[] }).bodyChanges = changes;
      document.addEventListener("DOMContentLoaded", () => {
        const body = document.getElementById("___gatsby");
        if (!body) return;
        // A CSS Module's class begins with a capital (src/gatsby/webpack/css-class-names.ts); a global one does not.
        const globalClasses = (element: Element) => [...element.classList].filter((name) => /^[a-z]/.test(name)).map((name) => `.${name}`).join("");
        const name = (node: Node, parent: Node) => `${node instanceof Element ? node.tagName.toLowerCase() + globalClasses(node) : node.nodeName} in ${parent.nodeName.toLowerCase()}`;
        new MutationObserver((records) => {
          for (const record of records) {
            record.removedNodes.forEach((node) => changes.push(`removed ${name(node, record.target)}`));
            record.addedNodes.forEach((node) => changes.push(`added ${name(node, record.target)}`));
          }
        }).observe(body, { childList: true, subtree: true });
      });
    });
    for (const path of ["/stan/docs/guides/caching", "/stan/docs/getting-started/installation", "/stan/docs"]) {
      await test.step(path, async () => {
        await gotoReady(page, path);
        // Whitespace text nodes may be split or merged by the hydration; elements may not change.
        const changes = await page.evaluate(() => (window as unknown as { bodyChanges: string[] }).bodyChanges.filter((change) => !/^\S+ #text /.test(change)));
        expect(changes.sort()).toEqual([...CHANGES_ON_PURPOSE].sort());
        // And the body is live: every code block has its copy button, shown now that the scripts run.
        await expect(page.locator(".markdown .code-block:not(:has(.code-block__copy))")).toHaveCount(0);
        for (const button of await page.locator(".markdown .code-block__copy").all()) await expect(button).toHaveCSS("visibility", "visible");
      });
    }

    // From /stan/docs, the next doc by a client-side navigation.
    const next = page.locator(`${PAGINATOR} a[rel="next"]`);
    const title = (await next.locator("span").last().innerText()).replace(/»/, "").trim();
    await next.click();
    await expect(page.locator("main h1")).toHaveText(title);
    await expect(page.locator(".markdown > h2").first()).toBeVisible();
    await expect(page.locator(".markdown .code-block__copy").first()).toBeAttached();
  });
});

test("the page keeps its height while it is read, and End reaches the footer", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, "/stan/docs/api/atom");
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const onLoad = await height();
  for (let y = 0; y < onLoad; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
  expect(await height()).toBe(onLoad);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Headless Chromium on a loaded machine now and then drops a keyboard scroll (seen once in CI,
  // microsoft/playwright#35405), so an End that moved nothing is pressed again. A page that took
  // End away, or grew below it, still fails: the footer would never come into view.
  await expect(async () => {
    await page.locator("body").press("End");
    await expect(page.locator("footer")).toBeInViewport({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
});

