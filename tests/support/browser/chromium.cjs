// The browsers, Debian's packages (never a downloaded one), with launch flags that work on this machine.
// CommonJS so that the Playwright configs and the ES module benchmark scripts can both load it.
// - The tests drive chromium-headless-shell, Playwright's own default headless mode: the whole e2e suite took
//   about half the wall time and CPU of full Chromium on the 2-core machine, with the same results.
// - Lighthouse and the benchmarks keep full Chromium, the browser readers run.
"use strict";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

module.exports = { CHROMIUM_PATH, HEADLESS_SHELL_PATH, CHROMIUM_ARGS };
