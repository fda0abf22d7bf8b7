/** @jest-environment node */
/**
 * The sample editor's compiler files kept between builds (src/editor/editor-assets.ts, compilerFiles):
 * what the probe programs read and the minified TypeScript, read back from the cache as they were made.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { COMPILER_FILES_INPUTS, compilerFiles, declarationBundle } from "../../../src/editor/editor-assets";
import { PROJECT_ROOT } from "../../../src/pipeline/code/sample-compiler";

jest.setTimeout(60_000);

test("every input of the cache's key is a file or folder of the project (a misspelt one would count as missing, and never change)", () => {
  expect(COMPILER_FILES_INPUTS.filter((input) => !fs.existsSync(path.join(PROJECT_ROOT, input)))).toEqual([]);
});

test("a second build reads the file the first wrote, and gets the same declaration bundles", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-editor-cache-"));
  try {
    const made = await compilerFiles(dir);
    const [name, ...others] = fs.readdirSync(dir);
    expect(others).toEqual([]);
    expect(name).toMatch(/^[0-9a-f]{40}\.json$/);
    expect(made.typescript.length).toBeGreaterThan(1_000_000);
    // Marked, to tell a read of the file from a new run.
    const file = path.join(dir, name);
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, "utf8")), typescript: "/* kept */" }));
    const kept = await compilerFiles(dir);
    expect(kept.typescript).toBe("/* kept */");
    expect(declarationBundle(kept.read)).toEqual(declarationBundle(made.read));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
