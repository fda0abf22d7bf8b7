#!/usr/bin/env node
// Benchmark of the in-place sample editor (issue 26), on a served build (the GitHub Pages stand-in
// by default): per run, in a new browser context (cold cache),
//   - the bytes loaded on the first "Edit" (every response from the click to the first diagnostics,
//     the worker's own requests included: on the wire, and their bodies uncompressed);
//   - the time from the click to the first diagnostics (the editor in place, the compiler's verdict shown);
//   - the time from a keystroke to updated diagnostics, on the page's first sample: a keystroke that
//     makes an error (`1` -> `1n`, a bigint where a number is wanted) and one that removes it, 10 of each.
// Medians are printed and returned (bench.mjs adds them to its report).
//
//   node scripts/bench-editor.mjs [--base http://127.0.0.1:9170] [--runs 3] [--path /stan/docs/api/atom]
//
// Without --base it serves public/ with scripts/gh-pages-server.cjs on a free port of its own.
import { fileURLToPath } from "node:url";
import { benchOnBuild } from "./bench-on-build.mjs";
import { median } from "./median.mjs";

const KEYSTROKES = 10;


/** Waits in the page for the verdict under the editor to differ from `before`; resolves with the time it changed (performance.now()). */
const verdictChange = (page, before) =>
  page.evaluate(
    (previous) =>
      new Promise((done, fail) => {
        const read = () => document.querySelector("[data-testid=editor-verdict]")?.textContent ?? null;
        if (read() !== null && read() !== previous) return done(performance.now());
        const observer = new MutationObserver(() => {
          if (read() !== null && read() !== previous) {
            observer.disconnect();
            done(performance.now());
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => fail(new Error(`no new verdict after "${previous}"`)), 30_000);
      }),
    before,
  );

async function oneRun(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.locator("html[data-hydrated=true]").waitFor({ timeout: 15_000 });
  const responses = [];
  let counting = false;
  // Context-wide, so the worker's requests (TypeScript, the declarations) are counted too.
  context.on("response", (response) => {
    if (counting) responses.push(response);
  });
  const edit = page.getByRole("button", { name: "Edit this sample, with the TypeScript compiler" }).first();
  await edit.scrollIntoViewIfNeeded();
  counting = true;
  const clickedAt = await page.evaluate(() => performance.now());
  await edit.click();
  const readyAt = await verdictChange(page, null);
  counting = false;
  const files = await Promise.all(
    responses.map(async (response) => {
      const sizes = await response.request().sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
      const body = await response.body().catch(() => Buffer.alloc(0));
      return { path: new URL(response.url()).pathname, wire: sizes.responseBodySize + sizes.responseHeadersSize, raw: body.length };
    }),
  );

  // Keystrokes: a line of its own at the end, `const benchValue: number = 1;`, then `n` after the 1 and Backspace, in turn.
  const editor = page.locator(".cm-content").first();
  await editor.press("Control+End");
  await page.keyboard.type("\nconst benchValue: number = 1;");
  await page.keyboard.press("ArrowLeft");
  await page.waitForTimeout(500);
  // Timed in the page: the last keydown, and each change of the verdict (a persistent observer, so no change is missed).
  await page.evaluate(() => {
    const verdict = () => document.querySelector("[data-testid=editor-verdict]")?.textContent ?? "";
    window.__bench = { keydownAt: 0, verdict: verdict(), changedAt: 0 };
    document.addEventListener("keydown", () => (window.__bench.keydownAt = performance.now()), true);
    new MutationObserver(() => {
      if (verdict() !== window.__bench.verdict) Object.assign(window.__bench, { verdict: verdict(), changedAt: performance.now() });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const keystrokes = [];
  for (let index = 0; index < KEYSTROKES * 2; index += 1) {
    const before = await page.evaluate(() => window.__bench.verdict);
    await page.keyboard.press(index % 2 === 0 ? "n" : "Backspace");
    await page.waitForFunction((previous) => window.__bench.verdict !== previous, before, { timeout: 30_000 });
    const { keydownAt, changedAt } = await page.evaluate(() => window.__bench);
    keystrokes.push(changedAt - keydownAt);
  }
  await context.close();
  return { clickToDiagnosticsMs: readyAt - clickedAt, files, keystrokeMs: keystrokes };
}

/** Runs the editor benchmark against a served build; `base` is its origin. */
export async function benchEditor({ browser, base, runs = 3, path = "/stan/docs/api/atom" }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, base, path));
  const first = results[0];
  const report = {
    path,
    runs,
    firstEdit: {
      requests: first.files.length,
      wireBytes: first.files.reduce((sum, file) => sum + file.wire, 0),
      rawBytes: first.files.reduce((sum, file) => sum + file.raw, 0),
      files: first.files,
    },
    clickToDiagnosticsMs: { median: Math.round(median(results.map((result) => result.clickToDiagnosticsMs))), runs: results.map((result) => Math.round(result.clickToDiagnosticsMs)) },
    keystrokeToDiagnosticsMs: {
      median: Math.round(median(results.flatMap((result) => result.keystrokeMs))),
      max: Math.round(Math.max(...results.flatMap((result) => result.keystrokeMs))),
      count: results.flatMap((result) => result.keystrokeMs).length,
    },
  };
  printEditorReport(report);
  return report;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export function printEditorReport(report) {
  console.log(`\nSample editor (${report.path}, ${report.runs} runs, cold cache each)`);
  console.log(`  first Edit: ${report.firstEdit.requests} requests, ${kB(report.firstEdit.wireBytes)} on the wire (${kB(report.firstEdit.rawBytes)} uncompressed)`);
  for (const file of report.firstEdit.files) console.log(`    ${file.path.padEnd(52)} ${kB(file.wire).padStart(10)} ${kB(file.raw).padStart(10)}`);
  console.log(`  click to first diagnostics: ${report.clickToDiagnosticsMs.median} ms median (runs ${report.clickToDiagnosticsMs.runs.join(", ")}; target < 2000)`);
  console.log(`  keystroke to updated diagnostics: ${report.keystrokeToDiagnosticsMs.median} ms median, ${report.keystrokeToDiagnosticsMs.max} ms max over ${report.keystrokeToDiagnosticsMs.count} keystrokes (target < 300)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchOnBuild(9178, ({ browser, base, option }) =>
    benchEditor({ browser, base, runs: Number(option("--runs", "3")), path: option("--path", "/stan/docs/api/atom") }),
  ).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
