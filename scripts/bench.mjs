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
// With --original <dir> (the original Docusaurus site's build folder, ../shared/tools/build-original.sh), the figures
// that are judged against it are measured on both in the same sitting (scripts/bench-compare.mjs): every doc page's
// HTML by kind, bytes prefetched after load, the sidebar click (median of 5, interleaved), Lighthouse mobile (median
// of 5, interleaved), the cold builds (`docusaurus clear && docusaurus build` beside ours), `docusaurus start` beside
// `gatsby develop`, and a rebuild of ours after one doc edit; each with its target and the load average.
//
//   npm run bench [-- --no-build] [--no-develop] [--server pages|nginx|gatsby] [--runs 3] [--port 9480] [--no-slow]
//                 [--original ../original-1.7.3/build] [--peer-runs 5] [--no-editor] [--no-render] [--no-desktop] [--no-rebuild]
//                 [--no-lighthouse]
//
// The build is served with GitHub Pages' rules (scripts/gh-pages-server.cjs, the real host),
// or by nginx with the production config (deploy/), or by gatsby serve.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import pageWeight from "../tests/support/site/page-weight.cjs";
import chromiumSetup from "../tests/support/browser/chromium.cjs";
import { median } from "./median.mjs";
import { lighthouseRuns } from "./bench-lighthouse.mjs";
import { loadNow, originalColdBuild, originalSite, originalStartup } from "./bench-peer.mjs";
import { compareBytesAndClicks, lighthouseBoth, printComparison } from "./bench-compare.mjs";
import { untilAnswers } from "./wait-for-url.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { MEASURED_PAGES } = pageWeight;

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(option("--runs", "3"));
/** The original site's build folder (or its site folder): measured beside ours in the same sitting (scripts/bench-compare.mjs). */
const ORIGINAL = option("--original", null);
/** Runs of the figures judged against the original: Lighthouse mobile and the sidebar click (median of 5, issues 48 and 49). */
const PEER_RUNS = Number(option("--peer-runs", "5"));
const SERVER = option("--server", "pages");
const PORT = Number(option("--port", { pages: "9490", nginx: "9480" }[SERVER] ?? "9400"));
const BASE = SERVER === "gatsby" ? `http://localhost:${PORT}` : `http://127.0.0.1:${PORT}`;
const SERVER_COMMANDS = {
  pages: [process.execPath, [join(ROOT, "scripts/gh-pages-server.cjs"), "--port", String(PORT), "--public", join(ROOT, "public")]],
  nginx: [process.execPath, [join(ROOT, "deploy/local-nginx.mjs"), "--port", String(PORT), "--public", join(ROOT, "public")]],
  gatsby: ["npx", ["gatsby", "serve", "--prefix-paths", "--port", String(PORT)]],
};
if (!SERVER_COMMANDS[SERVER]) throw new Error(`--server ${SERVER}: expected pages, nginx or gatsby`);


// With a tag-manager id, as the deployed site is built (the workflow passes the repository's) and as the original
// site is (its own container): the snippet is in every page. Lighthouse blocks the container itself (THIRD_PARTIES).
const GATSBY_ENV = { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", GATSBY_GTM_ID: process.env.GATSBY_GTM_ID ?? "GTM-TEST123" };
const DEVELOP_PORT = 9495;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Empties Gatsby's caches and public/, and the site's own (`npm run clean`): what follows starts as on a fresh checkout. */
function clean() {
  if (spawnSync("npm", ["run", "--silent", "clean"], { cwd: ROOT, stdio: "ignore", env: GATSBY_ENV }).status !== 0) throw new Error("npm run clean failed");
}

/** The steps of a build that take longest, as Gatsby reports them ("success <step> - 12.3s"). */
const BUILD_STEPS = ["compile gatsby files", "createPages", "bootstrap finished", "Building production JavaScript and CSS bundles", "Building HTML renderer", "onPostBuild"];

/** A build on whatever caches there are: its seconds, those of its main steps, and the load average when it started. */
function timedBuild() {
  const load = loadNow();
  const started = Date.now();
  const result = spawnSync("npx", ["gatsby", "build", "--prefix-paths"], { cwd: ROOT, env: GATSBY_ENV, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  if (result.status !== 0) throw new Error("gatsby build failed");
  const steps = Object.fromEntries(BUILD_STEPS.map((step) => [step, Number(new RegExp(`${step} - ([\\d.]+)s`).exec(result.stdout)?.[1] ?? NaN)]));
  return { seconds: (Date.now() - started) / 1000, steps, load };
}

/** A cold build: every cache cleared first (`npm run clean`). */
function coldBuild() {
  clean();
  return timedBuild();
}

/** The doc a rebuild edits: one sentence added at its end, then taken out again. */
const EDITED_DOC = "content/docs/api/atom.md";

/**
 * A rebuild after one doc edit, on the caches the build before left (issue 48: at most half a cold build): a
 * sentence added to a doc, built; the sentence taken out, built again (one more edit, and public/ as it was).
 */
function rebuildsAfterEdit() {
  const file = join(ROOT, EDITED_DOC);
  const text = readFileSync(file, "utf8");
  const builds = [];
  try {
    writeFileSync(file, `${text.trimEnd()}\n\nA sentence the benchmark adds to time a rebuild after one edit.\n`);
    builds.push(timedBuild());
  } finally {
    writeFileSync(file, text);
  }
  builds.push(timedBuild());
  return { seconds: median(builds.map((build) => build.seconds)), runs: builds.map((build) => build.seconds), load: builds[0].load };
}

/** Seconds from starting `gatsby develop` on a clean cache to its first doc page served, and the load average then. */
async function developStartup() {
  clean();
  const load = loadNow();
  const started = Date.now();
  // Its own process group: npx would leave develop's server and workers behind.
  const child = spawn("npx", ["gatsby", "develop", "-H", "127.0.0.1", "-p", String(DEVELOP_PORT)], { cwd: ROOT, stdio: "ignore", detached: true, env: { ...GATSBY_ENV, NODE_ENV: "development" } });
  try {
    for (const deadline = started + 300_000; Date.now() < deadline; await sleep(250)) {
      const page = await fetch(`http://127.0.0.1:${DEVELOP_PORT}/docs/api/atom`).catch(() => null);
      if (page?.ok && (await page.text()).includes("___gatsby")) return { seconds: (Date.now() - started) / 1000, load };
    }
    throw new Error("gatsby develop served no page within 300 s");
  } finally {
    process.kill(-child.pid, "SIGTERM");
    await sleep(1000);
  }
}

/** The original's build served with GitHub Pages' rules, as ours, one port up. */
const PEER_BASE = `http://127.0.0.1:${PORT + 1}`;
async function servePeer(build, port) {
  const child = spawn(process.execPath, [join(ROOT, "scripts/gh-pages-server.cjs"), "--port", String(port), "--public", build], { cwd: ROOT, stdio: "ignore" });
  await untilAnswers(`http://127.0.0.1:${port}/stan/`, 60);
  return () => child.kill("SIGTERM");
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

const kB = (bytes) => `${(bytes / 1000).toFixed(1)}`;

function printTable(report) {
  const steps = report.buildSteps ? ` (${Object.entries(report.buildSteps).map(([step, seconds]) => `${step} ${seconds} s`).join(", ")})` : "";
  console.log(`\nCold build (after npm run clean): ${report.buildSeconds === null ? "skipped" : `${report.buildSeconds.toFixed(1)} s (load ${report.buildLoad})${steps}`}`);
  console.log(`gatsby develop, clean cache to its first doc page: ${report.developStartupSeconds === null ? "skipped" : `${report.developStartupSeconds.toFixed(1)} s (load ${report.developLoad})`}`);
  console.log(`Server: ${report.server}; Lighthouse ${report.lighthouseVersion}, median of ${report.comparison?.lighthouse ? `${PEER_RUNS} (mobile, interleaved with the original) and ${RUNS} (desktop)` : RUNS}`);
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
      if (!l) continue;
      console.log(page.path.padEnd(28), formFactor.padEnd(8), `${l.performance}/${l.accessibility}/${l.bestPractices}/${l.seo}`.padEnd(16), `FCP ${l.fcpMs} LCP ${l.lcpMs} TBT ${l.tbtMs} CLS ${l.cls} (CPU index ${l.benchmarkIndex})`, l.imperfectAudits.length ? `  (${l.imperfectAudits.join(", ")})` : "", l.errors.length ? `  [${l.errors.length} unfinished run(s) run again: ${l.errors.map((error) => error.split(":")[0]).join(", ")}]` : "");
    }
    if (page.navigation) {
      const { via, to, medianMs, runsMs, networkRequests, networkBytes, networkUrls } = page.navigation;
      console.log(page.path.padEnd(28), "click", `${via} -> ${to}: ${medianMs} ms (runs ${runsMs.join(", ")}), ${networkRequests} network requests (${kB(networkBytes)} kB)${networkUrls.length ? `: ${networkUrls.join(" ")}` : ""}`);
    }
    if (page.slow) console.log(page.path.padEnd(28), "slow", `400 ms / 400 kbit/s, open ${SLOW_CLICK_AFTER_MS / 1000} s: click -> ${page.slow.to} ${page.slow.clickMs} ms (runs ${page.slow.clickRunsMs.join(", ")}) | fresh load of it ${page.slow.freshLoadMs} ms (runs ${page.slow.freshLoadRunsMs.join(", ")})`);
  }
}

/** The doc pages of the build in public/, as addresses (`/stan/docs/...`). */
function builtDocPaths() {
  return readdirSync(join(ROOT, "public", "docs"), { recursive: true })
    .filter((file) => file.endsWith(".html") && !file.endsWith("index.html"))
    .map((file) => `/stan/docs/${file.replace(/\.html$/, "")}`)
    .concat("/stan/docs")
    .sort();
}

async function main() {
  const building = !args.includes("--no-build");
  const original = ORIGINAL ? originalSite(ORIGINAL) : null;
  const skip = (name) => args.includes(`--no-${name}`);
  // Develop first: it writes to .cache and public/, which the cold build then starts without. Then the original's,
  // each from a cleared cache; then the cold builds, ours and the original's.
  const develop = building && !skip("develop") ? await developStartup() : null;
  if (develop) process.stdout.write(`develop: ${develop.seconds.toFixed(1)} s (load ${develop.load})\n`);
  const originalStart = original && building && !skip("develop") ? await originalStartup(original.root, DEVELOP_PORT + 1) : null;
  if (originalStart) process.stdout.write(`docusaurus start: ${originalStart.seconds.toFixed(1)} s (load ${originalStart.load})\n`);
  const cold = building ? coldBuild() : null;
  if (cold) process.stdout.write(`cold build: ${cold.seconds.toFixed(1)} s (load ${cold.load})\n`);
  const originalCold = original && building ? originalColdBuild(original.root) : null;
  if (originalCold) process.stdout.write(`docusaurus build: ${originalCold.seconds.toFixed(1)} s (load ${originalCold.load})\n`);
  const stop = await serve();
  const stopOriginal = original ? await servePeer(original.build, PORT + 1) : () => undefined;
  const report = {
    date: new Date().toISOString(),
    server: SERVER,
    base: BASE,
    developStartupSeconds: develop?.seconds ?? null,
    developLoad: develop?.load ?? null,
    buildSeconds: cold?.seconds ?? null,
    buildLoad: cold?.load ?? null,
    buildSteps: cold?.steps ?? null,
    lighthouseVersion: JSON.parse(readFileSync(join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version,
    runs: RUNS,
    pages: [],
    original: original ? { build: original.build } : null,
  };
  const log = (line) => process.stdout.write(`${line}\n`);
  try {
    const browser = await chromium.launch({ executablePath: chromiumSetup.CHROMIUM_PATH, args: chromiumSetup.CHROMIUM_ARGS });
    for (const path of MEASURED_PAGES) {
      const { target, ...measured } = await weighAndNavigate(browser, path);
      const slow = target && !skip("slow") ? await slowClickAndFreshLoad(browser, path, target) : null;
      if (slow) log(`slow ${path} -> ${slow.to}: click ${slow.clickMs} ms, fresh load ${slow.freshLoadMs} ms`);
      report.pages.push({ path, ...measured, slow, lighthouse: {} });
    }
    const sites = original ? { ours: BASE, original: PEER_BASE } : null;
    if (sites) report.comparison = await compareBytesAndClicks({ browser, sites, docPaths: builtDocPaths(), measuredPaths: MEASURED_PAGES, runs: PEER_RUNS, log });
    // The sample editor (issue 26, scripts/bench-editor.mjs): bytes on the first Edit, click and keystroke to diagnostics.
    report.editor = SERVER === "pages" && !skip("editor") ? await (await import("./bench-editor.mjs")).benchEditor({ browser, base: BASE, runs: RUNS }) : null;
    // Code blocks' lines laid out near the viewport, against every line (scripts/bench-render.mjs): the variants alternate, 3 loads per Lighthouse run.
    report.render = SERVER === "pages" && !skip("render") ? await (await import("./bench-render.mjs")).benchRender({ browser, base: BASE, runs: RUNS * 3 }) : null;
    await browser.close();
    const chrome = skip("lighthouse") ? null : await chromeLauncher.launch({ chromePath: chromiumSetup.CHROMIUM_PATH, chromeFlags: chromiumSetup.CHROMIUM_ARGS });
    if (chrome) try {
      // Mobile against the original, interleaved run by run; desktop for ours alone.
      const both = sites ? await lighthouseBoth({ port: chrome.port, sites, paths: MEASURED_PAGES, runs: PEER_RUNS, log }) : null;
      if (both) report.comparison.lighthouse = both;
      for (const page of report.pages) {
        page.lighthouse.mobile = both?.[page.path].ours.runs ? both[page.path].ours : await lighthouseRuns(BASE + page.path, "mobile", chrome.port, RUNS);
        if (!skip("desktop")) page.lighthouse.desktop = await lighthouseRuns(BASE + page.path, "desktop", chrome.port, RUNS);
        log(`lighthouse ${page.path}: mobile ${page.lighthouse.mobile.performance}${page.lighthouse.desktop ? `, desktop ${page.lighthouse.desktop.performance}` : ""}`);
      }
    } finally {
      await chrome.kill();
    }
    else for (const page of report.pages) page.lighthouse = {};
  } finally {
    stop();
    stopOriginal();
  }
  // Last: it edits a doc and builds twice, leaving public/ as it was.
  const rebuild = building && !skip("rebuild") ? rebuildsAfterEdit() : null;
  if (report.comparison || rebuild) report.comparison = { ...report.comparison, builds: { cold, originalCold, develop, originalStart, rebuild } };
  // The figures are written before they are printed: a run takes 25 minutes, a printing bug must not lose them.
  const out = join(ROOT, "bench-results", `bench-${report.date.replace(/[:.]/g, "-")}.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench-results", "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  printTable(report);
  if (report.comparison) printComparison(report.comparison);
  console.log(`\nJSON: ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
