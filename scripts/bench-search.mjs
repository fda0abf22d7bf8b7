#!/usr/bin/env node
/**
 * Search benchmark (a measurement, not a test): `npm run bench:search`.
 *
 * 1. Index size: the content-hashed index in public/search-index, raw and gzip.
 * 2. Quality over the query set in tests/support/content/search-query-set.ts (what learners
 *    type, each with the page or section it must find), against that index, ranked
 *    as the dialog lists results: recall at 3 and mean reciprocal rank (page level:
 *    a page target counts any of its sections), and precision at 1 over the queries
 *    with a section target (section level: that section must be the first result).
 * 3. Query time: 1000 random queries (seeded, so runs are comparable) against the
 *    real index with the site's own search code, in Node.
 * 4. Time to first results after opening: in Chromium against a served build
 *    (BASE_URL, default http://localhost:9000), from the Ctrl+K keydown to the
 *    first result on screen, with the query's keys dispatched straight away (the
 *    dialog keeps what is typed while it loads). Cold = first open on a fresh
 *    page (dialog code and index downloaded); warm = open again on that page.
 *
 * Needs a build (`npm run build`); part 4 also needs `npm run serve` (skipped if
 * nothing answers). BENCH_RUNS sets the browser runs (default 5).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const require = createRequire(import.meta.url);
const publicDir = path.resolve(root, process.env.BENCH_PUBLIC ?? "public");
const baseUrl = process.env.BASE_URL ?? "http://localhost:9000";
const runs = Number(process.env.BENCH_RUNS ?? 5);
const QUERY_COUNT = 1000;

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { mean: sorted.reduce((a, b) => a + b, 0) / sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
};

/** Lets this script require the site's TypeScript modules where they are (transpiled to CommonJS on load). */
function requireTypeScript() {
  const ts = require("typescript");
  require.extensions[".ts"] = (module, filename) => {
    const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
    module._compile(ts.transpileModule(fs.readFileSync(filename, "utf8"), { compilerOptions, fileName: filename }).outputText, filename);
  };
}

const percent = (share) => `${(share * 100).toFixed(1)} %`;

/**
 * Page level: recall at 3 and MRR over the query set, overall and by kind of query, and the queries that
 * missed. Section level: precision at 1 over the queries whose target is a section, by kind, and the
 * queries whose first result is another section.
 */
function printQuality(engine, { scoreQuerySet, TOP_K }) {
  const { outcomes, recallAtK, mrr, sectionOutcomes, sectionPrecisionAt1 } = scoreQuerySet(engine.search);
  const found = (outcome) => outcome.rank !== null && outcome.rank <= TOP_K;
  const first = (outcome) => outcome.rank === 1;
  const byKind = (list, hit) =>
    [...new Set(list.map((outcome) => outcome.kind))].map((kind) => { const own = list.filter((o) => o.kind === kind); return `${kind} ${own.filter(hit).length}/${own.length}`; }).join(", ");
  console.log(`Quality over ${outcomes.length} queries: recall at ${TOP_K} ${percent(recallAtK)} (${outcomes.filter(found).length}/${outcomes.length}), MRR ${mrr.toFixed(3)}`);
  console.log(`  by kind: ${byKind(outcomes, found)}`);
  for (const outcome of outcomes.filter((o) => !found(o))) {
    console.log(`  missed: "${outcome.query}" -> ${outcome.target} (${outcome.rank === null ? "not listed" : `rank ${outcome.rank}`})${outcome.knownMiss ? `: ${outcome.knownMiss}` : ""}`);
  }
  console.log(`Section level, over the ${sectionOutcomes.length} queries with a section target: precision at 1 ${percent(sectionPrecisionAt1)} (${sectionOutcomes.filter(first).length}/${sectionOutcomes.length})`);
  console.log(`  by kind: ${byKind(sectionOutcomes, first)}`);
  const second = sectionOutcomes.filter((o) => !first(o) && found(o));
  if (second.length) console.log(`  target in the top ${TOP_K} but not first: ${second.map((o) => `"${o.query}" (${o.rank})`).join(", ")}`);
}

/** A small seeded PRNG (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Queries as readers type them: 1 to 3 words from the docs, some cut short (prefix), some with a typo. */
function randomQueries(words, count, next) {
  const pick = () => words[Math.floor(next() * words.length)];
  const queries = [];
  for (let i = 0; i < count; i++) {
    const parts = Array.from({ length: 1 + Math.floor(next() * 3) }, pick).map((word) => {
      const roll = next();
      if (roll < 0.25 && word.length > 4) return word.slice(0, 2 + Math.floor(next() * (word.length - 2))); // still typing
      if (roll < 0.4 && word.length > 4) {
        const at = 1 + Math.floor(next() * (word.length - 2));
        return word.slice(0, at) + word.slice(at + 1); // a dropped letter
      }
      return word;
    });
    queries.push(parts.join(" "));
  }
  return queries;
}

async function browserTiming() {
  let chromium;
  try {
    ({ chromium } = await import("@playwright/test"));
    const probe = await fetch(`${baseUrl}/stan/`);
    if (!probe.ok) throw new Error(`HTTP ${probe.status}`);
  } catch (error) {
    return { skipped: `no server at ${baseUrl} (${error.message}); run \`npm run serve\` first` };
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  const cold = [];
  const warm = [];
  /**
   * Ctrl+K and the query's keys dispatched in the page at once (no input-injection
   * latency); milliseconds from that moment to the first result on screen.
   */
  const timeOpen = (page) =>
    page.evaluate(
      (query) =>
        new Promise((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('[role="option"]')) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          const press = (key, init = {}) => document.body.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
          press("k", { ctrlKey: true });
          for (const key of query) press(key);
        }),
      "atom",
    );
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/stan/docs/api/store`);
      await page.waitForSelector("html[data-hydrated]");
      await page.waitForLoadState("networkidle");
      cold.push(await timeOpen(page));
      await page.keyboard.press("Escape");
      await page.waitForSelector('[role="dialog"]', { state: "detached" });
      warm.push(await timeOpen(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { cold: stats(cold), warm: stats(warm) };
}

const manifestFile = path.join(publicDir, "search-index", "manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error(`No search index at ${manifestFile}: build the site first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const indexText = fs.readFileSync(path.join(publicDir, "search-index", manifest.index), "utf8");
const gz = zlib.gzipSync(indexText).length;
const apiEntries = Object.values(JSON.parse(indexText).storedFields).filter((fields) => fields.entry).length;
console.log(`Index: ${manifest.index}, ${manifest.sections} entries (${manifest.sections - apiEntries} sections, ${apiEntries} API names declared in them), ${kB(Buffer.byteLength(indexText))} raw, ${kB(gz)} gzip`);

requireTypeScript();
const engineModule = require(path.join(root, "src/ui/search/search-engine.ts"));
{
  const loadStart = performance.now();
  const engine = engineModule.createSearchEngine(JSON.parse(indexText));
  const loadTime = performance.now() - loadStart;
  printQuality(engine, require(path.join(root, "tests/support/content/search-query-set.ts")));
  const data = JSON.parse(indexText);
  const words = [...new Set(Object.values(data.storedFields).flatMap((fields) => String(fields.text ?? "").match(/[A-Za-z_$][\w$]{2,}/g) ?? []))];
  const queries = randomQueries(words, QUERY_COUNT, random(20240501));
  for (const query of queries.slice(0, 50)) engine.search(query); // warm up the JIT
  const times = [];
  let withResults = 0;
  for (const query of queries) {
    const start = performance.now();
    const pages = engine.search(query);
    times.push(performance.now() - start);
    if (pages.length) withResults += 1;
  }
  const q = stats(times);
  const slowest = queries.map((query, i) => [query, times[i]]).sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(`Index load (parse + MiniSearch.loadJS) in Node: ${ms(loadTime)}`);
  console.log(
    `Query time over ${QUERY_COUNT} random queries: mean ${ms(q.mean)}, median ${ms(q.median)}, p95 ${ms(q.p95)}, max ${ms(q.max)}, total ${ms(times.reduce((a, b) => a + b, 0))} (${withResults} with results)`,
  );
  console.log(`Slowest: ${slowest.map(([query, time]) => `"${query}" ${ms(time)}`).join(", ")}`);
}

const timing = await browserTiming();
if (timing.skipped) console.log(`Time to first results: skipped, ${timing.skipped}`);
else {
  console.log(`Time to first results after opening (${runs} runs, Ctrl+K then "atom"): cold median ${ms(timing.cold.median)} (max ${ms(timing.cold.max)}), warm median ${ms(timing.warm.median)} (max ${ms(timing.warm.max)})`);
}
