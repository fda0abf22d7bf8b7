import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until it has hydrated (the app set <html data-hydrated>), so clicks reach React. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
}
