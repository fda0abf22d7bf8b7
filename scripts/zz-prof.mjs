// scratch: CPU profile of page loads (4x), aggregate time by original source file via source maps
import { chromium } from "playwright";
import { readFileSync, existsSync } from "node:fs";
import { SourceMapConsumer } from "source-map";
import chromiumSetup from "../tests/support/chromium.cjs";
const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
const pub = process.argv[4] ?? "public";
const browser = await chromium.launch({ executablePath: chromiumSetup.CHROMIUM_PATH, args: chromiumSetup.CHROMIUM_ARGS });
const byFile = {}, byFn = {}, incl = {}, inHydrate = {}, hydIncl = {};
let hydTotal = 0;
const hydSelf = {};
const entries = {};
const consumers = {};
async function consumer(file) {
  if (!(file in consumers)) {
    const p = `${pub}/${file}.map`;
    consumers[file] = existsSync(p) ? await new SourceMapConsumer(JSON.parse(readFileSync(p, "utf8"))) : null;
  }
  return consumers[file];
}
for (let r = 0; r < runs; r++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send("Profiler.stop");
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = {};
  profile.samples.forEach((id, i) => (counts[id] = (counts[id] ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  // inclusive time per source-mapped function (each function counted once per stack)
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const names = new Map();
  for (const n of profile.nodes) {
    const cf = n.callFrame; const file = cf.url.split("/").pop();
    let name = `${cf.functionName || "(anon)"} ${file}`;
    if (cf.url && file.endsWith(".js")) { const c = await consumer(file); if (c) { const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (pos.source) name = `${pos.name ?? cf.functionName} ${pos.source.replace("webpack://stan-docs/", "")}:${pos.line}`; } }
    names.set(n.id, name);
  }
  for (const [id, us] of Object.entries(counts)) {
    const chain = [];
    for (let cur = Number(id); cur !== undefined; cur = parent.get(cur)) chain.push(names.get(cur));
    const h = chain.findIndex((nm) => nm.startsWith("hydrate "));
    if (h < 0) {
      // outside hydrate: the deepest-but-one own frame from the root, to see entry points
      const own = [...chain].reverse().filter((nm) => /src\/|content\/|gatsby-browser|\.cache|gatsby-link|reach-router|mdx-js|preact/.test(nm));
      const key = own.slice(0, 3).join(" < ") || chain[chain.length - 1];
      if (!/\(idle\)|\(program\)|\(garbage/.test(chain[0])) entries[key] = (entries[key] ?? 0) + us / 1000 / runs;
    }
    if (h >= 0) {
      for (const nm of new Set(chain.slice(0, h))) hydIncl[nm] = (hydIncl[nm] ?? 0) + us / 1000 / runs;
      hydTotal += us / 1000 / runs;
      hydSelf[chain[0]] = (hydSelf[chain[0]] ?? 0) + us / 1000 / runs;
      const own = chain.slice(0, h).find((nm) => /src\/|content\/|gatsby-browser|\.cache|gatsby-link|reach-router|mdx-js/.test(nm)) ?? (chain[0].includes("preact") ? "(preact internals)" : chain[0]);
      inHydrate[own] = (inHydrate[own] ?? 0) + us / 1000 / runs;
    }
  }
  for (const [id, us] of Object.entries(counts)) {
    const seen = new Set();
    for (let cur = Number(id); cur !== undefined; cur = parent.get(cur)) { const nm = names.get(cur); if (!seen.has(nm)) { seen.add(nm); incl[nm] = (incl[nm] ?? 0) + us / 1000 / runs; } }
  }
  for (const [id, us] of Object.entries(counts)) {
    const n = nodes.get(Number(id));
    const cf = n.callFrame;
    const file = cf.url.split("/").pop();
    let key = cf.url ? file : cf.functionName || "(native)";
    let fnKey = `${cf.functionName || "(anon)"} ${key}`;
    if (cf.url && file.endsWith(".js")) {
      const c = await consumer(file);
      if (c) {
        const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
        if (pos.source) { key = pos.source.replace("webpack://stan-docs/", ""); fnKey = `${pos.name ?? cf.functionName} ${key}:${pos.line}`; }
      }
    }
    byFile[key] = (byFile[key] ?? 0) + us / 1000 / runs;
    byFn[fnKey] = (byFn[fnKey] ?? 0) + us / 1000 / runs;
  }
  await context.close();
}
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join("\n");
console.log("== self time by source (ms per load, 4x)\n" + top(byFile, 30));
console.log("== by function\n" + top(byFn, 30));
console.log("== hydrate total", hydTotal.toFixed(1), "\n== inclusive inside hydrate\n" + top(hydIncl, 40));
console.log("== outside hydrate by entry\n" + top(entries, 25));
console.log("== self inside hydrate\n" + top(hydSelf, 25));
console.log("== inside hydrate, by nearest own frame\n" + top(inHydrate, 25));
console.log("== inclusive (src, gatsby)\n" + top(Object.fromEntries(Object.entries(incl).filter(([k]) => /src\/|gatsby-link|reach-router|\.cache|gatsby-browser/.test(k))), 45));
await browser.close();
