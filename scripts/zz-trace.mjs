// scratch: 4x CPU trace of a page load; prints long tasks after FCP with their breakdown
import { chromium } from "playwright";
import chromiumSetup from "../tests/support/chromium.cjs";
const { CHROMIUM_PATH, CHROMIUM_ARGS } = chromiumSetup;
const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
const verbose = process.argv.includes("-v");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const totals = [];
for (let r = 0; r < runs; r++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  const done = new Promise((res) => cdp.once("Tracing.tracingComplete", res));
  await cdp.send("Tracing.start", { categories: "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading,v8.execute,blink.user_timing", transferMode: "ReportEvents" });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(4000);
  await cdp.send("Tracing.end");
  await done;
  const counts = {};
  for (const e of events) if (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") counts[`${e.pid}:${e.tid}`] = (counts[`${e.pid}:${e.tid}`] ?? 0) + 1;
  const names = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`);
  const main = names.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0))[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const fcp = onMain.concat(events).filter((e) => e.name === "firstContentfulPaint").map((e) => e.ts).sort((a, b) => b - a)[0];
  const nav = events.filter((e) => e.name === "navigationStart").map((e) => e.ts).sort((a, b) => b - a)[0];
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.ph === "X" && e.ts > fcp);
  let tbt = 0;
  const lines = [];
  for (const t of tasks) {
    const d = t.dur / 1000;
    if (d > 50) tbt += d - 50;
    if (d > 30) {
      const kids = onMain.filter((e) => e.ph === "X" && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      // direct-ish children: those not inside an earlier kept child, but descend one level into wrappers
      const by = {};
      const wrappers = new Set(["ThreadControllerImpl::RunTask", "RunMicrotasks", "TimerFire", "XHRReadyStateChange", "XHRLoad", "FireAnimationFrame", "EventDispatch", "V8.Execute"]);
      let end = 0;
      for (const k of kids) {
        if (k.ts < end || wrappers.has(k.name) || !k.dur) continue;
        end = k.ts + k.dur;
        const key = k.name === "EvaluateScript" ? `Eval ${(k.args?.data?.url ?? "").split("/").pop()}` : k.name === "FunctionCall" ? `Call ${k.args?.data?.functionName ?? ""}@${(k.args?.data?.url ?? "").split("/").pop()}` : k.name;
        by[key] = (by[key] ?? 0) + k.dur / 1000;
      }
      lines.push(`  task @${((t.ts - nav) / 1000).toFixed(0)}ms ${d.toFixed(0)}ms: ` + Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(", "));
    }
  }
  totals.push(Math.round(tbt));
  if (process.argv.includes("-L")) for (const e of onMain.filter((e) => (e.name === "Layout" || e.name === "UpdateLayoutTree" || e.name === "Paint") && e.dur > 4000)) console.log(`   ${e.name} @${((e.ts - fcp) / 1000).toFixed(0)} ${(e.dur / 1000).toFixed(0)}ms dirty ${e.args?.beginData?.dirtyObjects ?? e.args?.elementCount ?? ""}/${e.args?.beginData?.totalObjects ?? ""} ${e.args?.beginData?.stackTrace ? "FORCED " + e.args.beginData.stackTrace.map((f) => f.functionName).slice(0, 3).join("<") : ""}`);
  const sum = (n) => Math.round(onMain.filter((e) => e.name === n && e.ph === "X").reduce((a, e) => a + (e.dur ?? 0), 0) / 1000);
  console.log(`  sums: Layout ${sum("Layout")} Style ${sum("UpdateLayoutTree")} Paint ${sum("Paint")} PrePaint ${sum("PrePaint")} Eval ${sum("EvaluateScript")} Call ${sum("FunctionCall")} Parse ${sum("ParseHTML")}`);
  console.log(`run ${r}: fcp ${((fcp - nav) / 1000).toFixed(0)}ms, blocking after FCP ${tbt.toFixed(0)}ms`);
  if (verbose) console.log(lines.join("\n"));
  await context.close();
}
console.log("blocking:", totals.join(" "));
await browser.close();
