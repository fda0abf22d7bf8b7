// Page weight as the browser sees it on a cold load: bytes by type, requests, first-load
// JavaScript without prefetches of other pages, CSS (inlined <style> + files) and
// render-blocking requests. Shared by the byte-budget test (tests/e2e/budget.spec.ts) and
// the benchmark (scripts/bench.mjs), so both count the same way.
// CommonJS so that both a Playwright TypeScript spec and an ES module script can load it.
"use strict";
const zlib = require("node:zlib");

/** Budgets (kB = 1000 bytes, gzipped): first-load JS at most 95 KB on every page, a guard against regressions, not a target (issue 48: no trick to stay under it; the Docusaurus original sent 177 KB). */
const BUDGETS = { firstLoadJsGz: 95_000, cssGz: 12_000, renderBlockingCssFiles: 1 };

/** The pages of issue 6's Docusaurus comparison: budgeted by the test, measured by the benchmark. */
const MEASURED_PAGES = ["/stan/", "/stan/docs", "/stan/docs/api/atom", "/stan/docs/api/react", "/stan/docs/guides/caching"];

/** gzip size at level 6, what nginx (gzip_comp_level 6) and gatsby serve send. */
function gzipSize(data) {
  return zlib.gzipSync(typeof data === "string" ? Buffer.from(data) : data, { level: 6 }).length;
}

/** The kind of a resource, for the bytes-by-type table. */
function classify(resourceType, url, contentType) {
  const path = new URL(url).pathname;
  if (resourceType === "document") return "document";
  if (resourceType === "script" || /\.m?js$/.test(path)) return "script";
  if (resourceType === "stylesheet" || /\.css$/.test(path)) return "style";
  if (resourceType === "image" || /^image\//.test(contentType)) return "image";
  if (resourceType === "font" || /^font\//.test(contentType) || /\.(woff2?|ttf|otf)$/.test(path)) return "font";
  if (/json/.test(contentType) || /\.json$/.test(path)) return "data";
  return "other";
}

/** Text of the <head> element. */
function headOf(html) {
  return /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
}

/** Concatenated text of the inlined <style> elements. */
function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("");
}

/**
 * Requests that block the first render, read from the HTML: stylesheets linked in <head>
 * and classic scripts with a src in <head> that are neither async nor defer.
 */
function renderBlocking(html) {
  const head = headOf(html);
  const stylesheets = [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\brel\s*=\s*["']?stylesheet/i.test(tag) && !/\bmedia\s*=\s*["']?print/i.test(tag))
    .map((tag) => /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? "");
  const scripts = [...head.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\bsrc\s*=/i.test(tag) && !/\b(async|defer)\b/i.test(tag) && !/type\s*=\s*["']?module/i.test(tag))
    .map((tag) => /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? "");
  return { stylesheets, scripts };
}

function isPrefetch(request) {
  const headers = request.headers();
  return /prefetch/i.test(headers["sec-purpose"] ?? headers["purpose"] ?? "");
}

/**
 * Loads url in a fresh page (pass a page from a new browser context: a cold cache) and
 * measures it once the page has loaded and the network has been idle for 500 ms.
 */
async function measurePage(page, url) {
  const seen = [];
  page.on("requestfinished", (request) => seen.push(request));
  const response = await page.goto(url, { waitUntil: "load" });
  // The page's scripts load after its first paint, which may come after the load event: a
  // hydrated page has fetched them all (and the page data); then wait for anything after that.
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const resources = [];
  for (const request of seen) {
    const reply = await request.response();
    if (!reply) continue;
    const body = await reply.body().catch(() => Buffer.alloc(0));
    const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length, responseHeadersSize: 0 }));
    const type = classify(request.resourceType(), request.url(), reply.headers()["content-type"] ?? "");
    resources.push({
      url: request.url(),
      type,
      status: reply.status(),
      prefetch: isPrefetch(request) || request.resourceType() === "other",
      bytes: body.length,
      gzip: gzipSize(body),
      wire: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  }
  const html = (await response?.text()) ?? "";
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const firstLoad = resources.filter((resource) => !resource.prefetch);
  const byType = {};
  for (const resource of resources) {
    const entry = (byType[resource.type] ??= { requests: 0, wire: 0, gzip: 0 });
    entry.requests += 1;
    entry.wire += resource.wire;
    entry.gzip += resource.gzip;
  }
  const inlineCss = inlineStyles(html);
  const cssFiles = firstLoad.filter((resource) => resource.type === "style");
  const scripts = firstLoad.filter((resource) => resource.type === "script");
  return {
    url,
    status: response?.status() ?? 0,
    requests: resources.length,
    firstLoadRequests: firstLoad.length,
    byType,
    firstLoadJsGz: sum(scripts, "gzip"),
    jsGzInclPrefetch: sum(resources.filter((resource) => resource.type === "script" || (resource.prefetch && /\.js$/.test(new URL(resource.url).pathname))), "gzip"),
    scripts: scripts.map((resource) => ({ url: resource.url, gzip: resource.gzip })),
    inlineCssGz: inlineCss ? gzipSize(inlineCss) : 0,
    cssFilesGz: sum(cssFiles, "gzip"),
    cssGz: (inlineCss ? gzipSize(inlineCss) : 0) + sum(cssFiles, "gzip"),
    renderBlocking: renderBlocking(html),
    resources,
  };
}

module.exports = { BUDGETS, MEASURED_PAGES, gzipSize, classify, inlineStyles, renderBlocking, measurePage };
