// A typing worker of typing-pool.ts: types the samples it is sent with the build's own code (code-html.ts,
// loaded from its TypeScript source: the build's bundle of gatsby-node is not a module a thread can load),
// one TypeScript language service per React version, as the main thread would.
"use strict";
const fs = require("fs");
const { parentPort, workerData } = require("worker_threads");
const ts = require("typescript");

const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
require.extensions[".ts"] = (module, filename) => {
  module._compile(ts.transpileModule(fs.readFileSync(filename, "utf8"), { compilerOptions, fileName: filename }).outputText, filename);
};
const { typedHtmlOf } = require(workerData.codeHtmlModule);

parentPort.on("message", ({ id, code, language, meta, source }) => {
  try {
    parentPort.postMessage({ id, html: typedHtmlOf(code, language, meta, source) });
  } catch (error) {
    // The main thread types a failed sample again itself, and reports its content error as ever.
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
