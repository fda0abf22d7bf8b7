// Adds up jest and Playwright JSON results and prints one closing line: "tests: N passed, N failed, N skipped".
// A missing or unreadable result file counts as a failure, so a suite that did not run cannot pass.
// Usage: summarize-results.mjs JEST_JSON [LABEL=]PLAYWRIGHT_JSON... (one Playwright file per server).
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

const [jestFile, ...e2eArgs] = process.argv.slice(2);
const jest = read(jestFile, "jest");
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  skipped += jest.numPendingTests + jest.numTodoTests;
  console.log(`jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed in ${jest.numTotalTestSuites} suites`);
}
if (e2eArgs.length === 0) e2eArgs.push("");
for (const arg of e2eArgs) {
  const [, labelPart, e2eFile] = /^(?:([\w.-]+)=)?(.*)$/.exec(arg);
  const label = labelPart ? `playwright (${labelPart})` : "playwright";
  const e2e = read(e2eFile, label);
  if (!e2e) continue;
  const s = e2e.stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  if (e2e.errors?.length) {
    failed += e2e.errors.length;
    problems.push(...e2e.errors.map((error) => `${label}: ${error.message}`));
  }
  console.log(`${label}: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`);
}
for (const problem of problems) console.log(problem);
if (passed === 0) {
  failed += 1;
  console.log("no test ran");
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
