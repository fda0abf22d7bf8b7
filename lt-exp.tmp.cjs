const { chromium } = require("@playwright/test");
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require("./tests/support/chromium.cjs");
const path = process.argv[2] || "/stan/docs/api/react";
const variants = {
  original: (html) => html,
  noCueBg: (html) => html.replace(/\.code-block pre,\.table-wrapper\{background:[^}]*\}/, (m) => { if (!m) throw 0; return ""; }),
  flatPre: (html) => html.replace(/<pre([^>]*)>([\s\S]*?)<\/pre>/g, (m, a, body) => `<pre${a}>${body.replace(/<(?!\/?code)[^>]+>/g, "")}</pre>`),
};
(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let round = 0; round < 6; round++) for (const [name, fn] of Object.entries(variants)) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.route("**" + path, async (route) => { const r = await route.fetch(); const body = fn(await r.text()); if (name !== "original" && body === (await r.text())) console.log("variant did nothing", name); route.fulfill({ response: r, body }); });
    await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true }); });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("http://127.0.0.1:9100" + path, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const lt = await page.evaluate(() => window.__lt);
    const first = lt.length ? Math.max(...lt.filter(([s]) => s < 2000).map(([, d]) => d)) : 0;
    const tbt = lt.reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
    results[name].push([first, tbt]);
    await context.close();
  }
  for (const [name, runs] of Object.entries(results)) {
    const med = (i) => { const v = runs.map((r) => r[i]).sort((a, b) => a - b); return v[Math.floor(v.length / 2)].toFixed(0); };
    console.log(name.padEnd(10), "longest task median", med(0), "ms; blocking median", med(1), "ms;", runs.map((r) => r[0].toFixed(0)).join(" "));
  }
  await browser.close();
})();
