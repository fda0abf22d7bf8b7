// The browser every test and benchmark drives: Debian's Chromium (never a downloaded one),
// with launch flags that work on this machine. CommonJS so that playwright.config.ts and the
// ES module benchmark scripts can both load it.
"use strict";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
