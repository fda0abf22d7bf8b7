// `npm run bench -- --original <dir>`: this site against the original Docusaurus site in the same sitting, each
// figure with the target it is judged by (issues 48, item 7, and 49), the runs it is the median of and the load
// average beside it. Measuring: scripts/bench-peer.mjs; Lighthouse: scripts/bench-lighthouse.mjs.
import { htmlOnBoth, interleaved, loadNow, medianOf, prefetchAfterLoad, sidebarClick } from "./bench-peer.mjs";
import { lighthouseOnce, summarizeLighthouse } from "./bench-lighthouse.mjs";

/**
 * The sidebar click of each measured doc page, to a link both sites show in the same open category (issue 49
 * measured api/atom -> selector).
 */
export const CLICK_TARGETS = {
  "/stan/docs/api/atom": "/stan/docs/api/selector",
  "/stan/docs/api/react": "/stan/docs/api/selector",
  "/stan/docs/guides/caching": "/stan/docs/guides/error-handling",
};

/** The targets (issue 49): ours against the original's. */
export const TARGETS = { html: 1.5, prefetch: 1.5, click: 0.9, coldBuild: 1.3, rebuild: 0.5, develop: 1.5 };

/**
 * Bytes and clicks on both sites: every doc page's HTML; on each measured page, bytes prefetched after load and
 * (on doc pages) the sidebar click, `runs` times interleaved.
 */
export async function compareBytesAndClicks({ browser, sites, docPaths, measuredPaths, runs, log = () => undefined }) {
  const html = await htmlOnBoth(docPaths, sites.ours, sites.original);
  log(`html: ${html.length} doc pages on both sites`);
  const pages = [];
  for (const path of measuredPaths) {
    const prefetch = await interleaved(1, sites, (base) => prefetchAfterLoad(browser, base + path));
    log(`prefetch ${path}: ours ${prefetch.ours[0].wire} B, original ${prefetch.original[0].wire} B`);
    const target = CLICK_TARGETS[path];
    const clicks = target ? await interleaved(runs, sites, (base) => sidebarClick(browser, base + path, target)) : null;
    if (clicks) log(`click ${path} -> ${target}: ours ${medianOf(clicks.ours, "ms")} ms, original ${medianOf(clicks.original, "ms")} ms`);
    pages.push({ path, prefetch: { ours: prefetch.ours[0], original: prefetch.original[0] }, click: clicks && { target, ...clicks } });
  }
  return { html, pages };
}

/** Lighthouse mobile on both sites, `runs` runs each, interleaved run by run (ours, original, ours, ...). */
export async function lighthouseBoth({ port, sites, paths, runs, log = () => undefined }) {
  const results = {};
  for (const path of paths) {
    const finished = { ours: [], original: [] };
    const errors = { ours: [], original: [] };
    for (let attempt = 0; attempt < runs * 2 && (finished.ours.length < runs || finished.original.length < runs); attempt += 1) {
      for (const [name, base] of Object.entries(sites)) {
        if (finished[name].length >= runs) continue;
        const load = loadNow();
        const run = await lighthouseOnce(base + path, "mobile", port);
        if (run.error) errors[name].push(run.error);
        else finished[name].push({ ...run, load });
      }
    }
    results[path] = Object.fromEntries(Object.keys(sites).map((name) => [name, finished[name].length ? summarizeLighthouse(finished[name], errors[name]) : { errors: errors[name] }]));
    log(`lighthouse mobile ${path}: ours ${results[path].ours.performance} (FCP ${results[path].ours.fcpMs}), original ${results[path].original.performance} (FCP ${results[path].original.fcpMs})`);
  }
  return results;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const ratio = (a, b) => (b ? a / b : Infinity);
const verdict = (holds) => (holds ? "holds" : "MISSED");
const loads = (runs) => `load ${runs.map((run) => run.load).join("/")}`;

/** Prints the comparison: each figure, its target, whether it holds, its runs and the load beside them. */
export function printComparison(comparison) {
  const { html, pages, lighthouse, builds } = comparison;
  console.log("\n=== Against the original site (same sitting) ===");
  if (html?.length) {
    console.log(`\nHTML, gzipped as served (kB), every doc page both sites have: ours / original = ratio (target <= ${TARGETS.html}x); ours by kind; 'around' = what a page carries around its words, code and contents`);
    console.log("page".padEnd(40), "ours".padStart(6), "orig".padStart(6), "ratio".padStart(6), "| type  lines css  scripts head  code  toc   nav  icons content | around (orig)");
    for (const row of html) {
      const k = row.ours.kinds;
      const r = ratio(row.ours.gz, row.original.gz);
      console.log(
        row.path.padEnd(40),
        kB(row.ours.gz).padStart(6),
        kB(row.original.gz).padStart(6),
        `${r.toFixed(2)}x`.padStart(6),
        "|",
        [k.typeText, k.lineBoxes, k.css, k.scripts, k.head, k.code, k.toc, k.nav, k.icons, k.content].map((bytes) => kB(bytes).padStart(5)).join(" "),
        "|",
        `${kB(k.overhead)} (${kB(row.original.kinds.overhead)}) ${verdict(r <= TARGETS.html)}`,
      );
    }
    const worst = html.reduce((most, row) => Math.max(most, ratio(row.ours.gz, row.original.gz)), 0);
    const around = html.reduce((most, row) => Math.max(most, ratio(row.ours.kinds.overhead, row.original.kinds.overhead)), 0);
    console.log(`HTML: worst ${worst.toFixed(2)}x the original's (${verdict(worst <= TARGETS.html)}); around the content at most ${around.toFixed(2)}x the original's`);
  }
  if (pages?.length) {
    console.log(`\nPrefetched after load (cold cache, 3 s open; requests marked Sec-Purpose: prefetch): ours / original, wire kB (decoded kB), requests (target <= ${TARGETS.prefetch}x)`);
    for (const { path, prefetch } of pages) {
      const r = ratio(prefetch.ours.wire, prefetch.original.wire);
      console.log(path.padEnd(28), `${kB(prefetch.ours.wire)} (${kB(prefetch.ours.decoded)}) ${prefetch.ours.requests} req / ${kB(prefetch.original.wire)} (${kB(prefetch.original.decoded)}) ${prefetch.original.requests} req = ${Number.isFinite(r) ? `${r.toFixed(2)}x` : "n/a"} ${verdict(prefetch.ours.wire <= TARGETS.prefetch * prefetch.original.wire)} | whole load ${kB(prefetch.ours.pageWire)} / ${kB(prefetch.original.pageWire)}`);
    }
    console.log(`\nSidebar click, fast connection, page open 3 s: ms to the new h1 (median; runs), network requests (target <= ${TARGETS.click}x)`);
    for (const { path, click } of pages) {
      if (!click) continue;
      const ours = medianOf(click.ours, "ms");
      const original = medianOf(click.original, "ms");
      const runs = (list) => list.map((run) => Math.round(run.ms)).join(", ");
      console.log(path.padEnd(28), `-> ${click.target}: ours ${ours} ms (${runs(click.ours)}; ${medianOf(click.ours, "requests")} req) / original ${original} ms (${runs(click.original)}; ${medianOf(click.original, "requests")} req) = ${(ours / original).toFixed(2)}x ${verdict(ours <= TARGETS.click * original)}; ${loads(click.ours)}`);
    }
  }
  if (lighthouse) {
    console.log("\nLighthouse mobile, runs interleaved (median): performance, FCP, LCP, TBT (ms) — ours / original; ours must score at least the original's, FCP no later, TBT no higher");
    for (const [path, { ours, original }] of Object.entries(lighthouse)) {
      if (!ours.runs || !original.runs) {
        console.log(path.padEnd(28), "unfinished:", JSON.stringify({ ours: ours.errors, original: original.errors }));
        continue;
      }
      const holds = ours.performance >= original.performance && ours.fcpMs <= original.fcpMs && ours.tbtMs <= original.tbtMs;
      console.log(
        path.padEnd(28),
        `perf ${ours.performance} / ${original.performance}, FCP ${ours.fcpMs} / ${original.fcpMs}, LCP ${ours.lcpMs} / ${original.lcpMs}, TBT ${ours.tbtMs} / ${original.tbtMs} ${verdict(holds)}`,
        `| ours FCP ${ours.runs.map((run) => run.fcpMs).join(", ")}; original FCP ${original.runs.map((run) => run.fcpMs).join(", ")}; CPU index ${ours.benchmarkIndex}/${original.benchmarkIndex}; ${loads(ours.runs)}`,
      );
      // The simulated FCP's critical path: the bytes decide the network part, the machine the main-thread part.
      const fcpPathOf = (runs) => {
        const first = runs.find((run) => run.fcpPath)?.fcpPath;
        return first ? `document in at ${first.documentMs} ms, stylesheets at ${first.stylesheetsMs} ms, main thread ${medianOf(runs.map((run) => run.fcpPath ?? {}), "cpuMs")} ms` : "n/a";
      };
      console.log("".padEnd(28), `FCP path, ours: ${fcpPathOf(ours.runs)}; original: ${fcpPathOf(original.runs)}`);
    }
  }
  if (builds) {
    const line = (name, ours, original, target, note) => {
      if (!ours || !original) return console.log(name.padEnd(44), "skipped");
      const r = ours.seconds / original.seconds;
      console.log(name.padEnd(44), `${ours.seconds.toFixed(1)} s (load ${ours.load}) / ${original.seconds.toFixed(1)} s (load ${original.load}) = ${r.toFixed(2)}x (target <= ${target}x) ${verdict(r <= target)}${note ? ` ${note}` : ""}`);
    };
    console.log("\nBuilds (every cache cleared on both sides), seconds: ours / the original's");
    line("cold build / docusaurus build", builds.cold, builds.originalCold, TARGETS.coldBuild);
    line("develop to a doc served / docusaurus start", builds.develop, builds.originalStart, TARGETS.develop);
    if (builds.rebuild && builds.cold) {
      const r = builds.rebuild.seconds / builds.cold.seconds;
      console.log("rebuild after one doc edit / our cold build".padEnd(44), `${builds.rebuild.seconds.toFixed(1)} s (load ${builds.rebuild.load}; runs ${builds.rebuild.runs.map((seconds) => seconds.toFixed(1)).join(", ")}) / ${builds.cold.seconds.toFixed(1)} s = ${r.toFixed(2)}x (target <= ${TARGETS.rebuild}x) ${verdict(r <= TARGETS.rebuild)}`);
    }
  }
}
