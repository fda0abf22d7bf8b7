import Prism from "prismjs";
import loadLanguages from "prismjs/components/";
import { isCodeLanguage } from "../../shared/code-language";
import { CODE_LANGUAGES } from "./code-languages";
import { VUE_GRAMMAR_NEEDS, vueGrammar } from "./prism-vue";

// One call: a second one reloads the languages named again, and under jest (which keeps its own module
// registry) a reloaded language is deleted and never comes back. `vue` is the site's grammar, not Prism's.
const GRAMMARS = Object.values(CODE_LANGUAGES).flatMap((language) => (language.prism && language.prism !== "vue" ? [language.prism] : []));
loadLanguages([...new Set([...GRAMMARS, ...VUE_GRAMMAR_NEEDS])]);
Prism.languages.vue = vueGrammar(Prism.languages);

/** The Prism grammar of a fence language (none for plain text). */
const grammarOf = (language: string) => {
  const name = isCodeLanguage(language) ? CODE_LANGUAGES[language].prism : null;
  return name ? Prism.languages[name] : undefined;
};

/**
 * The colour class of each Prism token type (global.css, "Code blocks"). One short class per
 * colour keeps pages small: code is half of a doc page's HTML, and it is in its page data too.
 * Types not listed (punctuation, plain text, wrappers such as generic-function) get no element.
 */
const COLOUR_CLASS: Readonly<Record<string, string>> = {
  comment: "c", prolog: "c", doctype: "c",
  keyword: "k", boolean: "k", important: "k", atrule: "k", tag: "k", deleted: "k",
  string: "s", char: "s", "template-string": "s", "attr-value": "s", regex: "s", inserted: "s",
  number: "n", constant: "n", builtin: "n", symbol: "n",
  function: "f", method: "f",
  "class-name": "t", "maybe-class-name": "t", "attr-name": "t", property: "t",
  operator: "o", entity: "o", url: "o",
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A run of highlighted code: its colour class (null: plain text) and its HTML. */
interface Run {
  colour: string | null;
  html: string;
}

/** The colour of a token: the last of its type and aliases that has one (as when each was a class). */
function colourOf(token: Prism.Token): string | null {
  const names = [token.type, ...([] as string[]).concat(token.alias ?? [])];
  return names.reduce<string | null>((found, name) => COLOUR_CLASS[name] ?? found, null);
}

/** Joins neighbours of the same colour, across plain whitespace too (its colour does not show). */
function mergeRuns(runs: Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    const beforeLast = merged[merged.length - 2];
    if (last && last.colour === run.colour) last.html += run.html;
    else if (run.colour !== null && last?.colour === null && /^\s+$/.test(last.html) && beforeLast?.colour === run.colour) {
      merged.pop();
      beforeLast.html += last.html + run.html;
    } else merged.push({ ...run });
  }
  return merged;
}

/** `outer`: the colour around these tokens; a token of that colour needs no element of its own. */
function tokensToRuns(tokens: Array<string | Prism.Token>, outer: string | null = null): Run[] {
  return mergeRuns(
    tokens.map((token) => {
      if (typeof token === "string") return { colour: null, html: escapeHtml(token) };
      const colour = colourOf(token) ?? outer;
      const html = typeof token.content === "string" ? escapeHtml(token.content) : runsToHtml(tokensToRuns(([] as Array<string | Prism.Token>).concat(token.content), colour));
      return { colour: colour === outer ? null : colour, html };
    }),
  );
}

const runsToHtml = (runs: Run[]) => runs.map((run) => (run.colour ? `<span class="${run.colour}">${run.html}</span>` : run.html)).join("");

/** Highlighted HTML for a code sample (build time only: no highlighter ships to the browser). */
export function highlightToHtml(code: string, language: string): string {
  const grammar = grammarOf(language);
  return grammar ? runsToHtml(tokensToRuns(Prism.tokenize(code, grammar))) : escapeHtml(code);
}

/** A piece of highlighted code: its text and colour class (null: plain text). */
export interface Segment {
  colour: string | null;
  text: string;
}

function flattenTokens(tokens: Array<string | Prism.Token>, outer: string | null, out: Segment[]): Segment[] {
  for (const token of tokens) {
    if (typeof token === "string") out.push({ colour: outer, text: token });
    else {
      const colour = colourOf(token) ?? outer;
      if (typeof token.content === "string") out.push({ colour, text: token.content });
      else flattenTokens(([] as Array<string | Prism.Token>).concat(token.content), colour, out);
    }
  }
  return out;
}

/** The code as coloured pieces, in order (their texts joined are the code), for renderers that add markup of their own. */
export function highlightSegments(code: string, language: string): Segment[] {
  const grammar = grammarOf(language);
  return grammar ? flattenTokens(Prism.tokenize(code, grammar), null, []) : [{ colour: null, text: code }];
}

/** HTML of coloured pieces, neighbours of one colour joined as highlightToHtml does. */
export const segmentsToHtml = (segments: Segment[]): string =>
  runsToHtml(mergeRuns(segments.map((segment) => ({ colour: segment.colour, html: escapeHtml(segment.text) }))));

export { escapeHtml };
