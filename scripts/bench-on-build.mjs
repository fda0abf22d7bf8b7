// Runs a benchmark by hand, on the build in public/ served with GitHub Pages' rules (scripts/gh-pages-server.cjs,
// on `port`) or on the server given with --base, in Debian's Chromium: `measure({ browser, base, option })`,
// where `option(name, fallback)` reads the command line. Stops the browser and the server after it.
import { spawn } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import chromiumSetup from "../tests/support/browser/chromium.cjs";
import { untilAnswers } from "./wait-for-url.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

async function serveBuild(port) {
  const server = spawn(process.execPath, [join(ROOT, "scripts/gh-pages-server.cjs"), "--port", String(port), "--public", join(ROOT, "public")], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  await untilAnswers(`${base}/stan/`, 20);
  return { base, stop: () => server.kill("SIGTERM") };
}

export async function benchOnBuild(port, measure) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const served = option("--base", null) ? null : await serveBuild(port);
  const browser = await chromium.launch({ executablePath: chromiumSetup.CHROMIUM_PATH, args: chromiumSetup.CHROMIUM_ARGS });
  try {
    await measure({ browser, base: option("--base", null) ?? served.base, option });
  } finally {
    await browser.close();
    served?.stop();
  }
}
