import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.cjs";

/**
 * End-to-end tests run against the production build (`gatsby build --prefix-paths`)
 * in Debian's Chromium. BASE_URL picks the server (gatsby serve by default);
 * scripts/run-tests.sh starts the servers.
 */
const baseURL = process.env.BASE_URL ?? "http://localhost:9000";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "off",
  },
});
