/** @jest-environment node */
/**
 * `vue` samples (single-file components) typed by Vue's language tools (src/pipeline/code/vue-sample.ts, through
 * code-html.ts as a doc's block): quick info of script and template names at their place in the shown code,
 * hidden script lines, `// ^?`, expected errors in script and template, and the `sample` content errors that
 * fail the build, at the sample's file:line:column.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { codeBlocksOf, parseDocFile } from "../../../../src/pipeline/parse/doc-tree";
import { codeBlockSourceOf, codeHtmlOf } from "../../../../src/pipeline/code/code-html";
import { typeVueSample } from "../../../../src/pipeline/code/vue-sample";
import { parseCodeMeta } from "../../../../src/pipeline/code/code-sample";
import { typeServiceCount, type TypedSample } from "../../../../src/pipeline/code/typed-code";
import { ContentError } from "../../../../src/pipeline/errors/errors";

// The first Vue sample builds Vue's language and the samples' language service (seconds on a busy machine).
jest.setTimeout(60_000);

const FILE = "content/docs/guides/fixture.md";
/** The fence's line in the docs `doc` makes: block line n is file line n + 4. */
const FENCE_LINE = 3;
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "vue-fixtures", name), "utf8");

const typed = (code: string, meta = ""): TypedSample => typeVueSample(code, parseCodeMeta(meta), { file: FILE, fenceLine: FENCE_LINE });

/** A doc of one `vue` block, as the build reads it (the fence on line 3). */
const doc = (code: string, meta = "") => ["Intro.", "", `\`\`\`vue${meta ? ` ${meta}` : ""}`, code.replace(/\n$/, ""), "```", ""].join("\n");
const htmlOf = (code: string, meta = "") => codeHtmlOf(codeBlocksOf(parseDocFile(doc(code, meta), FILE)).map(codeBlockSourceOf), FILE)[0];

function errorOf(code: string, meta = ""): ContentError {
  try {
    htmlOf(code, meta);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("the sample rendered without a content error");
}

/** The quick info shown for `name` on a shown line. */
function hoverOf(sample: TypedSample, line: number, name: string) {
  const hover = sample.hovers.find((candidate) => candidate.line === line && sample.shown.split("\n")[line].slice(candidate.character, candidate.character + candidate.length) === name);
  if (!hover) throw new Error(`no quick info for ${name} on line ${line}: ${JSON.stringify(sample.hovers.filter((candidate) => candidate.line === line))}`);
  return hover;
}

const SCRIPT = `<script setup lang="ts">
import { atom } from "@rkrupinski/stan";
import { useStan, StanProvider } from "@rkrupinski/stan/vue";

const name = useStan(atom("Ada"));
</script>
`;
const withTemplate = (...lines: string[]) => `${SCRIPT}\n<template>\n${lines.join("\n")}\n</template>\n`;

describe("a vue sample's types", () => {
  test("script and template names carry their types, at their place; HTML tag names carry none", () => {
    const sample = typed(fixture("counter.vue"));
    expect(sample.errors).toEqual([]);
    expect(sample.shown).toBe(fixture("counter.vue").trimEnd());
    expect(hoverOf(sample, 5, "count")).toEqual({ line: 5, character: 6, length: 5, text: "const count: WritableComputedRef<number, number>" });
    expect(hoverOf(sample, 5, "useStan").text).toMatch(/^\(alias\) useStan<number>\(scopedState: Scoped<WritableState<number>> \| Ref</);
    // In the template a ref's quick info is the ref's (as Vue's editor tooling shows it).
    expect(hoverOf(sample, 9, "count")).toMatchObject({ character: 18, text: "const count: WritableComputedRef<number, number>" });
    expect(hoverOf(sample, 9, "click").text).toBe("(property) onClick?: ((payload: PointerEvent) => void) | undefined");
    expect(sample.hovers.filter((hover) => /HTMLAttributes & ReservedProps/.test(hover.text))).toEqual([]);
    expect(sample.hovers.filter((hover) => hover.text.includes("__VLS_"))).toEqual([]);
  });

  test("realistic samples compile: async state narrowed by v-if, v-for, v-model, slots, props, a provider", () => {
    for (const name of ["user-card.vue", "todo-list.vue", "provider.vue"]) expect({ name, errors: typed(fixture(name)).errors }).toEqual({ name, errors: [] });
    const card = typed(fixture("user-card.vue"));
    const heading = card.shown.split("\n").findIndex((line) => line.includes("<h2>"));
    expect(hoverOf(card, heading, "value").text).toBe("(property) value: User");
  });

  test("the script lines above `// ---cut---` are compiled, not shown; the <script> line stays; positions are the shown lines'", () => {
    const sample = typed(fixture("user-card.vue"));
    const shown = sample.shown.split("\n");
    expect(shown.slice(0, 2)).toEqual(['<script setup lang="ts">', "interface User {"]);
    expect(sample.shown).not.toContain("import");
    expect(sample.shown).not.toContain("---cut---");
    expect(hoverOf(sample, 1, "User")).toMatchObject({ character: 10, text: "interface User" });
  });

  test("expected errors, script and template, are shown at their lines; a `// ^?` gets its answer", () => {
    const sample = typed(fixture("expected.vue"));
    const shown = sample.shown.split("\n");
    expect(sample.errors.map((error) => [shown[error.line].trim(), error.code, error.text])).toEqual([
      ["const n: number = name.value;", 2322, "Type 'string' is not assignable to type 'number'."],
      ['<p :title="name.toFixed()">{{ upper }}</p>', 2551, "Property 'toFixed' does not exist on type 'string'. Did you mean 'fixed'?"],
      ["{{ name.toFixed(2) }}", 2551, "Property 'toFixed' does not exist on type 'string'. Did you mean 'fixed'?"],
    ]);
    expect(sample.queries).toEqual([{ line: 4, character: 6, text: "const n: number" }]);
    expect(shown).not.toContain("//    ^?");
  });

  test("on the page: a name is a focusable span with its type, the block one Tab stop, the code as written", () => {
    const html = htmlOf(fixture("counter.vue"));
    expect(html).toContain('<span class="tw" tabindex="0" aria-description="(alias) const atom: &lt;T&gt;(initialValue: T');
    expect(html).toContain('aria-description="const count: WritableComputedRef&lt;number, number&gt;">count</span>');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    const text = html.replace(/<[^>]*>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    expect(text).toBe(fixture("counter.vue").trimEnd());
  });

  test("a `fails` sample shows its error", () => {
    const sample = typed(withTemplate("  <p>{{ name.toFixed() }}</p>"), "fails");
    expect(sample.errors).toEqual([{ line: 8, code: 2551, text: "Property 'toFixed' does not exist on type 'string'. Did you mean 'fixed'?" }]);
  });
});

describe("a vue sample that fails the build, at its file:line:column", () => {
  test("a template error: the line and column of the expression, the compiler's message and the fix", () => {
    const error = errorOf(withTemplate("  <p>{{ name.toFixed() }}</p>"));
    // Block line 8, character 13: file line 3 + 1 + 8, column 14.
    expect(error).toMatchObject({ kind: "sample", file: `${FILE}:12:14`, problem: "the sample does not compile", value: "TS2551: Property 'toFixed' does not exist on type 'string'. Did you mean 'fixed'?" });
    expect(error.valid).toMatch(/<!-- @vue-expect-error: why -->/);
  });

  test("an unknown name in the template", () => {
    const error = errorOf(withTemplate("  <p>{{ nmae }}</p>"));
    expect(error.file).toBe(`${FILE}:12:9`);
    expect(String(error.value)).toMatch(/^TS2339: Property 'nmae' does not exist on type /);
  });

  test("a prop of the wrong type", () => {
    const error = errorOf(withTemplate('  <StanProvider :store="name"><p /></StanProvider>'));
    expect(error.file).toMatch(new RegExp(`^${FILE}:12:`));
    expect(error.value).toBe("TS2322: Type 'string' is not assignable to type 'Store'.");
  });

  test("a script error", () => {
    const error = errorOf(SCRIPT.replace('const name = useStan(atom("Ada"));', 'const name: number = useStan(atom("Ada")).value;'));
    expect(error).toMatchObject({ file: `${FILE}:8:7`, value: "TS2322: Type 'string' is not assignable to type 'number'." });
  });

  test("an expected-error mark with no error under it, in the template and in the script", () => {
    expect(errorOf(withTemplate("  <!-- @vue-expect-error: no -->", "  <p>{{ name }}</p>"))).toMatchObject({ file: `${FILE}:12:3`, problem: "the node after `<!-- @vue-expect-error -->` compiles" });
    const script = SCRIPT.replace("const name =", "// @ts-expect-error: no\nconst name =");
    expect(errorOf(script)).toMatchObject({ file: `${FILE}:8:1`, problem: "the line after `// @ts-expect-error` compiles" });
  });

  test("a template mark covers the next node, not what an element holds (as vue-tsc reads it)", () => {
    const error = errorOf(withTemplate("  <!-- @vue-expect-error: no -->", "  <p>{{ name.toFixed() }}</p>"));
    expect(error).toMatchObject({ file: `${FILE}:13:14`, problem: "the sample does not compile" });
  });

  test("an error in a hidden line, a misplaced cut, a script that is not TypeScript, `fails` that compiles", () => {
    const hidden = errorOf(fixture("user-card.vue").replace('import { computed } from "vue";', 'import { computed, nope } from "vue";'));
    expect(hidden).toMatchObject({ file: `${FILE}:5:20`, problem: "a hidden line (above `// ---cut---`) does not compile" });
    expect(String(hidden.value)).toMatch(/^TS2305: Module '"vue"' has no exported member 'nope'/);
    expect(errorOf(`// ---cut---\n${fixture("counter.vue")}`)).toMatchObject({ file: `${FILE}:4:1`, problem: "a misplaced `// ---cut---`" });
    expect(errorOf("<script setup>\nconst a = 1;\n</script>\n")).toMatchObject({ file: `${FILE}:3:1`, value: "<script setup>" });
    expect(errorOf(fixture("counter.vue"), "fails")).toMatchObject({ problem: "the sample is marked `fails` but compiles" });
  });

  test("markup that is not a single-file component", () => {
    expect(errorOf(`${SCRIPT}\n<template>\n  <p>{{ name }}\n</template>\n`)).toMatchObject({ problem: "the sample is not a valid single-file component", file: `${FILE}:12:3` });
  });
});

test("Vue samples share the TS samples' language service: one for both kinds", () => {
  codeHtmlOf(codeBlocksOf(parseDocFile(["```ts", "const a = 1;", "```", ""].join("\n"), FILE)).map(codeBlockSourceOf), FILE);
  typed(fixture("counter.vue"));
  expect(typeServiceCount()).toBe(1);
});

test("Vue's language tools load with the first sample the cache lacks, not with the build's code", () => {
  // In a process of its own, with the site's modules loaded as the typing workers load them (typing-worker.cjs).
  const script = `
    const fs = require("fs");
    const ts = require("typescript");
    require.extensions[".ts"] = (module, filename) => module._compile(ts.transpileModule(fs.readFileSync(filename, "utf8"), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true }, fileName: filename }).outputText, filename);
    const loaded = () => ["/twoslash-vue/", "/@vue/language-core/", "/@vue/compiler-sfc/"].filter((part) => Object.keys(require.cache).some((file) => file.includes(part)));
    const { codeHtmlOf } = require(${JSON.stringify(path.resolve(__dirname, "../../../../src/pipeline/code/code-html.ts"))});
    const block = { lang: "ts", meta: null, value: "const a = 1;", line: 3, column: 1 };
    const before = loaded();
    codeHtmlOf([block], "content/docs/x.md", { get: () => "<cached>", set: () => undefined });
    const cached = loaded();
    codeHtmlOf([block], "content/docs/x.md");
    console.log(JSON.stringify({ before, cached, typed: loaded() }));
  `;
  const out = execFileSync(process.execPath, ["-e", script], { cwd: path.resolve(__dirname, "../../../.."), encoding: "utf8" });
  expect(JSON.parse(out.trim().split("\n").pop()!)).toEqual({ before: [], cached: [], typed: ["/twoslash-vue/", "/@vue/language-core/"] });
});
