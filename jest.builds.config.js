/**
 * Real builds of a small copy of the site (tests/builds/): an author's sequence of edits built on one
 * cache, and a checkout moved with its cache. Apart from the unit tests (jest.config.js) because each
 * build takes seconds, not milliseconds; `npm test` runs them as a stage of their own.
 */
const unit = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...unit,
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/builds/**/*.test.ts"],
  setupFilesAfterEnv: [],
  moduleNameMapper: {},
  testTimeout: 10 * 60 * 1000,
};
