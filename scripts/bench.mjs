#!/usr/bin/env node
// Benchmark of the production build (issue 6): build time, then per measured page on a cold
// cache: bytes on the wire by type, requests, first-load JS and CSS (gzip), render-blocking
// requests, Lighthouse (mobile and desktop, median of 3 runs: the four category scores and
// FCP, LCP, TBT, CLS), and the time from a click on a sidebar link to the new page's h1
// being visible, with the requests the click sent over the network (median of 3); then, on a slow
// connection (400 ms latency, 400 kbit/s), that click on a page open for 7 s beside a fresh load
// of the page it leads to, in the same run. Before that, from a clean cache as on a fresh checkout (`npm run
// clean`): the time `gatsby develop` takes to serve a doc, then the cold `gatsby build --prefix-paths` that the
// pages are measured on, with its main steps. Prints a table and writes bench-results/bench-<time>.json.
//
//   npm run bench [-- --no-build] [--no-develop] [--server pages|nginx|gatsby] [--runs 3] [--port 9480] [--no-slow]
//
// The build is served with GitHub Pages' rules (scripts/gh-pages-server.cjs, the real host),
// or by nginx with the production config (deploy/), or by gatsby serve.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import pageWeight from "../tests/support/site/page-weight.cjs";
import chromiumSetup from "../tests/support/browser/chromium.cjs";
import { median } from "./median.mjs";
import { untilAnswers } from "./wait-for-url.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { MEASURED_PAGES } = pageWeight;

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(option("--runs", "3"));
const SERVER = option("--server", "pages");
const PORT = Number(option("--port", { pages: "9490", nginx: "9480" }[SERVER] ?? "9400"));
const BASE = SERVER === "gatsby" ? `http://localhost:${PORT}` : `http://127.0.0.1:${PORT}`;
const SERVER_COMMANDS = {
  pages: [process.execPath, [join(ROOT, "scripts/gh-pages-server.cjs"), "--port", String(PORT), "--public", join(ROOT, "public")]],
  nginx: [process.execPath, [join(ROOT, "deploy/local-nginx.mjs"), "--port", String(PORT), "--public", join(ROOT, "public")]],
  gatsby: ["npx", ["gatsby", "serve", "--prefix-paths", "--port", String(PORT)]],
};
if (!SERVER_COMMANDS[SERVER]) throw new Error(`--server ${SERVER}: expected pages, nginx or gatsby`);


const GATSBY_ENV = { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" };
const DEVELOP_PORT = 9495;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Empties Gatsby's caches and public/, and the site's own (`npm run clean`): what follows starts as on a fresh checkout. */
function clean() {
  if (spawnSync("npm", ["run", "--silent", "clean"], { cwd: ROOT, stdio: "ignore", env: GATSBY_ENV }).status !== 0) throw new Error("npm run clean failed");
}

/** The steps of a build that take longest, as Gatsby reports them ("success <step> - 12.3s"). */
const BUILD_STEPS = ["compile gatsby files", "createPages", "bootstrap finished", "Building production JavaScript and CSS bundles", "Building HTML renderer", "onPostBuild"];

/** A cold build: its seconds, and those of its main steps. */
function coldBuild() {
  clean();
  const started = Date.now();
  const result = spawnSync("npx", ["gatsby", "build", "--prefix-paths"], { cwd: ROOT, env: GATSBY_ENV, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  if (result.status !== 0) throw new Error("gatsby build failed");
  const steps = Object.fromEntries(BUILD_STEPS.map((step) => [step, Number(new RegExp(`${step} - ([\\d.]+)s`).exec(result.stdout)?.[1] ?? NaN)]));
  return { seconds: (Date.now() - started) / 1000, steps };
}

/** Seconds from starting `gatsby develop` on a clean cache to its first doc page served. */
async function developStartup() {
  clean();
  const started = Date.now();
  // Its own process group: npx would leave develop's server and workers behind.
  const child = spawn("npx", ["gatsby", "develop", "-H", "127.0.0.1", "-p", String(DEVELOP_PORT)], { cwd: ROOT, stdio: "ignore", detached: true, env: { ...GATSBY_ENV, NODE_ENV: "development" } });
  try {
    for (const deadline = started + 300_000; Date.now() < deadline; await sleep(250)) {
      const page = await fetch(`http://127.0.0.1:${DEVELOP_PORT}/docs/api/atom`).catch(() => null);
      if (page?.ok && (await page.text()).includes("___gatsby")) return (Date.now() - started) / 1000;
    }
    throw new Error("gatsby develop served no page within 300 s");
  } finally {
    process.kill(-child.pid, "SIGTERM");
    await sleep(1000);
  }
}

async function serve() {
  const [command, commandArgs] = SERVER_COMMANDS[SERVER];
  // npx leaves gatsby serve behind unless its whole process group is stopped.
  const child = spawn(command, commandArgs, { cwd: ROOT, stdio: "ignore", detached: SERVER === "gatsby" });
  await untilAnswers(`${BASE}/stan/`, 60);
  return () => (SERVER === "gatsby" ? process.kill(-child.pid, "SIGTERM") : child.kill("SIGTERM"));
}

/** A sidebar link to another doc (the navbar's Docs link on the landing page), and its title. */
async function navigationTarget(page) {
  // Collapsed categories hide their links: open the first one, as a reader would.
  const collapsed = page.locator("nav[aria-label='Docs sidebar'] button[aria-expanded='false']").first();
  if (await collapsed.count()) await collapsed.click();
  return page.evaluate(() => {
    const current = document.querySelector("main h1")?.textContent.trim();
    const links = [...document.querySelectorAll("nav[aria-label='Docs sidebar'] a[href]")].filter((a) => a.getAttribute("aria-current") !== "page" && a.textContent.trim() !== current && a.getClientRects().length);
    const link = links.find((a) => a.textContent.trim() !== "Introduction") ?? document.querySelector("nav[aria-label='Main'] a[href$='/docs']");
    const title = link?.closest("nav[aria-label='Docs sidebar']") ? link.textContent.trim() : "Introduction";
    return link ? { href: link.getAttribute("href"), title, from: link.closest("nav[aria-label='Docs sidebar']") ? "sidebar" : "navbar" } : null;
  });
}

/** The slow connection of issue 24: 400 ms latency, 400 kbit/s both ways (CDP's throughput is bytes per second). */
const SLOW_CONNECTION = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
/** How long the page has been open when the slow click comes (issue 24 measured at 7 s). */
const SLOW_CLICK_AFTER_MS = 7000;

/**
 * Requests that went over the network (not answered by the memory, disk or prefetch cache) while
 * `action` ran, with their transfer sizes. CDP rather than Playwright's events, which also report
 * cache hits as requests.
 */
async function networkRequestsDuring(page, action) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map();
  cdp.on("Network.requestWillBeSent", (event) => requests.set(event.requestId, { url: event.request.url, cached: false, bytes: 0 }));
  cdp.on("Network.requestServedFromCache", (event) => requests.has(event.requestId) && (requests.get(event.requestId).cached = true));
  cdp.on("Network.responseReceived", (event) => {
    const request = requests.get(event.requestId);
    if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker)) request.cached = true;
  });
  cdp.on("Network.loadingFinished", (event) => requests.has(event.requestId) && (requests.get(event.requestId).bytes = event.encodedDataLength));
  const result = await action();
  // Requests the new page sends once shown (none expected) are counted too.
  await page.waitForTimeout(300);
  await cdp.detach();
  const network = [...requests.values()].filter((request) => !request.cached);
  return { result, requests: network.length, bytes: network.reduce((total, request) => total + request.bytes, 0), urls: network.map((request) => new URL(request.url).pathname) };
}

/** Milliseconds from the click to the frame in which the new page's h1 is visible. */
async function clickToH1(page, target) {
  return page.evaluate(({ href, title }) => {
    const link = [...document.querySelectorAll(`a[href="${href}"]`)].find((a) => a.getClientRects().length);
    return new Promise((done) => {
      const started = performance.now();
      const check = () => {
        const h1 = document.querySelector("main h1");
        if (h1 && h1.textContent.trim() === title && h1.getClientRects().length) done(performance.now() - started);
        else requestAnimationFrame(check);
      };
      link.click();
      requestAnimationFrame(check);
    });
  }, target);
}

/**
 * Milliseconds from the start of a fresh load of `path` (cold cache) to the frame in which its h1,
 * `title`, is visible: the same moment clickToH1 waits for.
 */
async function freshLoadToH1(page, path, title) {
  await page.addInitScript((expected) => {
    const check = () => {
      const h1 = document.querySelector("main h1");
      if (h1 && h1.textContent.trim() === expected && h1.getClientRects().length) window.__h1Shown = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, title);
  await page.goto(BASE + path, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__h1Shown !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__h1Shown);
}

/**
 * The slow connection (issue 24): a click on a page that has been open for 7 s, and a fresh load of
 * the page the click leads to, run after run in one browser, each on a cold cache.
 */
async function slowClickAndFreshLoad(browser, path, target) {
  const clicks = [];
  const freshLoads = [];
  const slowPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_CONNECTION);
    return { context, page };
  };
  for (let run = 0; run < RUNS; run += 1) {
    {
      const { context, page } = await slowPage();
      freshLoads.push(await freshLoadToH1(page, target.href, target.title));
      await context.close();
    }
    {
      const { context, page } = await slowPage();
      await page.goto(BASE + path, { waitUntil: "load", timeout: 60_000 });
      await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 60_000 });
      const collapsed = page.locator("nav[aria-label='Docs sidebar'] button[aria-expanded='false']").first();
      if (target.from === "sidebar" && (await collapsed.count())) await collapsed.click();
      await page.waitForFunction((ms) => performance.now() >= ms, SLOW_CLICK_AFTER_MS, { timeout: 60_000, polling: 100 });
      clicks.push(await clickToH1(page, target));
      await context.close();
    }
  }
  return { to: target.title, clickRunsMs: clicks.map(Math.round), freshLoadRunsMs: freshLoads.map(Math.round), clickMs: Math.round(median(clicks)), freshLoadMs: Math.round(median(freshLoads)) };
}

/** How long the page is left open before the fast click: long enough for visible links to be prefetched. */
const FAST_CLICK_AFTER_MS = 3000;

async function weighAndNavigate(browser, path) {
  const weights = [];
  const navigation = [];
  const clickRequests = [];
  let target = null;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    weights.push(await pageWeight.measurePage(page, BASE + path));
    target = await navigationTarget(page);
    if (target) {
      await page.waitForFunction((ms) => performance.now() >= ms, FAST_CLICK_AFTER_MS, { polling: 100 });
      const click = await networkRequestsDuring(page, () => clickToH1(page, target));
      navigation.push(click.result);
      clickRequests.push(click);
    }
    await context.close();
  }
  const weight = weights[0];
  return {
    bytes: Object.fromEntries(Object.entries(weight.byType).map(([type, entry]) => [type, { requests: entry.requests, wire: entry.wire, gzip: entry.gzip }])),
    requests: weight.requests,
    firstLoadRequests: weight.firstLoadRequests,
    firstLoadJsGz: weight.firstLoadJsGz,
    jsGzInclPrefetch: weight.jsGzInclPrefetch,
    scripts: weight.scripts.map((script) => ({ path: new URL(script.url).pathname, gzip: script.gzip })),
    cssGz: weight.cssGz,
    inlineCssGz: weight.inlineCssGz,
    renderBlocking: weight.renderBlocking,
    navigation: target
      ? {
          via: target.from,
          to: target.title,
          runsMs: navigation.map((ms) => Math.round(ms)),
          medianMs: Math.round(median(navigation)),
          networkRequests: median(clickRequests.map((click) => click.requests)),
          networkBytes: median(clickRequests.map((click) => click.bytes)),
          networkUrls: [...new Set(clickRequests.flatMap((click) => click.urls))],
        }
      : null,
    target,
  };
}

/**
 * Requests Lighthouse blocks: the tag manager's container, which a build with GATSBY_GTM_ID (the test suite's)
 * asks for after the page has loaded. This machine cannot reach it, and the failed request's console error
 * cost best practices 4 points that a reader's browser, which loads it, would not see; a blocked request is
 * not an error to Lighthouse. The container's own cost was never in these figures: it cannot load here.
 */
const THIRD_PARTIES = ["*googletagmanager.com*"];

async function lighthouseRuns(url, formFactor, port) {
  const runs = [];
  // A run Lighthouse could not finish (its lhr.runtimeError: no paint seen in time on a busy
  // machine, say) has no scores: it is reported and run again, not counted as a score of 0.
  const errors = [];
  while (runs.length < RUNS && errors.length < RUNS) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", blockedUrlPatterns: THIRD_PARTIES }, formFactor === "desktop" ? desktopConfig : undefined);
    if (result.lhr.runtimeError) {
      errors.push(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      continue;
    }
    const { categories, audits } = result.lhr;
    runs.push({
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories["best-practices"].score * 100,
      seo: categories.seo.score * 100,
      fcpMs: audits["first-contentful-paint"].numericValue,
      lcpMs: audits["largest-contentful-paint"].numericValue,
      tbtMs: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      renderBlocking: (audits["render-blocking-resources"]?.details?.items ?? []).map((item) => item.url),
      failed: Object.values(result.lhr.categories).flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1).map((ref) => `${category.id}:${ref.id}`),
      ),
    });
  }
  if (!runs.length) throw new Error(`Lighthouse could not finish ${url} (${formFactor}):\n${errors.join("\n")}`);
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: Math.round(pick("fcpMs")),
    lcpMs: Math.round(pick("lcpMs")),
    tbtMs: Math.round(pick("tbtMs")),
    cls: Number(pick("cls").toFixed(3)),
    renderBlocking: runs[0].renderBlocking,
    // Lighthouse's CPU score of this machine: mobile TBT is the observed main-thread work
    // times 4, so a slower machine reports a higher TBT for the same page.
    benchmarkIndex: Math.round(pick("benchmarkIndex")),
    imperfectAudits: [...new Set(runs.flatMap((run) => run.failed))],
    runs: runs.map(({ performance, accessibility, bestPractices, seo }) => ({ performance, accessibility, bestPractices, seo })),
    errors,
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)}`;

function printTable(report) {
  const steps = report.buildSteps ? ` (${Object.entries(report.buildSteps).map(([step, seconds]) => `${step} ${seconds} s`).join(", ")})` : "";
  console.log(`\nCold build (after npm run clean): ${report.buildSeconds === null ? "skipped" : `${report.buildSeconds.toFixed(1)} s${steps}`}`);
  console.log(`gatsby develop, clean cache to its first doc page: ${report.developStartupSeconds === null ? "skipped" : `${report.developStartupSeconds.toFixed(1)} s`}`);
  console.log(`Server: ${report.server}; Lighthouse ${report.lighthouseVersion}, median of ${RUNS}`);
  console.log("\nBytes on the wire (kB, transfer incl. headers) / gzip of bodies; requests");
  console.log("page".padEnd(28), "doc", "script", "style", "data", "image", "font", "| req | JS gz first-load | JS gz incl prefetch | CSS gz | blocking");
  for (const page of report.pages) {
    const wire = (type) => kB(page.bytes[type]?.wire ?? 0).padStart(6);
    console.log(page.path.padEnd(28), wire("document"), wire("script"), wire("style"), wire("data"), wire("image"), wire("font"), "|", String(page.requests).padStart(3), "|", kB(page.firstLoadJsGz).padStart(6), "|", kB(page.jsGzInclPrefetch).padStart(6), "|", kB(page.cssGz).padStart(5), "|", page.renderBlocking.stylesheets.length + page.renderBlocking.scripts.length);
  }
  console.log("\nLighthouse: perf / a11y / best practices / SEO; FCP, LCP, TBT (ms), CLS — and click-to-h1 navigation (ms)");
  for (const page of report.pages) {
    for (const formFactor of ["mobile", "desktop"]) {
      const l = page.lighthouse[formFactor];
      console.log(page.path.padEnd(28), formFactor.padEnd(8), `${l.performance}/${l.accessibility}/${l.bestPractices}/${l.seo}`.padEnd(16), `FCP ${l.fcpMs} LCP ${l.lcpMs} TBT ${l.tbtMs} CLS ${l.cls} (CPU index ${l.benchmarkIndex})`, l.imperfectAudits.length ? `  (${l.imperfectAudits.join(", ")})` : "", l.errors.length ? `  [${l.errors.length} unfinished run(s) run again: ${l.errors.map((error) => error.split(":")[0]).join(", ")}]` : "");
    }
    if (page.navigation) {
      const { via, to, medianMs, runsMs, networkRequests, networkBytes, networkUrls } = page.navigation;
      console.log(page.path.padEnd(28), "click", `${via} -> ${to}: ${medianMs} ms (runs ${runsMs.join(", ")}), ${networkRequests} network requests (${kB(networkBytes)} kB)${networkUrls.length ? `: ${networkUrls.join(" ")}` : ""}`);
    }
    if (page.slow) console.log(page.path.padEnd(28), "slow", `400 ms / 400 kbit/s, open ${SLOW_CLICK_AFTER_MS / 1000} s: click -> ${page.slow.to} ${page.slow.clickMs} ms (runs ${page.slow.clickRunsMs.join(", ")}) | fresh load of it ${page.slow.freshLoadMs} ms (runs ${page.slow.freshLoadRunsMs.join(", ")})`);
  }
}

async function main() {
  const building = !args.includes("--no-build");
  // Develop first: it writes to .cache and public/, which the cold build then starts without.
  const developStartupSeconds = building && !args.includes("--no-develop") ? await developStartup() : null;
  const { seconds: buildSeconds = null, steps: buildSteps = null } = building ? coldBuild() : {};
  const stop = await serve();
  const report = { date: new Date().toISOString(), server: SERVER, base: BASE, developStartupSeconds, buildSeconds, buildSteps, lighthouseVersion: JSON.parse(readFileSync(join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version, runs: RUNS, pages: [] };
  try {
    const browser = await chromium.launch({ executablePath: chromiumSetup.CHROMIUM_PATH, args: chromiumSetup.CHROMIUM_ARGS });
    for (const path of MEASURED_PAGES) {
      const { target, ...measured } = await weighAndNavigate(browser, path);
      const slow = target && !args.includes("--no-slow") ? await slowClickAndFreshLoad(browser, path, target) : null;
      if (slow) process.stdout.write(`slow ${path} -> ${slow.to}: click ${slow.clickMs} ms, fresh load ${slow.freshLoadMs} ms\n`);
      report.pages.push({ path, ...measured, slow, lighthouse: {} });
    }
    // The sample editor (issue 26, scripts/bench-editor.mjs): bytes on the first Edit, click and keystroke to diagnostics.
    report.editor = SERVER === "pages" ? await (await import("./bench-editor.mjs")).benchEditor({ browser, base: BASE, runs: RUNS }) : null;
    // Code blocks' lines laid out near the viewport, against every line (scripts/bench-render.mjs): the variants alternate, 3 loads per Lighthouse run.
    report.render = SERVER === "pages" ? await (await import("./bench-render.mjs")).benchRender({ browser, base: BASE, runs: RUNS * 3 }) : null;
    await browser.close();
    const chrome = await chromeLauncher.launch({ chromePath: chromiumSetup.CHROMIUM_PATH, chromeFlags: chromiumSetup.CHROMIUM_ARGS });
    try {
      for (const page of report.pages) {
        for (const formFactor of ["mobile", "desktop"]) {
          page.lighthouse[formFactor] = await lighthouseRuns(BASE + page.path, formFactor, chrome.port);
          process.stdout.write(`lighthouse ${formFactor} ${page.path}: ${page.lighthouse[formFactor].performance}\n`);
        }
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    stop();
  }
  printTable(report);
  const out = join(ROOT, "bench-results", `bench-${report.date.replace(/[:.]/g, "-")}.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench-results", "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nJSON: ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
