#!/usr/bin/env node
// Where a page's mobile Total Blocking Time comes from. Runs Lighthouse (mobile, simulated
// throttling) once on a URL and prints the main-thread tasks of Lighthouse's own simulation:
// the ones its FCP estimate is made of, and every task of the full page load with its
// simulated time, its measured duration and what ran in it. Serve the build first.
//
//   node scripts/lighthouse-tasks.mjs http://127.0.0.1:9480/stan/docs/api/atom [--min 12]
//
// Lantern (Lighthouse's simulator) multiplies a task's measured time by 4, or by 2 when the
// task did layout; a simulated task counts toward TBT by what exceeds 50 ms after the estimated
// FCP. The FCP estimate is built only from the first parse, the first layout and the first
// paint task, so a task that comes before them in the page load (the navigation's commit, for
// one) can push the rest of the page past that estimate.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// Lighthouse's own simulator (a dependency of the lighthouse package, at the version its lock pins).
import * as Lantern from "@paulirish/trace_engine/models/trace/lantern/lantern.js";
import chromiumSetup from "../tests/support/browser/chromium.cjs";

const args = process.argv.slice(2);
const url = args.find((arg) => arg.startsWith("http"));
const minMs = Number(args.includes("--min") ? args[args.indexOf("--min") + 1] : "12");
if (!url) {
  console.error("usage: node scripts/lighthouse-tasks.mjs <url> [--min ms]");
  process.exit(2);
}

const EVENTS = ["ParseHTML", "Layout", "Paint", "EvaluateScript", "TimerFire", "XHRReadyStateChange", "FunctionCall", "DocumentLoader::CommitNavigation"];

const chrome = await chromeLauncher.launch({ chromePath: chromiumSetup.CHROMIUM_PATH, chromeFlags: chromiumSetup.CHROMIUM_ARGS });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(`performance ${lhr.categories.performance.score * 100}: FCP ${audit("first-contentful-paint")} ms, LCP ${audit("largest-contentful-paint")} ms, TBT ${audit("total-blocking-time")} ms (CPU index ${lhr.environment.benchmarkIndex})`);
  const simulations = Lantern.Simulation.Simulator.allNodeTimings;
  let origin;
  for (const [label, title] of [["optimisticFirstContentfulPaint", "tasks of the FCP estimate"], ["optimisticTotalBlockingTime", "tasks of the page load"]]) {
    console.log(`\n${title} (simulated start-end, measured duration, what ran):`);
    const rows = [...(simulations.get(label) ?? new Map()).entries()].filter(([node]) => node.type === "cpu").sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of rows) {
      origin ??= node.startTime;
      const simulated = timing.endTime - timing.startTime;
      if (simulated < minMs) continue;
      const events = [...new Set(node.childEvents.map((event) => event.name))].filter((name) => EVENTS.includes(name));
      const blocking = simulated > 50 ? `  (${Math.round(simulated - 50)} ms over 50)` : "";
      console.log(`  ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms  measured ${(node.duration / 1000).toFixed(1)} ms at +${((node.startTime - origin) / 1000).toFixed(0)} ms  [${events.join(", ")}]${blocking}`);
    }
  }
} finally {
  await chrome.kill();
}
