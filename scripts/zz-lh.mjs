// scratch: mobile Lighthouse perf for URLs, N runs each, interleaved
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import chromiumSetup from "../tests/support/chromium.cjs";
const [runs, ...urls] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: chromiumSetup.CHROMIUM_PATH, chromeFlags: chromiumSetup.CHROMIUM_ARGS });
const res = Object.fromEntries(urls.map((u) => [u, []]));
for (let r = 0; r < Number(runs); r++) {
  for (const url of urls) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const a = lhr.audits;
    const lt = (a["long-tasks"]?.details?.items ?? []).map((i) => `${Math.round(i.duration)}@${Math.round(i.startTime)}${i.url ? ":" + String(i.url).split("/").pop().slice(0, 14) : ""}`).join(" ");
    res[url].push(Math.round(lhr.categories.performance.score * 100));
    console.log(url.replace(/^https?:\/\/[^/]+/, "").padEnd(30), Math.round(lhr.categories.performance.score * 100), `FCP ${Math.round(a["first-contentful-paint"].numericValue)} LCP ${Math.round(a["largest-contentful-paint"].numericValue)} TBT ${Math.round(a["total-blocking-time"].numericValue)} SI ${Math.round(a["speed-index"].numericValue)} idx ${lhr.environment.benchmarkIndex}`, "| long:", lt);
  }
}
for (const u of urls) console.log(u, res[u].join(" "));
await chrome.kill();
