/**
 * The sample editor answers every sample of the built pages as the build did: the build compiled each sample
 * once (src/pipeline/code/typed-code.ts) and its pages hold the record, the typed HTML in the page data and the
 * names' quick info and the sample's source for the editor in the page's code data (read back with typedAnswersOf). Here the editor's compiler
 * (src/editor/compiler/sample-compiler.ts), run as its Web Worker runs it, with the site's own minified
 * TypeScript and the declaration bundle the build writes, must give each sample, unedited, the same errors,
 * `// ^?` answers and quick info of every name the page shows. A reader's edits: tests/unit/editor/compiler/.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import type * as TS from "typescript";
import { declarationBundle, minifiedTypeScript } from "../../src/editor/editor-assets";
import { SampleCompiler } from "../../src/editor/compiler/sample-compiler";
import type { DeclarationBundle } from "../../src/editor/compiler/compiler-files";
import { isQueryLine } from "../../src/pipeline/code/code-sample";
import { typedAnswersOf } from "../../src/pipeline/code/typed-html";
import type { CodeData } from "../../src/shared/code-data";
import type { DocPageContext, LandingPageContext } from "../../src/shared/page-context";
import type { EditableSource } from "../../src/shared/sample-editor";
import { PUBLIC_DIR, pageRoutes, PATH_PREFIX } from "../support/site/built-site";

// The first compile parses TypeScript's libs (seconds on a busy machine).
jest.setTimeout(60_000);

interface BuiltSample {
  id: string;
  source: EditableSource;
  html: string;
  types: readonly string[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")) as T;

/** Every ts/tsx sample of the built pages: each doc's blocks and the landing page's, with their code data. */
function builtSamples(): BuiltSample[] {
  return pageRoutes().flatMap((route): BuiltSample[] => {
    const folder = route === `${PATH_PREFIX}/` ? "index" : route.slice(PATH_PREFIX.length + 1);
    const file = path.join("page-data", folder, "page-data.json");
    if (!fs.existsSync(path.join(PUBLIC_DIR, file))) return [];
    const context = readJson<{ result: { pageContext: Partial<DocPageContext & LandingPageContext> } }>(file).result.pageContext;
    if (!context.codeData) return [];
    const { sources, types } = readJson<CodeData>(context.codeData);
    const html = context.tasteHtml !== undefined ? [context.tasteHtml] : (context.codeHtml ?? []);
    return sources.flatMap((source, index) => (source ? [{ id: context.tasteHtml !== undefined ? `${route} (taste)` : `${route} block ${index}`, source, html: html[index] ?? "", types: types[index] ?? [] }] : []));
  });
}

let compiler: SampleCompiler;

beforeAll(async () => {
  // The file the browser loads, run as the worker runs it (importScripts: a script whose global is `ts`).
  const ts = new Function(`${await minifiedTypeScript()}\nreturn ts;`)() as typeof TS;
  // Through JSON, as the worker receives them.
  compiler = new SampleCompiler(ts, JSON.parse(JSON.stringify(declarationBundle())) as DeclarationBundle);
}, 120_000);

const samples = builtSamples();

/** Editor line (the visible lines, `// ^?` lines included) -> the build's shown line (no query lines). */
function shownLines(code: string): number[] {
  let next = 0;
  return code.split("\n").map((line) => (isQueryLine(line) ? -1 : next++));
}
const lineAt = (code: string, offset: number) => code.slice(0, offset).split("\n").length - 1;
const offsetOf = (code: string, line: number, character: number) => code.split("\n").slice(0, line).reduce((sum, text) => sum + text.length + 1, 0) + character;

describe("every sample of the built pages, unedited, gets from the editor what the build gave it", () => {
  test("there are samples of each kind: hidden lines, queries, fails, @ts-expect-error, and the landing page's", () => {
    expect(samples.length).toBeGreaterThan(100);
    expect(samples.some((sample) => sample.source.hidden)).toBe(true);
    expect(samples.some((sample) => /\/\/\s*\^\?/.test(sample.source.code))).toBe(true);
    expect(samples.some((sample) => sample.source.fails)).toBe(true);
    expect(samples.some((sample) => sample.source.code.includes("@ts-expect-error"))).toBe(true);
    expect(samples.some((sample) => sample.id.endsWith("(taste)"))).toBe(true);
  });

  test.each(samples.map((sample) => [sample.id, sample] as const))("%s", (_id, { source, html, types }) => {
    const built = typedAnswersOf(html, types);
    // Every name of the block has its quick info in the code data.
    expect(built.hovers.filter((hover) => hover.text === "")).toEqual([]);
    const analysis = compiler.analyse(source, source.code);
    const shown = shownLines(source.code);
    // The shown code is the editor's, less its query lines.
    expect(built.shown).toBe(source.code.split("\n").filter((line) => !isQueryLine(line)).join("\n"));
    // Errors: the same code and message on the same line, and no other.
    const errors = analysis.diagnostics.map((error) => ({ line: error.hiddenLine ? -1 : shown[lineAt(source.code, error.from)], code: error.code, text: error.message }));
    expect(errors).toEqual(built.errors);
    expect(analysis.diagnostics.filter((error) => error.expected)).toHaveLength(source.fails ? 0 : built.errors.length);
    // Queries: the same answers, in order.
    expect(analysis.queries.map((query) => query.text)).toEqual(built.queries.map((query) => query.text));
    // Quick info: each name the page shows a popup for, with the same text.
    const editorLine = (line: number) => shown.indexOf(line);
    for (const hover of built.hovers) {
      const info = compiler.quickInfo(source, source.code, offsetOf(source.code, editorLine(hover.line), hover.character));
      expect({ at: `${hover.line}:${hover.character}`, text: info?.text }).toEqual({ at: `${hover.line}:${hover.character}`, text: hover.text });
    }
  });
});
