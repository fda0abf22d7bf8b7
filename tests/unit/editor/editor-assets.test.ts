/** @jest-environment node */
/**
 * The sample editor's compiler files kept between builds (src/editor/editor-assets.ts, compilerFiles):
 * what the probe programs read and the minified TypeScript, read back from the cache as they were made.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as ts from "typescript";
import { COMPILER_FILES_INPUTS, compilerFiles, declarationBundle, declarationsRead, sampleImports } from "../../../src/editor/editor-assets";
import { PROJECT_ROOT } from "../../../src/pipeline/code/sample-compiler";
import { collectSamples, REPO_ROOT } from "../../support/content/code-samples";
import { tasteCode } from "../../../src/config/landing";

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

describe("the modules the editor's declarations cover", () => {
  test("every module a sample the editor opens imports (the docs' ts/tsx blocks, the landing page's): Vue's and React DOM's too", () => {
    const imported = new Set<string>();
    for (const code of [...collectSamples(path.join(REPO_ROOT, "content", "docs")).map((sample) => sample.code), tasteCode]) {
      for (const { fileName } of ts.preProcessFile(code, true, true).importedFiles) if (!fileName.startsWith(".")) imported.add(fileName);
    }
    expect(imported.size).toBeGreaterThan(3);
    expect([...imported].filter((name) => !sampleImports().includes(name))).toEqual([]);
  });

  test("reads imports from the files' text, keeps the packages the samples' compiler resolves, and leaves relative ones out", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-sample-imports-"));
    try {
      const file = path.join(dir, "doc.md");
      fs.writeFileSync(file, ["```ts", "import { h } from 'vue';", "import type { App } from \"./App\";", "export * from 'vue/server-renderer';", "```", "", "```js", "import nope from 'no-such-package';", "```", "Load it with `import('react-dom/client')`."].join("\n"));
      expect(sampleImports([file])).toEqual(["react-dom/client", "vue", "vue/server-renderer"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the probe fails on a module that does not resolve, rather than leaving it out of the editor unseen", () => {
    expect(() => declarationsRead(["vue", "no-such-package"])).toThrow(/the editor's probe sample does not compile: Cannot find module 'no-such-package'/);
  });
});
