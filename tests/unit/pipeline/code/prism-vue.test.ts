/** @jest-environment node */
/**
 * The `vue` grammar (src/pipeline/code/prism-vue.ts) as a page shows it, through the site's colour classes
 * (highlight.ts: k keyword or tag, t name, s string, o operator, f function, n number, c comment, - plain):
 * the script is TypeScript, the template's tags and attributes are markup, directive values and `{{ }}`
 * are TypeScript expressions.
 */
import * as fs from "fs";
import * as path from "path";
import Prism from "prismjs";
import { highlightSegments, highlightToHtml, type Segment } from "../../../../src/pipeline/code/highlight";
import { typeVueSample } from "../../../../src/pipeline/code/vue-sample";
import { parseCodeMeta } from "../../../../src/pipeline/code/code-sample";

jest.setTimeout(60_000);

const FIXTURES = ["counter.vue", "todo-list.vue", "user-card.vue", "provider.vue", "expected.vue"];
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "vue-fixtures", name), "utf8");

/** The `text/class` pairs of the first line of `code` that holds `needle`, whitespace-only pieces left out. */
function lineOf(code: string, needle: string): string[] {
  const lines: Segment[][] = [[]];
  for (const segment of highlightSegments(code, "vue")) {
    segment.text.split("\n").forEach((part, index) => {
      if (index > 0) lines.push([]);
      lines[lines.length - 1].push({ colour: segment.colour, text: part });
    });
  }
  const line = lines[code.split("\n").findIndex((text) => text.includes(needle))];
  return line.filter((segment) => segment.text.trim() !== "").map((segment) => `${segment.text.trim()}/${segment.colour ?? "-"}`);
}

/** Top-level token types and aliases of a sample. */
const topTokens = (code: string) =>
  Prism.tokenize(code, Prism.languages.vue).flatMap((token) => (typeof token === "string" ? [] : [[token.type, ...([] as string[]).concat(token.alias ?? [])].join(":")]));

describe("the vue grammar", () => {
  test("counter: the script is TypeScript; an event handler and an interpolation are expressions", () => {
    const code = fixture("counter.vue");
    expect(topTokens(code)).toContain("script:language-typescript");
    expect(lineOf(code, '<script setup lang="ts">')).toEqual(["</k", "script/k", "setup/t", "lang/t", "=/s", '"/s', "ts/s", '"/s', ">/k"]);
    expect(lineOf(code, "const count =")).toEqual(["const/k", "count/-", "=/o", "useStan/f", "(/-", "counter/-", ")/-", ";/-"]);
    expect(lineOf(code, "<button")).toEqual(["</k", "button/k", "@click/t", "=/s", '"/s', "count/-", "++/o", '"/s', ">/k", "{{/-", "count/-", "}}/-", "<//k", "button/k", ">/k"]);
  });

  test("todo-list: v-for, v-model with a modifier, :class and a statement list are TypeScript; <style> is CSS", () => {
    const code = fixture("todo-list.vue");
    expect(lineOf(code, "v-for")).toEqual([
      "</k", "li/k",
      "v-for/t", "=/s", '"/s', "(/-", "todo/-", ",/-", "index/-", ")/-", "in/k", "list/-", '"/s',
      ":key/t", "=/s", '"/s', "todo/-", "./-", "id/-", '"/s',
      ":class/t", "=/s", '"/s', "{/-", "done/-", ":/o", "todo/-", "./-", "done/-", "}/-", '"/s',
      ">/k",
    ]);
    expect(lineOf(code, "<form")).toEqual(["</k", "form/k", "@submit.prevent/t", "=/s", '"/s', "add/f", "(/-", "draft/-", ")/-", ";/-", "draft/-", "=/o", "''/s", '"/s', ">/k"]);
    // A plain attribute stays a string, as in markup.
    expect(lineOf(code, "v-model.trim")).toEqual(["</k", "input/k", "v-model.trim/t", "=/s", '"/s', "draft/-", '"/s', "placeholder/t", "=/s", '"/s', "What next?/s", '"/s', "/>/k"]);
    expect(topTokens(code)).toContain("style:language-css");
    expect(lineOf(code, "text-decoration")).toEqual(["text-decoration/t", ":/-", "line-through/-", ";/-"]);
    // TypeScript, not JavaScript: a type annotation's `number` is a builtin.
    expect(lineOf(code, "function toggle")).toEqual(["function/k", "toggle/f", "(/-", "id/-", ":/o", "number/n", ")/-", "{/-"]);
  });

  test("user-card: comparisons in v-if, a call in {{ }}, v-else-if, an interface", () => {
    const code = fixture("user-card.vue");
    expect(lineOf(code, 'v-if="state')).toEqual(["</k", "p/k", "v-if/t", "=/s", '"/s', "state/-", "./-", "type/-", "===/o", "'loading'/s", '"/s', ">/k", "Loading…/-", "<//k", "p/k", ">/k"]);
    expect(lineOf(code, "Failed:").slice(2, 11)).toEqual(["v-else-if/t", "=/s", '"/s', "state/-", "./-", "type/-", "===/o", "'error'/s", '"/s']);
    expect(lineOf(code, "Failed:").slice(12, 21)).toEqual(["Failed:/-", "{{/-", "String/f", "(/-", "state/-", "./-", "reason/-", ")/-", "}}/-"]);
    expect(lineOf(code, "interface User")).toEqual(["interface/k", "User/t", "{/-"]);
  });

  test("provider: a component tag, a slot shorthand without a value, a conditional expression", () => {
    const code = fixture("provider.vue");
    expect(lineOf(code, "<StanProvider")).toEqual(["</k", "StanProvider/k", ":store/t", "=/s", '"/s', "current/-", '"/s', ">/k"]);
    expect(lineOf(code, "#default")).toEqual(["</k", "template/k", "#default/t", ">/k"]);
    expect(lineOf(code, "Switch to")).toEqual(["Switch to/-", "{{/-", "current/-", "===/o", "stores/-", "[/-", "0/n", "]/-", "?/o", '"right"/s', ":/o", '"left"/s', "}}/-"]);
  });

  test("comments: an HTML comment in the template, a line comment in the script", () => {
    const code = fixture("expected.vue");
    expect(lineOf(code, "<!-- @vue-expect-error: nor here")).toEqual(["<!-- @vue-expect-error: nor here -->/c"]);
    expect(lineOf(code, "// @ts-expect-error")).toEqual(["// @ts-expect-error: the value is a string/c"]);
  });

  test("keeps every character: the pieces joined are the sample, and the HTML's text is too", () => {
    for (const name of FIXTURES) {
      const code = fixture(name);
      expect({ name, text: highlightSegments(code, "vue").map((segment) => segment.text).join("") }).toEqual({ name, text: code });
      const text = highlightToHtml(code, "vue").replace(/<[^>]*>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
      expect({ name, text }).toEqual({ name, text: code });
    }
  });

  test("a <script> without lang is JavaScript", () => {
    expect(topTokens("<script>\nconst a = 1;\n</script>").filter((type) => type.startsWith("script"))).toEqual(["script:language-javascript"]);
  });

  test("each name the compiler types is one piece of one colour, as in TS samples", () => {
    for (const name of ["counter.vue", "todo-list.vue", "user-card.vue"]) {
      const sample = typeVueSample(fixture(name), parseCodeMeta(""), { file: "fixture.md", fenceLine: 1 });
      const lines = sample.shown.split("\n");
      for (const hover of sample.hovers) {
        let at = 0;
        const piece = highlightSegments(lines[hover.line], "vue").find((candidate) => {
          const inside = at <= hover.character && hover.character + hover.length <= at + candidate.text.length;
          at += candidate.text.length;
          return inside;
        });
        expect({ at: `${name}:${hover.line}:${hover.character}`, inOnePiece: piece !== undefined }).toEqual({ at: `${name}:${hover.line}:${hover.character}`, inOnePiece: true });
        // A name; a bound attribute's (`:key`) comes with its colon.
        expect(lines[hover.line].slice(hover.character, hover.character + hover.length)).toMatch(/^:?[\w$]+$/);
      }
    }
  });
});
