// The original site as a peer of `npm run bench` (issues 48 and 49): the figures that are judged against the
// Docusaurus site this one replaces, measured on both in the same sitting, with the machine's load beside each
// timing. Bytes are counted from what each server sends (gzip, GitHub Pages' rules for both: the original's build
// folder is served by scripts/gh-pages-server.cjs under /stan/ as ours is).
//   - HTML of every doc page both sites have, gzipped as served, and where its bytes go (tests/support/site/html-kinds.cjs);
//   - bytes prefetched after load (requests the browser marks `Sec-Purpose: prefetch`), on the wire and decoded;
//   - a sidebar click on a fast connection (median of the runs), with the requests it sent;
//   - Lighthouse mobile, the two sites' runs interleaved (median per site);
//   - the cold build (every cache cleared) and `docusaurus start`'s time to serve a doc.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { loadavg } from "node:os";
import { basename, dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { median } from "./median.mjs";
import htmlKinds from "../tests/support/site/html-kinds.cjs";

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The load average over the last minute, as `uptime` prints it: beside every timing. */
export const loadNow = () => Number(loadavg()[0].toFixed(2));

/** The original's site folder and its build folder, from either (`--original /work/original-1.7.3[/build]`). */
export function originalSite(given) {
  const build = basename(given) === "build" ? given : join(given, "build");
  if (!existsSync(join(build, "index.html"))) throw new Error(`--original ${given}: no build (index.html) in ${build}; build it with ../shared/tools/build-original.sh`);
  return { root: dirname(build), build };
}

/** GETs `url` asking for gzip: the bytes of the body as sent (gzipped when the server compressed it) and its text. */
function fetchGzipped(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const gzipped = response.headers["content-encoding"] === "gzip";
        resolve({ status: response.statusCode, text: (gzipped ? gunzipSync(body) : body).toString("utf8"), gz: gzipped ? body.length : htmlKinds.gzipSize(body.toString("utf8")) });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** The size of `url`'s body, uncompressed. */
function bodySize(url) {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let size = 0;
      response.on("data", (chunk) => (size += chunk.length));
      response.on("end", () => resolve(size));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** Each page's HTML on both sites: gzipped bytes as served, and by kind. */
export async function htmlOnBoth(paths, ours, original) {
  const rows = [];
  for (const path of paths) {
    const [a, b] = await Promise.all([fetchGzipped(ours + path), fetchGzipped(original + path)]);
    if (a.status !== 200 || b.status !== 200) continue;
    rows.push({ path, ours: { gz: a.gz, kinds: htmlKinds.htmlKinds(a.text) }, original: { gz: b.gz, kinds: htmlKinds.htmlKinds(b.text) } });
  }
  return rows;
}

/** A fresh context (cold cache) with the page open, loaded, its network idle and `settleMs` more for prefetching. */
async function openSettled(browser, url, settleMs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map();
  const state = { phase: "load" };
  cdp.on("Network.requestWillBeSent", (event) => requests.set(event.requestId, { url: event.request.url, phase: state.phase, purpose: event.request.headers["Sec-Purpose"] ?? event.request.headers.Purpose ?? "", wire: 0, cached: false }));
  cdp.on("Network.requestWillBeSentExtraInfo", (event) => {
    const request = requests.get(event.requestId);
    if (request && !request.purpose) request.purpose = event.headers["Sec-Purpose"] ?? event.headers["sec-purpose"] ?? event.headers.Purpose ?? event.headers.purpose ?? "";
  });
  cdp.on("Network.requestServedFromCache", (event) => requests.has(event.requestId) && (requests.get(event.requestId).cached = true));
  cdp.on("Network.responseReceived", (event) => {
    const request = requests.get(event.requestId);
    if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker)) request.cached = true;
  });
  cdp.on("Network.loadingFinished", (event) => requests.has(event.requestId) && (requests.get(event.requestId).wire = event.encodedDataLength));
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState("networkidle");
  const network = (phase) => [...requests.values()].filter((request) => request.phase === phase && !request.cached && !request.url.startsWith("data:"));
  return { context, page, state, network };
}

const total = (list, key) => list.reduce((sum, item) => sum + item[key], 0);

/** Bytes prefetched after a page's load (cold cache, 3 s open): requests the browser sent as prefetches. */
export async function prefetchAfterLoad(browser, url) {
  const { context, network } = await openSettled(browser, url, 3000);
  const all = network("load");
  const prefetched = all.filter((request) => /prefetch/i.test(request.purpose));
  await context.close();
  // Chrome reports no data events for prefetches: their decoded size is the file's, asked for again uncompressed.
  const decoded = await Promise.all(prefetched.map((request) => bodySize(request.url)));
  return {
    requests: prefetched.length,
    wire: total(prefetched, "wire"),
    decoded: decoded.reduce((sum, bytes) => sum + bytes, 0),
    // Everything the load moved, the document and its own files included.
    pageWire: total(all, "wire"),
    urls: prefetched.map((request) => `${new URL(request.url).pathname} ${request.wire}`),
  };
}

/**
 * A click on the sidebar link to `target` after the page has been open 3 s (its visible links prefetched), on a
 * fast connection: milliseconds to the frame in which the target's h1 is shown, and what the click sent over the
 * network. Works on both sites: the sidebar is `nav[aria-label='Docs sidebar']` in both, the title `main h1`.
 */
export async function sidebarClick(browser, url, target) {
  const { context, page, state, network } = await openSettled(browser, url, 3000);
  state.phase = "click";
  const ms = await page.evaluate(
    (href) =>
      new Promise((done, fail) => {
        const link = [...document.querySelectorAll(`nav[aria-label='Docs sidebar'] a[href="${href}"]`)].find((a) => a.getClientRects().length);
        if (!link) return fail(new Error(`no visible sidebar link to ${href}`));
        const before = document.querySelector("main h1")?.textContent;
        const started = performance.now();
        const check = () => {
          const h1 = document.querySelector("main h1");
          if (location.pathname === href && h1 && h1.textContent !== before && h1.getClientRects().length) done(performance.now() - started);
          else requestAnimationFrame(check);
        };
        link.click();
        requestAnimationFrame(check);
      }),
    target,
  );
  await page.waitForTimeout(300);
  const sent = network("click");
  await context.close();
  return { ms, requests: sent.length, wire: total(sent, "wire") };
}

/** Runs `measure` for each site in turn, `runs` times (interleaved: ours, original, ours, ...), and the medians. */
export async function interleaved(runs, sites, measure) {
  const results = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, base] of Object.entries(sites)) results[name].push({ ...(await measure(base, name)), load: loadNow() });
  }
  return results;
}

/** The median of a key over runs, rounded. */
export const medianOf = (runs, key) => Math.round(median(runs.map((run) => run[key])));

/** A cold `docusaurus build` in the original's folder: every cache cleared first (`docusaurus clear`: build, .docusaurus, node_modules/.cache). */
export function originalColdBuild(root) {
  const env = { ...process.env, CI: "true" };
  if (spawnSync("npx", ["docusaurus", "clear"], { cwd: root, stdio: "ignore", env }).status !== 0) throw new Error("docusaurus clear failed");
  const load = loadNow();
  const started = Date.now();
  const result = spawnSync("npx", ["docusaurus", "build"], { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`docusaurus build failed:\n${(result.stderr ?? "").slice(-2000)}`);
  return { seconds: (Date.now() - started) / 1000, load };
}

/** Seconds from `docusaurus start` on a cleared cache to its first doc page served (the original's develop mode). */
export async function originalStartup(root, port) {
  const env = { ...process.env, CI: "true", BROWSER: "none" };
  if (spawnSync("npx", ["docusaurus", "clear"], { cwd: root, stdio: "ignore", env }).status !== 0) throw new Error("docusaurus clear failed");
  const load = loadNow();
  const started = Date.now();
  const child = spawn("npx", ["docusaurus", "start", "--port", String(port), "--host", "127.0.0.1", "--no-open"], { cwd: root, stdio: "ignore", detached: true, env });
  try {
    for (const deadline = started + 600_000; Date.now() < deadline; await sleep(250)) {
      const page = await fetch(`http://127.0.0.1:${port}/stan/docs/api/atom`).catch(() => null);
      // The dev server answers the page's shell; the doc's own bundle is built by then.
      if (page?.ok && (await page.text()).includes("__docusaurus")) return { seconds: (Date.now() - started) / 1000, load };
    }
    throw new Error("docusaurus start served no page within 600 s");
  } finally {
    process.kill(-child.pid, "SIGTERM");
    await sleep(1000);
  }
}
