#!/usr/bin/env node
// What laying out code blocks' lines only near the viewport (src/pipeline/code/code-lines.ts, code.css) is
// worth on a page load, measured on the build as it is against the same build with every line laid out
// (a style that overrides content-visibility, added to the page's HTML on the way; both variants' pages go
// through the same interception). Per run and variant, in a new browser context: a phone's window (412 px,
// as Lighthouse's mobile), the CPU slowed 4x, the page loaded and hydrated; from a trace, the main thread's
// style, layout and paint time, and its blocking time (each task's time over 50 ms, the whole load).
// The variants alternate, so a change in the machine's speed hits both; medians are printed and returned
// (bench.mjs adds them to its report).
//
//   node scripts/bench-render.mjs [--base http://127.0.0.1:9170] [--runs 9] [--path /stan/docs/api/react]
//
// Without --base it serves public/ with scripts/gh-pages-server.cjs on a port of its own.
import { fileURLToPath } from "node:url";
import { benchOnBuild } from "./bench-on-build.mjs";
import { median } from "./median.mjs";

const EVERY_LINE_LAID_OUT = "<style>.code-lines { content-visibility: visible !important; }</style>";
const VARIANTS = { "near the viewport": (html) => html, "every line": (html) => html.replace("</head>", `${EVERY_LINE_LAID_OUT}</head>`) };
const RENDERING = { style: ["UpdateLayoutTree"], layout: ["Layout"], paint: ["PrePaint", "Paint", "Layerize"] };

/** One load of `url` in `browser` with the document's HTML changed by `change`: milliseconds of style, layout, paint and blocking time. */
async function measuredLoad(browser, url, change) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
    await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
    await page.goto(url);
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForTimeout(1500);
    await cdp.send("Tracing.end");
    await complete;
    const total = (names) => events.filter((event) => names.includes(event.name) && event.dur).reduce((sum, event) => sum + event.dur / 1000, 0);
    const tasks = events.filter((event) => event.name === "RunTask" && event.dur).map((event) => event.dur / 1000);
    return { ...Object.fromEntries(Object.entries(RENDERING).map(([part, names]) => [part, total(names)])), blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0) };
  } finally {
    await context.close();
  }
}

export async function benchRender({ browser, base, runs = 9, paths = ["/stan/docs/api/react", "/stan/docs/guides/caching"] }) {
  const report = { runs, cpuSlowdown: 4, width: 412, pages: [] };
  for (const path of paths) {
    const loads = Object.fromEntries(Object.keys(VARIANTS).map((variant) => [variant, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const [variant, change] of Object.entries(VARIANTS)) loads[variant].push(await measuredLoad(browser, base + path, change));
    }
    const medians = Object.fromEntries(
      Object.entries(loads).map(([variant, measured]) => [variant, Object.fromEntries(Object.keys(measured[0]).map((part) => [part, Math.round(median(measured.map((load) => load[part])))]))]),
    );
    report.pages.push({ path, medians });
  }
  console.log(`\nCode lines laid out near the viewport, or every line (${report.width} px, ${report.cpuSlowdown}x CPU slowdown, medians of ${runs} loads, ms)`);
  for (const { path, medians } of report.pages) {
    for (const [variant, parts] of Object.entries(medians)) {
      console.log(`  ${path.padEnd(28)} ${variant.padEnd(18)} style ${parts.style}, layout ${parts.layout}, paint ${parts.paint}; blocking ${parts.blocking}`);
    }
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchOnBuild(9179, ({ browser, base, option }) =>
    benchRender({ browser, base, runs: Number(option("--runs", "9")), ...(option("--path", null) ? { paths: [option("--path", null)] } : {}) }),
  ).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
