/** @jest-environment node */
/**
 * The in-place sample editor's compiler (src/editor/compiler/sample-compiler.ts), as its Web Worker
 * runs it: the site's own minified TypeScript (src/editor/editor-assets.ts) with the declaration
 * bundles the build writes: edits as a reader makes them. That every sample of the built pages, unedited,
 * gets what the build gave it is checked on the built site (tests/site/editor-answers.test.ts).
 */
import * as fs from "fs";
import * as path from "path";
import type * as TS from "typescript";
import { declarationBundle, isLeftOut, minifiedTypeScript, virtualPath, withDocCommentsOnlyFor, wordsOfDocs, SLIMMED_DECLARATIONS } from "../../../../src/editor/editor-assets";
import * as realTs from "typescript";
import { editableSourceOf } from "../../../../src/pipeline/code/editable-sources";
import { SampleCompiler, UNUSED_DIRECTIVE, type Analysis } from "../../../../src/editor/compiler/sample-compiler";
import type { EditableSource } from "../../../../src/shared/sample-editor";
import type { DeclarationBundle } from "../../../../src/editor/compiler/compiler-files";
import { collectSamples, REPO_ROOT } from "../../../support/content/code-samples";

// A sample's first compile parses TypeScript's libs (seconds on a busy machine).
jest.setTimeout(60_000);

let ts: typeof TS;
let bundle: DeclarationBundle;
let compiler: SampleCompiler;

beforeAll(async () => {
  // The file the browser loads, run as the worker runs it (importScripts: a script whose global is `ts`).
  ts = new Function(`${await minifiedTypeScript()}\nreturn ts;`)() as typeof TS;
  // Through JSON, as the worker receives them.
  bundle = JSON.parse(JSON.stringify(declarationBundle())) as DeclarationBundle;
  compiler = new SampleCompiler(ts, bundle);
}, 120_000);

const samples = collectSamples(path.join(REPO_ROOT, "content", "docs"));
const sourceOf = (sample: (typeof samples)[number]): EditableSource => editableSourceOf(sample.code, sample.lang, sample.meta);

function analyse(source: EditableSource, code = source.code): Analysis {
  return compiler.analyse(source, code);
}

/** The editor's text with `from` replaced by `to` (once; it must be there). */
function edited(source: EditableSource, from: string, to: string): string {
  expect(source.code).toContain(from);
  return source.code.replace(from, to);
}

describe("the declaration bundle", () => {
  test("a declaration file sent slimmer declares what the original does", () => {
    const printed = (text: string) => realTs.createPrinter({ removeComments: true }).printFile(realTs.createSourceFile("file.d.ts", text, realTs.ScriptTarget.Latest));
    const vue = ["runtime-core", "runtime-dom", "compiler-core", "shared"].map((name) => require.resolve(`@vue/${name}/dist/${name}.d.ts`));
    const files = [require.resolve("csstype/index.d.ts"), require.resolve("typescript/lib/lib.dom.d.ts"), ...vue];
    const originals = new Map(files.map((file) => [virtualPath(file), fs.readFileSync(file, "utf8")]));
    expect([...originals.keys()]).toEqual([...SLIMMED_DECLARATIONS.keys()]);
    for (const [file, original] of originals) {
      const sent = bundle.files[file];
      // The DOM's lib and csstype lose most of their comments, Vue's files their docs of names no doc uses.
      expect({ file, slimmer: sent.length < original.length * (file.includes("@vue/") ? 0.95 : 0.85) }).toEqual({ file, slimmer: true });
      expect(printed(sent)).toBe(printed(original));
    }
  });

  test("Babel's types, which only Vue's template compiler types import, are left out; Vue's own are all there", () => {
    const files = Object.keys(bundle.files);
    expect(files.filter(isLeftOut)).toEqual([]);
    expect(files.filter((file) => file.includes("/@babel/"))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(["/node_modules/@vue/compiler-core/dist/compiler-core.d.ts", "/node_modules/@vue/reactivity/dist/reactivity.d.ts"]));
    expect(isLeftOut("/node_modules/@babel/types/lib/index.d.ts")).toBe(true);
    expect(isLeftOut("/node_modules/@vue/runtime-core/dist/runtime-core.d.ts")).toBe(false);
  });

  test("the DOM's lib keeps the doc comments of the names the docs use, and only those", () => {
    const text = [
      "/** An input. */",
      "interface HTMLInputElement extends HTMLElement {",
      "    /** Its value. */",
      "    value: string;",
      "    /** Whether checked. */",
      "    readonly checked: boolean;",
      "    /** Its text. */",
      "    get textContent(): string;",
      "    /** Listens. */",
      "    addEventListener<K>(type: K): void;",
      "}",
      "/** The constructor. */",
      "declare var HTMLInputElement: { prototype: HTMLInputElement };",
      "",
    ].join("\n");
    const slim = withDocCommentsOnlyFor(new Set(["HTMLInputElement", "value", "textContent"]))(text);
    expect(slim.split("\n")).toEqual([
      "/** An input. */",
      "interface HTMLInputElement extends HTMLElement {",
      "    /** Its value. */",
      "    value: string;",
      "    readonly checked: boolean;",
      "    /** Its text. */",
      "    get textContent(): string;",
      "    addEventListener<K>(type: K): void;",
      "}",
      "/** The constructor. */",
      "declare var HTMLInputElement: { prototype: HTMLInputElement };",
      "",
    ]);
    // In the bundle: a DOM name the samples use keeps its doc, one no doc mentions loses it.
    const dom = bundle.files["/lib.dom.d.ts"];
    const words = wordsOfDocs();
    expect(words.has("value")).toBe(true);
    expect(dom).toMatch(/\*\/\n\s+value: string;/);
    expect(words.has("RTCPeerConnection")).toBe(false);
    expect(dom).toContain("interface RTCPeerConnection extends");
    expect(dom).not.toMatch(/\*\/\n\s*interface RTCPeerConnection extends/);
  });

  test("holds what the build's compiler read: TypeScript's libs, Stan's declarations, React 19's and Vue's types, with the build's options", () => {
    const files = Object.keys(bundle.files);
    const stan = "/node_modules/@rkrupinski/stan/dist";
    expect(files).toEqual(expect.arrayContaining(["/lib.es2022.d.ts", "/lib.es5.d.ts", "/lib.dom.d.ts", "/lib.dom.iterable.d.ts", `${stan}/index.d.ts`, `${stan}/react.d.ts`, `${stan}/vue.d.ts`, `${stan}/store.d.ts`, "/node_modules/@types/react-19/index.d.ts", "/node_modules/@types/react-19/jsx-runtime.d.ts"]));
    // Every module a sample imports: Vue and its server renderer, React DOM's entry points (sampleImports).
    expect(files).toEqual(expect.arrayContaining(["/node_modules/vue/dist/vue.d.mts", "/node_modules/@vue/runtime-core/dist/runtime-core.d.ts", "/node_modules/vue/server-renderer/index.d.mts", "/node_modules/@types/react-dom/client.d.ts", "/node_modules/@types/react-dom/server.d.ts"]));
    // Only React 19's types: the site's own React 18 types are not the samples' (resolution reads their package.json).
    expect(files.filter((file) => file.startsWith("/node_modules/@types/react/") && file.endsWith(".d.ts"))).toEqual([]);
    expect(bundle.options).toMatchObject({ strict: true, noEmit: true, jsx: ts.JsxEmit.ReactJSX, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"], types: [], moduleDetection: ts.ModuleDetectionKind.Force, baseUrl: "/" });
    expect(files).toContain("/node_modules/@rkrupinski/stan/package.json");
    expect(bundle.options).toMatchObject({ paths: { react: ["./node_modules/@types/react-19/index.d.ts"] } });
  });
});

describe("a reader's edits", () => {
  const atomSample = samples.find((sample) => !sample.hidden && !sample.fails && /^const (\w+) = atom\(0\);$/m.test(sample.visible) && sample.lang === "ts");
  const hiddenSample = samples.find((sample) => sample.hidden.includes("declare function fetchUser"));
  const querySample = samples.find((sample) => /const cartOpen = atom\(false, \{ tag: 'cartOpen' \}\);\n\/\/\s+\^\?/.test(sample.visible));

  test("a wrong assignment gets the compiler's message, underlined where the compiler puts it", () => {
    expect(atomSample).toBeDefined();
    const source = sourceOf(atomSample!);
    const code = `${source.code}\nconst label: number = 'one';\n`;
    const [error] = analyse(source, code).diagnostics;
    expect(error).toMatchObject({ code: 2322, message: "Type 'string' is not assignable to type 'number'.", expected: false, hiddenLine: 0 });
    expect(code.slice(error.from, error.to)).toBe("label");
  });

  test("a name's type after an edit: quick info and `// ^?` answers follow the code", () => {
    expect(querySample).toBeDefined();
    const source = sourceOf(querySample!);
    expect(analyse(source).queries[0].text).toBe("const cartOpen: Scoped<WritableState<boolean>>");
    const code = edited(source, "atom(false,", "atom(42,");
    expect(analyse(source, code).queries[0].text).toBe("const cartOpen: Scoped<WritableState<number>>");
    const info = compiler.quickInfo(source, code, code.indexOf("cartOpen") + 3);
    expect(info).toMatchObject({ from: code.indexOf("cartOpen"), to: code.indexOf("cartOpen") + "cartOpen".length });
    expect(info?.text).toMatch(/^const cartOpen: Scoped<WritableState<number>>/);
    // A query under nothing says so, rather than failing.
    expect(analyse(source, `${code}\n\n//  ^?`).queries.at(-1)?.text).toBeNull();
  });

  test("hidden lines are compiled: the sample's names come from them, and an error there is reported as a hidden line's", () => {
    expect(hiddenSample).toBeDefined();
    const source = sourceOf(hiddenSample!);
    expect(analyse(source).diagnostics).toEqual([]);
    // fetchUser is declared in the hidden lines: a wrong argument is an error of the reader's line.
    const wrongArgument = `${source.code}\nfetchUser(42, new AbortController().signal);\n`;
    const [argument] = analyse(source, wrongArgument).diagnostics;
    expect(argument).toMatchObject({ code: 2345, hiddenLine: 0 });
    expect(wrongArgument.slice(argument.from, argument.to)).toBe("42");
    // Declaring the hidden name again makes both declarations errors, the hidden one by its line.
    const twice = analyse(source, `${source.code}\nconst fetchUser = 1;\n`).diagnostics;
    const hiddenLine = source.hidden.split("\n").findIndex((line) => line.includes("declare function fetchUser")) + 1;
    expect(twice).toEqual(expect.arrayContaining([expect.objectContaining({ hiddenLine, from: -1 }), expect.objectContaining({ hiddenLine: 0 })]));
  });

  test("a `fails` sample shows its error as the build does, and compiles once fixed", () => {
    const sample = samples.find((candidate) => candidate.fails && candidate.visible.includes("atomFamily<string[], Date>"));
    expect(sample).toBeDefined();
    const source = sourceOf(sample!);
    expect(source.fails).toBe(true);
    expect(analyse(source).diagnostics.length).toBeGreaterThan(0);
    expect(analyse(source, edited(source, "atomFamily<string[], Date>", "atomFamily<string[], string>")).diagnostics).toEqual([]);
  });

  test("a sample that uses React 19's `use()` compiles, and an edit that calls a name React lacks does not", () => {
    const sample = samples.find((candidate) => /\buse\(/.test(candidate.visible) && candidate.code.includes("from 'react'"));
    expect(sample).toBeDefined();
    const source = sourceOf(sample!);
    expect(analyse(source).diagnostics).toEqual([]);
    const broken = analyse(source, source.code.replace(/\buse\(/, "useIt(")).diagnostics;
    expect(broken.length).toBeGreaterThan(0);
  });

  test("`// @ts-expect-error`: the error below it is shown as expected; once fixed, the directive is unused, as TypeScript says", () => {
    const source: EditableSource = { language: "ts", hidden: "", code: "// @ts-expect-error: a string is no number\nconst count: number = 'one';\n" };
    const [expected] = analyse(source).diagnostics;
    expect(expected).toMatchObject({ code: 2322, expected: true });
    const fixed = source.code.replace("'one'", "1");
    const [unused] = analyse(source, fixed).diagnostics;
    expect(unused).toMatchObject({ ...UNUSED_DIRECTIVE, expected: false, from: 0 });
  });

  test("two samples of a page stay apart: each is compiled on its own, as the build compiles it", () => {
    const first: EditableSource = { language: "ts", hidden: "", code: "const shared = 1;\n" };
    const second: EditableSource = { language: "tsx", hidden: "", code: "const shared = 'two';\nexport const n: string = shared;\n" };
    expect(analyse(first).diagnostics).toEqual([]);
    expect(analyse(second).diagnostics).toEqual([]);
    expect(analyse(first, "const shared = 1;\nconst s: string = shared;\n").diagnostics.map((error) => error.code)).toEqual([2322]);
  });

  test("completion after `.` offers the members of the value's type", () => {
    const source: EditableSource = { language: "ts", hidden: "", code: "import { atom, makeStore } from '@rkrupinski/stan';\nconst count = atom(0)(makeStore());\ncount." };
    const completions = compiler.completions(source, source.code, source.code.length);
    expect(completions?.from).toBe(source.code.length);
    expect(completions?.options.map((option) => option.label)).toEqual(expect.arrayContaining(["key", "get", "set", "subscribe"]));
    const partial = `${source.code}se`;
    expect(compiler.completions(source, partial, partial.length)?.from).toBe(source.code.length);
  });
});
