const { chromium } = require("playwright");
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require("./tests/support/chromium.cjs");
(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const jobs = [["", 390, "dark"], ["docs/getting-started/frameworks", 390, "light"], ["docs/api/utils", 1280, "dark"], ["docs/guides/ssr", 1280, "light"]];
  for (const [route, w, theme] of jobs) {
    const ctx = await browser.newContext({ viewport: { width: w, height: w === 390 ? 844 : 900 }, colorScheme: theme });
    const page = await ctx.newPage();
    await page.goto("http://127.0.0.1:9100/stan/" + route);
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForTimeout(300);
    const name = `/tmp/shot-${route.replace(/\//g, "_") || "home"}-${w}-${theme}.png`;
    await page.screenshot({ path: name, fullPage: w === 390 && route === "" });
    console.log(name);
    await ctx.close();
  }
  await browser.close();
})();
