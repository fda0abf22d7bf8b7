import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./tests/support/browser/chromium.cjs";

/**
 * The authors' loop: tests/develop/ starts `gatsby develop` on a copy of the project
 * (tests/develop/sandbox.ts) and edits its content the way an author would. One worker: the
 * tests share the one develop server and follow each other. `npm run test:develop`.
 */
export default defineConfig({
  testDir: "tests/develop",
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]] : [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    trace: "off",
  },
});
