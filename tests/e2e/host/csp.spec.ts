import { expect, test, type Page } from "@playwright/test";
import { pageRoutes, UNKNOWN_PATH } from "../../support/site/built-site";
import { directive, inlineScriptHashes } from "../../support/browser/csp";
import { DOCS_SIDEBAR, expectHydrated } from "../../support/browser/page-ready";

// The Content-Security-Policy every page carries as a <meta> (GitHub Pages sends no headers;
// nginx sends the same policy as a header as well). Runs on every host (@host).

/** Collects CSP violations from the first script on, in every page the context opens. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe("Content-Security-Policy", { tag: "@host" }, () => {
  test("every page has its policy as the first <meta> after the charset: its own inline scripts by hash, never 'unsafe-inline'", async ({ request }) => {
    for (const route of [...pageRoutes(), UNKNOWN_PATH]) {
      const html = await (await request.get(route)).text();
      const head = /<head[^>]*>\s*<meta charset="utf-8"\/?>\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>\s*<meta name="referrer" content="strict-origin-when-cross-origin"\/?>/i.exec(html);
      expect(head, `${route}: CSP and referrer <meta> right after the charset`).not.toBeNull();
      const policy = head?.[1] ?? "";
      const scriptSrc = directive(policy, "script-src");
      expect(directive(policy, "default-src"), route).toEqual(["'self'"]);
      expect(directive(policy, "object-src"), route).toEqual(["'none'"]);
      expect(directive(policy, "frame-ancestors"), `${route}: a <meta> policy cannot carry frame-ancestors`).toEqual([]);
      expect(scriptSrc.join(" "), route).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:(?!\/\/www\.googletagmanager\.com)/);
      const hashes = inlineScriptHashes(html);
      expect(hashes.length, `${route} has the boot script inline`).toBeGreaterThan(0);
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), `${route}: exactly its own inline scripts`).toEqual([...new Set(hashes)].sort());
    }
  });

  test("the site works under it: no violation while reading, switching theme, navigating and opening menus", async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const messages: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(`${page.url()}: ${message.text()}`);
    });
    for (const route of [...pageRoutes(), UNKNOWN_PATH]) {
      await page.goto(route);
      await expect(page.locator("html"), route).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
      expect(await violations(), route).toEqual([]);
    }
    await page.goto("/stan/docs/api/atom");
    await expectHydrated(page);
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    await page.locator(`${DOCS_SIDEBAR} a`, { hasText: /^selector$/ }).click();
    await expect(page.locator("main h1")).toHaveText("selector");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /search/i }).first().click();
    const dialog = page.getByRole("dialog").first();
    await expect(dialog).toBeVisible();
    await page.keyboard.type("atom");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("dialog", { name: "Navigation menu" }).getByRole("link", { name: "Store", exact: true }).click();
    await expect(page.locator("main h1")).toHaveText("Store");
    expect(await violations()).toEqual([]);
    expect(messages).toEqual([]);
  });

  test("the policy is enforced: an injected inline script does not run and is reported", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/stan/docs");
    await expectHydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/));
  });
});
