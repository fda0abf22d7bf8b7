import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page: the first page_view is pushed from onRouteUpdate, after the first render. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).some((entry) => entry.event === "page_view"));
}
