import type Prism from "prismjs";

/**
 * A Prism grammar for `vue` fences: a single-file component. It extends Prism's `markup`:
 * - `<script lang="ts">` (with `setup` or not) is TypeScript, a `<script>` without `lang` JavaScript,
 *   `<style>` CSS;
 * - in the template, the values of directives (`v-if`, `v-model`, `v-for`, `v-bind:x` / `:x`,
 *   `v-on:x` / `@x`, `v-slot:x` / `#x`) and the `{{ }}` interpolations are TypeScript expressions.
 * Every token keeps the text it matched, so the tokens joined are the sample: twoslash's hover
 * positions (line, character) index them as they do the text. Expressions are `language-typescript`
 * tokens, a type with no colour: their plain names stay plain, not coloured as the attribute string
 * around them.
 */

/** Prism's components the grammar is made of: highlight.ts loads them with its own, in one loadLanguages call. */
export const VUE_GRAMMAR_NEEDS = ["markup", "css", "javascript", "typescript"] as const;

/** An attribute name whose value is a TypeScript expression. */
const DIRECTIVE_NAME = /(?:v-[\w-]+|[:@#])[^\s>/=]*/.source;

/** The grammar, made of Prism's loaded `languages` (VUE_GRAMMAR_NEEDS). */
export function vueGrammar(languages: Prism.Languages): Prism.Grammar {
  const typescript = languages.typescript;
  const markup = languages.markup as Record<string, Prism.TokenObject>;
  const markupTag = markup.tag.inside as Record<string, Prism.GrammarValue>;

  /** The content of a `<tag …>` block whose opening tag matches `opening`, up to its closing tag. */
  const block = (tag: string, opening: string, language: "typescript" | "javascript" | "css"): Prism.TokenObject => ({
    pattern: RegExp(`(<${tag}\\b${opening}>)[\\s\\S]*?(?=<\\/${tag}\\s*>)`, "i"),
    lookbehind: true,
    greedy: true,
    alias: `language-${language}`,
    inside: languages[language],
  });

  const directive: Prism.TokenObject = {
    pattern: RegExp(`(^|\\s)${DIRECTIVE_NAME}\\s*=\\s*(?:"[^"]*"|'[^']*')`),
    lookbehind: true,
    inside: {
      "attr-name": RegExp(`^${DIRECTIVE_NAME}`),
      expression: { pattern: /(=\s*["'])[\s\S]+(?=["']$)/, lookbehind: true, alias: "language-typescript", inside: typescript },
      // Coloured as a plain attribute's `="…"`, around the expression.
      punctuation: [
        { pattern: /^\s*=/, alias: ["attr-equals", "attr-value"] },
        { pattern: /["']/, alias: "attr-value" },
      ],
    },
  };

  const interpolation: Prism.TokenObject = {
    pattern: /\{\{[\s\S]*?\}\}/,
    greedy: true,
    inside: {
      punctuation: /^\{\{|\}\}$/,
      expression: { pattern: /[\s\S]+/, alias: "language-typescript", inside: typescript },
    },
  };

  // A tag, as markup's `tag` but of a type with no colour (`element`): in markup the whole tag is the `tag`
  // colour, and a directive's plain names would take it. Its parts keep markup's colours: the name and
  // `<`, `>` the tag's, attribute names and values theirs.
  const element: Prism.TokenObject = {
    pattern: markup.tag.pattern,
    greedy: true,
    inside: {
      tag: markupTag.tag,
      directive,
      "attr-value": markupTag["attr-value"],
      punctuation: { pattern: /\/?>/, alias: "tag" },
      "attr-name": markupTag["attr-name"],
    },
  };

  return {
    comment: markup.comment,
    script: [block("script", `(?=[^>]*\\blang=["']?tsx?\\b)[^>]*`, "typescript"), block("script", "[^>]*", "javascript")],
    style: block("style", "[^>]*", "css"),
    // Before tags: `{{ a<b }}` is an expression, not the start of a tag.
    interpolation,
    element,
    entity: markup.entity,
  };
}
