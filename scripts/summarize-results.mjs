// Adds up jest and Playwright JSON results and prints one closing line: "tests: N passed, N failed, N skipped".
// A missing or unreadable result file counts as a failure, so a suite that did not run cannot pass.
// Usage: summarize-results.mjs RUNNER:LABEL=FILE... (RUNNER is jest or playwright; one file per suite or server).
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

function read(file, label) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    problems.push(`${label}: no results (${file})`);
    failed += 1;
    return null;
  }
}

/** Counts of one jest run. */
function jestCounts(result, label) {
  passed += result.numPassedTests;
  failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  skipped += result.numPendingTests + result.numTodoTests;
  console.log(`${label}: ${result.numPassedTests} passed, ${result.numFailedTests} failed in ${result.numTotalTestSuites} suites`);
}

/** Counts of one Playwright run. */
function playwrightCounts(result, label) {
  const s = result.stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  if (result.errors?.length) {
    failed += result.errors.length;
    problems.push(...result.errors.map((error) => `${label}: ${error.message}`));
  }
  console.log(`${label}: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`);
}

for (const arg of process.argv.slice(2)) {
  const [, runner, name, file] = /^(jest|playwright):([\w.-]+)=(.*)$/.exec(arg) ?? [];
  if (!runner) throw new Error(`not RUNNER:LABEL=FILE: ${arg}`);
  const label = `${runner} (${name})`;
  const result = read(file, label);
  if (result) (runner === "jest" ? jestCounts : playwrightCounts)(result, label);
}
for (const problem of problems) console.log(problem);
if (passed === 0) {
  failed += 1;
  console.log("no test ran");
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
