#!/usr/bin/env node
/**
 * Sample-typing benchmark (a measurement, not a test): `npm run bench:samples`.
 *
 * Types every checked sample the pages show (each doc's ts, tsx and vue blocks and the landing page's), with no
 * cache, as a cold `gatsby build` does in createPages: once in this thread (the build before issue 25's
 * typing workers) and once on the typing workers (src/pipeline/code/typing-pool.ts, one per core, at most
 * 4), alternately, BENCH_RUNS times (default 2). Prints the wall time and this process's CPU time of
 * each, the CPU time of each language's samples in this thread (the first apart: a `vue` sample after the
 * TS ones builds Vue's language tools), and checks that both give the same HTML for every sample. The machine's load average is printed
 * too: on a shared machine the times say little without it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const require = createRequire(import.meta.url);
const runs = Number(process.env.BENCH_RUNS ?? 2);

/** Lets this script require the site's TypeScript modules where they are (transpiled to CommonJS on load). */
function requireTypeScript() {
  const ts = require("typescript");
  require.extensions[".ts"] = (module, filename) => {
    const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
    module._compile(ts.transpileModule(fs.readFileSync(filename, "utf8"), { compilerOptions, fileName: filename }).outputText, filename);
  };
}

requireTypeScript();
const { codeBlocksOf, parseDocFile } = require(path.join(root, "src/pipeline/parse/doc-tree.ts"));
const { isCheckedLanguage } = require(path.join(root, "src/pipeline/code/code-sample.ts"));
const { tasteCode } = require(path.join(root, "src/config/landing.ts"));
const { typeSamplesAhead, workerCount } = require(path.join(root, "src/pipeline/code/typing-pool.ts"));
const { typedSampleKey } = require(path.join(root, "src/pipeline/code/typed-cache.ts"));

/** Every sample the pages show, as createPages collects them. */
function samples() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(root, "content", "docs"));
  const jobs = [{ code: tasteCode, language: "tsx", meta: "", source: { file: "src/config/landing.ts", fenceLine: 1 } }];
  for (const file of files.sort()) {
    const sourceFile = path.relative(root, file);
    for (const block of codeBlocksOf(parseDocFile(fs.readFileSync(file, "utf8"), sourceFile))) {
      if (isCheckedLanguage(block.lang ?? "")) jobs.push({ code: block.value, language: block.lang, meta: block.meta ?? null, source: { file: sourceFile, fenceLine: block.position.start.line, fenceColumn: block.position.start.column } });
    }
  }
  return jobs;
}

const memoryCache = () => {
  const entries = new Map();
  return { entries, get: (key) => entries.get(key), set: (key, html) => void entries.set(key, html) };
};

/** Runs `task`, returning its wall and CPU seconds (CPU: this process, all its threads). */
async function timed(task) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await task();
  const used = process.cpuUsage(cpu);
  return { result, wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
}

const jobs = samples();
if (process.argv.includes("--serial")) {
  const { typedHtmlOf } = require(path.join(root, "src/pipeline/code/code-html.ts"));
  const cpu = process.cpuUsage();
  const html = {};
  // Each sample's CPU seconds, by language, in the order typed (a language's first sample pays for its tools).
  const byLanguage = {};
  for (const job of jobs) {
    const key = typedSampleKey(job.language, job.meta, job.code);
    if (key in html) continue;
    const before = process.cpuUsage();
    html[key] = typedHtmlOf(job.code, job.language, job.meta, job.source);
    const one = process.cpuUsage(before);
    (byLanguage[job.language] ??= []).push((one.user + one.system) / 1e6);
  }
  const used = process.cpuUsage(cpu);
  // A file, not stdout: exiting would cut a large write to a pipe short.
  fs.writeFileSync(process.argv[process.argv.indexOf("--serial") + 1], JSON.stringify({ html, cpu: (used.user + used.system) / 1e6, byLanguage }));
  process.exit(0);
}
const threads = workerCount(jobs.length);
console.log(`${jobs.length} samples; ${os.availableParallelism()} cores, so ${threads} typing workers; load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}`);
const results = { serial: [], workers: [] };
let serialHtml;
let workersHtml;
for (let run = 1; run <= runs; run++) {
  // In this thread, in a child process of its own, so that every run starts cold (no warm language service).
  const serial = await timed(async () => {
    const { execFileSync } = await import("node:child_process");
    const out = path.join(os.tmpdir(), `bench-samples-${process.pid}.json`);
    execFileSync(process.execPath, [new URL(import.meta.url).pathname, "--serial", out], { stdio: "inherit" });
    const result = JSON.parse(fs.readFileSync(out, "utf8"));
    fs.rmSync(out);
    return result;
  });
  results.serial.push({ wall: serial.wall, cpu: serial.result.cpu });
  serialHtml = serial.result.html;
  // In this thread: what each language's samples cost (CPU), the first apart (it starts the language's tools).
  for (const [language, seconds] of Object.entries(serial.result.byLanguage)) {
    const rest = seconds.slice(1).sort((a, b) => a - b);
    const total = seconds.reduce((sum, value) => sum + value, 0);
    console.log(`  ${language}: ${seconds.length} samples, CPU ${total.toFixed(1)} s; first ${seconds[0].toFixed(2)} s, then median ${(rest[rest.length >> 1] ?? 0).toFixed(2)} s`);
  }
  const cache = memoryCache();
  const pooled = await timed(() => typeSamplesAhead(jobs, cache, threads || 2));
  results.workers.push({ wall: pooled.wall, cpu: pooled.cpu });
  workersHtml = Object.fromEntries(cache.entries);
  console.log(`run ${run}: this thread ${serial.wall.toFixed(1)} s (CPU ${serial.result.cpu.toFixed(1)} s); ${pooled.result.threads} workers ${pooled.wall.toFixed(1)} s (CPU ${pooled.cpu.toFixed(1)} s); load average ${os.loadavg()[0].toFixed(1)}`);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`median: this thread ${median(results.serial.map((r) => r.wall)).toFixed(1)} s, workers ${median(results.workers.map((r) => r.wall)).toFixed(1)} s`);
const differing = Object.keys(serialHtml).filter((key) => serialHtml[key] !== workersHtml[key]);
console.log(differing.length === 0 ? `same HTML for all ${Object.keys(serialHtml).length} distinct samples` : `DIFFERENT HTML for ${differing.length} samples`);
process.exitCode = differing.length === 0 ? 0 : 1;
