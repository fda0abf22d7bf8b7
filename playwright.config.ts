import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./tests/support/browser/chromium.cjs";

/**
 * End-to-end tests run against the production build (`gatsby build --prefix-paths`) in Debian's
 * chromium-headless-shell (tests/support/browser/chromium.cjs), one project per server; scripts/run-tests.sh
 * starts the three servers and runs the three projects at once, sharing the workers:
 * - pages: the whole suite on the GitHub Pages stand-in (scripts/gh-pages-server.cjs), the real host (PAGES_URL);
 * - nginx: what the nginx config itself adds (tests tagged @host: paths, headers, CSP, caching, hostile URLs; NGINX_URL);
 * - gatsby-serve: the README's preview, a routes smoke test (tagged @routes; SERVE_URL).
 * BASE_URL, when set, is every project's server (one project run against one server by hand).
 */
const serverOf = (variable: string, fallback: string) => process.env.BASE_URL ?? process.env[variable] ?? fallback;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers on the 2-core CI machine: most of a browser test's time is waiting.
  workers: Number(process.env.PW_WORKERS) || 2,
  retries: 0,
  // Room for a loaded machine: the 2 workers and their browsers keep both CI cores busy (scripts/run-tests.sh).
  timeout: 45_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]] : [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    trace: "off",
  },
  projects: [
    { name: "pages", testIgnore: /nginx\.spec\.ts$/, use: { baseURL: serverOf("PAGES_URL", "http://127.0.0.1:9100") } },
    { name: "nginx", grep: /@host/, use: { baseURL: serverOf("NGINX_URL", "http://127.0.0.1:9080") } },
    { name: "gatsby-serve", grep: /@routes/, use: { baseURL: serverOf("SERVE_URL", "http://localhost:9000") } },
  ],
});
