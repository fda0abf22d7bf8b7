import { expect, test } from "@playwright/test";
import { BUDGETS, MEASURED_PAGES, measurePage } from "../support/page-weight.cjs";

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// Byte budgets of issue 6, on the pages of the Docusaurus comparison. Each test opens a new
// browser context, so the cache is cold. Sizes are gzip (level 6) of the bytes served, so they
// do not depend on the server's compression and stay the same from run to run.
test.describe("byte budgets (cold load)", () => {
  for (const path of MEASURED_PAGES) {
    test(`${path}: first-load JS <= ${kB(BUDGETS.firstLoadJsGz)} gz, CSS <= ${kB(BUDGETS.cssGz)} gz, one render-blocking CSS at most`, async ({ page }) => {
      const weight = await measurePage(page, path);
      expect(weight.status).toBe(200);
      const scripts = weight.scripts.map((script) => `${new URL(script.url).pathname} ${kB(script.gzip)}`).join(", ");
      expect(weight.firstLoadJsGz, `first-load JS ${kB(weight.firstLoadJsGz)}: ${scripts}`).toBeLessThanOrEqual(BUDGETS.firstLoadJsGz);
      expect(weight.cssGz, `CSS: inlined ${kB(weight.inlineCssGz)} + files ${kB(weight.cssFilesGz)}`).toBeLessThanOrEqual(BUDGETS.cssGz);
      expect(weight.renderBlocking.scripts, "render-blocking scripts").toEqual([]);
      expect(weight.renderBlocking.stylesheets.length, "render-blocking stylesheets").toBeLessThanOrEqual(BUDGETS.renderBlockingCssFiles);
      // The measurement saw the page's own code: the framework, the app and a page component.
      expect(weight.scripts.length).toBeGreaterThanOrEqual(3);
    });
  }
});
