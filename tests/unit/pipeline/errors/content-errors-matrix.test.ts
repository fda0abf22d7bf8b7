/** @jest-environment node */
/**
 * The bad-input matrix: each mistake an author can make, run through the site's real hooks as a build
 * runs them, gives exactly one error, with its id, its file, line and column, and a message that says
 * what is wrong, the value and what is valid; the fixture docs as they are build every page.
 */
import { BAD_INPUTS } from "../../../support/content/bad-inputs";
import { FIXTURE_DOCS } from "../../../support/content/fixture-docs";
import { runSiteHooks } from "../../../support/content/site-harness";

describe("the fixture docs", () => {
  it("give every page and no error", async () => {
    const run = await runSiteHooks(FIXTURE_DOCS);
    expect(run.errors).toEqual([]);
    const docPages = ["/docs", "/docs/api/state", "/docs/getting-started/installation", "/docs/guides/type-safety"];
    expect(run.pages.sort()).toEqual(["/", ...docPages, ...docPages.map((page) => `${page}.html`)].sort());
  });
});

describe.each(BAD_INPUTS)("$name", ({ files, id, at, message }) => {
  it(`is reported once, as ${id} at ${at}`, async () => {
    const { errors } = await runSiteHooks(files);
    expect(errors.map((error) => error.id)).toEqual([`default-site-plugin_${id}`]);
    const [error] = errors;
    expect(error.context.location).toBe(at);
    const [file, line, column] = at.split(":");
    expect(error.filePath).toMatch(new RegExp(`/${file.replace(/[.]/g, "\\.")}$`));
    expect(error.location).toEqual({ start: { line: Number(line), column: Number(column) } });
    expect(error.context.sourceMessage).toMatch(message);
  });
});
