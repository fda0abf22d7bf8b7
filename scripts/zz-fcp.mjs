import { chromium } from "playwright";
import chromiumSetup from "../tests/support/chromium.cjs";
const browser = await chromium.launch({ executablePath: chromiumSetup.CHROMIUM_PATH, args: chromiumSetup.CHROMIUM_ARGS });
for (const u of process.argv.slice(2)) {
  const page = await browser.newPage();
  await page.goto(u, { waitUntil: "load" });
  await page.waitForTimeout(300);
  console.log(u, await page.evaluate(() => performance.getEntriesByType("paint").map((e) => `${e.name} ${Math.round(e.startTime)}`).join(", ")));
  await page.close();
}
await browser.close();
