/**
 * Checks of the built site's files (tests/site/): every page's HTML, scripts and generated files, read from
 * public/ after `gatsby build --prefix-paths`, with no browser and no server. Apart from the unit tests
 * (jest.config.js), which run beside the build; `npm test` runs these once it has finished.
 */
const unit = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...unit,
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/site/**/*.test.ts"],
  setupFilesAfterEnv: [],
  moduleNameMapper: {},
};
