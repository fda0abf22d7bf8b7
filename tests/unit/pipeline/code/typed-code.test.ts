/** @jest-environment node */
/**
 * The compiler's types in the site's TypeScript samples (src/pipeline/code/typed-code.ts, typed-html.ts
 * through code-html.ts): quick info on identifiers, `// ^?` queries, the errors a sample shows on
 * purpose, and the `sample` content errors that fail the build.
 */
import { codeBlocksOf as codeBlocksOfTree, parseDocFile } from "../../../../src/pipeline/parse/doc-tree";

/** The code blocks of a doc file's text, from its one tree. */
const codeBlocksOf = (fileText: string) => codeBlocksOfTree(parseDocFile(fileText, "content/docs/test.mdx")).map(codeBlockSourceOf);
import { codeBlockSourceOf, codeHtmlOf } from "../../../../src/pipeline/code/code-html";
import { inLinesBox } from "../../../../src/pipeline/code/code-lines";
import { ContentError } from "../../../../src/pipeline/errors/errors";
import type { TypedHtmlCache } from "../../../../src/pipeline/code/typed-cache";
import { typeSample, typeServiceCount } from "../../../../src/pipeline/code/typed-code";
import { typedAnswersOf, typedSampleHtml } from "../../../../src/pipeline/code/typed-html";
import { separateTypes } from "../../../../src/pipeline/code/code-data";
import { parseCodeMeta } from "../../../../src/pipeline/code/code-sample";
import { PROJECT_ROOT } from "../../../../src/pipeline/code/sample-compiler";

const FENCE = "```";
const FILE = "content/docs/guides/fixture.md";

/** The HTML of the one code block of a doc made of `lines` (the fence is on line 3). */
function render(lines: string[], meta = "", language = "ts"): string {
  const doc = ["Intro.", "", `${FENCE}${language}${meta ? ` ${meta}` : ""}`, ...lines, FENCE, ""].join("\n");
  const html = Object.values(codeHtmlOf(codeBlocksOf(doc), FILE));
  expect(html).toHaveLength(1);
  return html[0];
}

function renderError(lines: string[], meta = "", language = "ts"): ContentError {
  try {
    render(lines, meta, language);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("the sample rendered without a content error");
}

/** What a reader copies: the text of the HTML (popups and notes are attributes, not text). */
const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

const descriptions = (html: string) => [...html.matchAll(/<span class="tw" tabindex="(-?\d)" aria-description="([^"]*)">([^<]*(?:<[^>]*>[^<]*<\/span>)?)<\/span>/g)].map((m) => ({ tabIndex: m[1], text: textOf(m[2]), name: textOf(m[3]) }));
const notes = (html: string, kind: "tq" | "te") => [...html.matchAll(new RegExp(`<span class="${kind}" data-t="([^"]*)"></span>`, "g"))].map((m) => textOf(m[1]));

const STAN = "import { atom } from '@rkrupinski/stan';";

describe("quick info", () => {
  test("every identifier carries its type; the block is one Tab stop, its first name (the arrow keys reach the others)", () => {
    const html = render([STAN, "// ---cut---", "const cartOpen = atom(false);", "const again = cartOpen;", "const alias = cartOpen;"]);
    const found = descriptions(html);
    expect(found).toContainEqual({ tabIndex: "0", name: "cartOpen", text: "const cartOpen: Scoped<WritableState<boolean>>" });
    expect(found.filter((hover) => hover.name === "cartOpen").map((hover) => hover.tabIndex)).toEqual(["0", "-1", "-1"]);
    expect(found.map((hover) => hover.tabIndex)).toEqual(["0", ...found.slice(1).map(() => "-1")]);
    expect(found.find((hover) => hover.name === "atom")?.text).toMatch(/^\(alias\) atom<boolean>\(initialValue: boolean/);
    // The hidden import line is compiled, not shown.
    expect(textOf(html)).toBe("const cartOpen = atom(false);\nconst again = cartOpen;\nconst alias = cartOpen;");
  });

  test("adds the declaration's doc comment", () => {
    const html = render(["/** Whether the cart drawer is open. */", "declare const cartOpen: boolean;", "const shown = cartOpen;"]);
    expect(descriptions(html).filter((hover) => hover.name === "cartOpen").map((hover) => hover.text)).toEqual([
      "const cartOpen: boolean\n\nWhether the cart drawer is open.",
      "const cartOpen: boolean\n\nWhether the cart drawer is open.",
    ]);
  });

  test("keeps the colours of the highlighter inside and around identifiers", () => {
    const html = render(["const label = 'on';"]);
    expect(html).toBe(inLinesBox('<span class="k">const</span> <span class="tw" tabindex="0" aria-description="const label: &quot;on&quot;">label</span> <span class="o">=</span> <span class="s">\'on\'</span>;'));
  });
});

describe("queries", () => {
  test("a `// ^?` line is replaced by the type of what its caret points at", () => {
    const html = render([STAN, "// ---cut---", "const count = atom(0);", "//    ^?", "const next = 1;"]);
    expect(notes(html, "tq")).toEqual(["      ^ const count: Scoped<WritableState<number>>"]);
    expect(textOf(html)).toBe("const count = atom(0);\nconst next = 1;");
    // The note ends its line; the newline after it is kept for copying but not shown.
    expect(html).toMatch(/\(<span class="n">0<\/span>\);<span class="tq" data-t="[^"]*"><\/span><span hidden>\n<\/span><span class="k">const<\/span>/);
  });
});

test("a `// ^?` that points at nothing fails the build", () => {
  const error = renderError(["const count = 1;", "//             ^?"]);
  expect(error).toMatchObject({ kind: "sample", file: `${FILE}:3:1`, problem: "invalid quick info query" });
});

describe("errors shown on purpose", () => {
  test("the line after `// @ts-expect-error` shows the compiler's message", () => {
    const html = render([STAN, "// ---cut---", "const count = atom(0);", "// @ts-expect-error: a count is a number", "const name: string = 1;"]);
    expect(notes(html, "te")).toEqual(["TS2322: Type 'number' is not assignable to type 'string'."]);
    expect(textOf(html)).toContain("// @ts-expect-error: a count is a number\nconst name: string = 1;");
  });

  test("a directive's reason may go on over comment lines before the line at fault, as TypeScript reads it", () => {
    const html = render([STAN, "// ---cut---", "const count = atom(0);", "// @ts-expect-error: a count is", "// a number, never a string", "const name: string = 1;"]);
    expect(notes(html, "te")).toEqual(["TS2322: Type 'number' is not assignable to type 'string'."]);
    // A line of code in between is not a comment: the directive answers nothing there.
    const error = renderError(["// @ts-expect-error: never mind", "const a = 1;", "const name: string = a;"]);
    expect(error).toMatchObject({ file: `${FILE}:6:7`, problem: "the sample does not compile" });
  });

  test("a message or type that names a file of the checkout names it from the project's root, as the editor does", () => {
    const code = ["// @ts-expect-error: not exported", "type Ctx = import('@rkrupinski/stan').SelectorCtx;", "const loader = import('@rkrupinski/stan');", "//    ^?"].join("\n");
    const sample = typeSample(code, "ts", parseCodeMeta(""), { file: FILE, fenceLine: 3 });
    expect(sample.errors.map((error) => error.text)).toEqual([`Namespace '"/node_modules/@rkrupinski/stan/dist/index"' has no exported member 'SelectorCtx'.`]);
    expect(sample.queries[0].text).toContain('import("/node_modules/@rkrupinski/stan/dist/index")');
    const everything = JSON.stringify(sample);
    expect(everything).not.toContain(PROJECT_ROOT);
  });

  test("a `fails` block shows its errors", () => {
    const html = render(["const count: number = 'one';"], "fails");
    expect(notes(html, "te")).toEqual(["TS2322: Type 'string' is not assignable to type 'number'."]);
  });
});

describe("the HTML as the record of the compiler's answers (typedAnswersOf)", () => {
  test("gives back every name's quick info at its line and character, the query answers and the errors, and the shown code", () => {
    const code = [STAN, "// ---cut---", "const count = atom(0);", "//    ^?", "const list: Array<string> = ['a & \"b\"'];", "// @ts-expect-error: a count is a number", "const name: string = 1;"].join("\n");
    const sample = typeSample(code, "ts", parseCodeMeta(""), { file: FILE, fenceLine: 3 });
    expect(sample.hovers.length).toBeGreaterThan(4);
    expect(sample.queries).toHaveLength(1);
    expect(sample.errors).toHaveLength(1);
    const html = inLinesBox(typedSampleHtml(sample, "ts"));
    expect(typedAnswersOf(html)).toEqual(sample);
    // As the pages hold it: the names without their quick info, which the page's code data holds in order.
    const { html: bare, types } = separateTypes(html);
    expect(bare).not.toContain("aria-description");
    expect(typedAnswersOf(bare, types)).toEqual(sample);
  });
});

describe("samples that fail the build", () => {
  test("a sample that does not compile names the file, the line in the doc and the compiler's message", () => {
    const error = renderError([STAN, "", "const count = atom(0);", "count.set(1);"]);
    expect(error.kind).toBe("sample");
    expect(error.file).toBe(`${FILE}:7:7`); // the line in the doc, and the column of `set`
    expect(error.problem).toBe("the sample does not compile");
    expect(String(error.value)).toMatch(/^TS2339: Property 'set' does not exist on type/);
  });

  test("a `fails` sample that compiles", () => {
    const error = renderError(["const count: number = 1;"], "fails");
    expect(error).toMatchObject({ kind: "sample", file: `${FILE}:3:1`, problem: "the sample is marked `fails` but compiles" });
  });

  test("a `fails` sample whose only errors are the ones its `@ts-expect-error` lines announce", () => {
    const error = renderError(["// @ts-expect-error: wrong type", "const count: number = 'one';"], "fails");
    expect(error.problem).toBe("the sample is marked `fails` but compiles");
  });

  test("a `@ts-expect-error` whose next line compiles", () => {
    const error = renderError(["const a = 1;", "// @ts-expect-error: never mind", "const b: number = a;"]);
    expect(error).toMatchObject({ file: `${FILE}:5:1`, problem: "the line after `// @ts-expect-error` compiles" });
  });

  test("an error in a hidden line, even in a `fails` block", () => {
    const error = renderError(["declare const a: Missing;", "// ---cut---", "const b: string = 1;"], "fails");
    expect(error).toMatchObject({ file: `${FILE}:4:18`, problem: "a hidden line (above `// ---cut---`) does not compile" });
    expect(String(error.value)).toContain("TS2304: Cannot find name 'Missing'.");
  });

  test("samples get React 19's types, Stan 1.7's peer floor: `use()` is there", () => {
    const lines = ["import { use } from 'react';", "declare const later: Promise<number>;", "export function Value() {", "  return <b>{use(later)}</b>;", "}"];
    expect(descriptions(render(lines, "", "tsx")).find((hover) => hover.name === "use")?.text).toMatch(/^\(alias\) function use<T>/);
  });

  test("samples see Stan 1.7.3: `useStanCallback` from /react, `provideStan` from /vue, `makeStore({ tag })`", () => {
    const lines = [
      "import { makeStore } from '@rkrupinski/stan';",
      "import { useStanCallback } from '@rkrupinski/stan/react';",
      "import { provideStan } from '@rkrupinski/stan/vue';",
      "const store = makeStore({ tag: 'Main' });",
      "export { useStanCallback, provideStan, store };",
    ];
    const hovers = descriptions(render(lines, "", "ts"));
    expect(hovers.find((hover) => hover.name === "provideStan")?.text).toMatch(/provideStan: \(store\?: Store\) => void/);
    expect(hovers.find((hover) => hover.name === "makeStore")?.text).toMatch(/makeStore: \(options\?: StoreOptions\) => Store/);
  });
});

describe("typed HTML kept between builds", () => {
  function memoryCache(): TypedHtmlCache & { entries: Map<string, string> } {
    const entries = new Map<string, string>();
    return { entries, get: (key) => entries.get(key), set: (key, html) => void entries.set(key, html) };
  }
  const doc = (code: string) => codeBlocksOf(["```ts", code, "```", ""].join("\n"));

  test("a sample is compiled once: unchanged, it comes from the cache; changed, it is compiled again", () => {
    const cache = memoryCache();
    const first = Object.values(codeHtmlOf(doc("const a = 1;"), FILE, cache))[0];
    expect(first).toContain('aria-description="const a: 1"');
    expect(cache.entries.size).toBe(1);
    const [key] = cache.entries.keys();
    cache.entries.set(key, "from the cache");
    expect(Object.values(codeHtmlOf(doc("const a = 1;"), FILE, cache))).toEqual([inLinesBox("from the cache")]);
    expect(Object.values(codeHtmlOf(doc("const a = 2;"), FILE, cache))[0]).toContain('aria-description="const a: 2"');
  });

  test("a sample that fails the build is never stored, so it fails the next build too", () => {
    const cache = memoryCache();
    expect(() => codeHtmlOf(doc("const a: number = 'one';"), FILE, cache)).toThrow(ContentError);
    expect(cache.entries.size).toBe(0);
  });
});

// Runs last: the samples above, of both React versions, shared their services. (That every sample of the
// site is typed is checked on the build's pages: tests/e2e/code/types.spec.ts.)
test("one language service per React version, however many samples", () => {
  expect(typeServiceCount()).toBeGreaterThan(0);
  expect(typeServiceCount()).toBeLessThanOrEqual(2);
});
