// Lighthouse runs for the benchmarks (scripts/bench.mjs, scripts/bench-compare.mjs): one run, several, and their medians.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { median } from "./median.mjs";
// Lighthouse's own simulator (a dependency of the lighthouse package, at the version its lock pins).
import * as Lantern from "@paulirish/trace_engine/models/trace/lantern/lantern.js";

/**
 * Requests Lighthouse blocks: the tag manager's container, which a build with GATSBY_GTM_ID (the test suite's)
 * asks for after the page has loaded. This machine cannot reach it, and the failed request's console error
 * cost best practices 4 points that a reader's browser, which loads it, would not see; a blocked request is
 * not an error to Lighthouse. The container's own cost was never in these figures: it cannot load here.
 */
export const THIRD_PARTIES = ["*googletagmanager.com*"];

/**
 * One Lighthouse run of `url` (`mobile`: Lighthouse's default, a phone with simulated throttling; `desktop`): its
 * scores and metrics, or `{ error }` for a run Lighthouse could not finish (its lhr.runtimeError: no paint seen in
 * time on a busy machine, say), which has no scores.
 */
export async function lighthouseOnce(url, formFactor, port) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", blockedUrlPatterns: THIRD_PARTIES }, formFactor === "desktop" ? desktopConfig : undefined);
  if (result.lhr.runtimeError) return { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` };
  const { categories, audits } = result.lhr;
  return {
    fcpPath: fcpPath(),
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
  };
}

/**
 * What the last run's simulated FCP waited for (Lantern's optimistic FCP graph): when the document and the last
 * render-blocking stylesheet were in (simulated ms; set by the bytes and the simulated network alone, so the same
 * from run to run) and how much main-thread time its tasks took (simulated: measured time x 4, x 2 with layout,
 * so it follows the machine's load).
 */
function fcpPath() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get("optimisticFirstContentfulPaint");
  if (!timings) return null;
  const nodes = [...timings.entries()];
  const network = nodes.filter(([node]) => node.type === "network");
  const end = (list) => Math.round(Math.max(0, ...list.map(([, timing]) => timing.endTime)));
  return {
    documentMs: end(network.filter(([node]) => node.request.resourceType === "Document")),
    stylesheetsMs: end(network.filter(([node]) => node.request.resourceType === "Stylesheet")),
    cpuMs: Math.round(nodes.filter(([node]) => node.type === "cpu").reduce((sum, [, timing]) => sum + timing.endTime - timing.startTime, 0)),
  };
}

/** `runs` finished runs of `url` (an unfinished one is run again, up to `runs` times), summed up. */
export async function lighthouseRuns(url, formFactor, port, runs) {
  const finished = [];
  const errors = [];
  while (finished.length < runs && errors.length < runs) {
    const run = await lighthouseOnce(url, formFactor, port);
    if (run.error) errors.push(run.error);
    else finished.push(run);
  }
  if (!finished.length) throw new Error(`Lighthouse could not finish ${url} (${formFactor}):\n${errors.join("\n")}`);
  return summarizeLighthouse(finished, errors);
}

/** The medians of finished runs, the runs' scores, and the errors of unfinished ones. */
export function summarizeLighthouse(runs, errors) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: Math.round(pick("performance")),
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
    runs: runs.map(({ performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, fcpPath: path, benchmarkIndex, load }) => ({ performance, accessibility, bestPractices, seo, fcpMs: Math.round(fcpMs), lcpMs: Math.round(lcpMs), tbtMs: Math.round(tbtMs), fcpPath: path, benchmarkIndex: Math.round(benchmarkIndex), load })),
    errors,
  };
}

