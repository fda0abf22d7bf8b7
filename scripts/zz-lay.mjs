import { chromium } from "playwright";
import chromiumSetup from "../tests/support/chromium.cjs";
const browser = await chromium.launch({ executablePath: chromiumSetup.CHROMIUM_PATH, args: chromiumSetup.CHROMIUM_ARGS });
const files = process.argv.slice(3); const runs = Number(process.argv[2]);
const res = Object.fromEntries(files.map((f) => [f, []]));
for (let r = 0; r < runs; r++) for (const f of files) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:9198/${f}`);
  res[f].push(await page.evaluate(() => window.__layout));
  await context.close();
}
for (const f of files) { const v = res[f].sort((a, b) => a - b); console.log(f.padEnd(16), "median", v[Math.floor(v.length / 2)].toFixed(1), "ms  all", v.map((x) => x.toFixed(0)).join(" ")); }
await browser.close();
