/**
 * How text becomes search terms (MiniSearch's `tokenize` and `processTerm`).
 *
 * A plain word stands for its Porter2 stem ("equality", "equals" -> equal),
 * an identifier for itself, lower-cased (`areValuesEqual`). Queries and the
 * long fields (prose, code) use that one term. Short fields (titles,
 * headings) also keep the word as written, so that a word still being typed
 * matches as a prefix where its stem would not ("initializ" is no prefix of
 * the stem "initi"). The words inside identifiers are terms of their own
 * (`nameParts`), for the field that lets "use stan value" find `useStanValue`.
 */
import stem from "wink-porter2-stemmer";

/** Words too common to help ranking; dropped from the index and from queries alike. */
const STOP_WORDS = new Set(
  "a an and are as at be by can do does for from how i if in into is it its of on or so that the this to was what when where which why with you your".split(" "),
);

/** Runs of letters, digits, `_` and `$` (`$state`, `DEFAULT_STORE` stay whole). */
const WORD_BREAK = /[^\p{L}\p{N}_$]+/u;
/** Words joined by dots or hyphens (`Next.js`, `keep-all`), also indexed as one word (`nextjs`, `keepall`). */
export const JOINED_RUN = /(?<![\p{L}\p{N}])\p{L}[\p{L}\p{N}]*(?:[.-]\p{L}[\p{L}\p{N}]*)+/gu;
/** A joined run as one word: `Next.js` -> `Nextjs`. */
export const runAsWord = (run: string): string => run.replace(/[.-]/g, "");
/** A plain word: no capital after the first letter, no `_` or `$`, so not an identifier. */
const PLAIN_WORD = /^[\p{L}\p{N}][\p{Ll}\p{N}]*$/u;
/** The words of an identifier: `areValuesEqual` -> are, Values, Equal; `DEFAULT_STORE` -> DEFAULT, STORE. */
const IDENTIFIER_PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

/** A plain word, not an identifier (`equality`, `Reset`; not `areValuesEqual`, `DEFAULT_STORE`). */
export const isPlainWord = (word: string): boolean => PLAIN_WORD.test(word);

/** The words of `text`, split on whitespace and punctuation. */
export const wordsOf = (text: string): string[] => text.split(WORD_BREAK).filter(Boolean);

/** The words of `text` plus the joined form of its dotted or hyphenated runs. */
export function tokenize(text: string): string[] {
  const words = wordsOf(text);
  for (const [run] of text.matchAll(JOINED_RUN)) words.push(runAsWord(run));
  return words;
}

// Stemming costs microseconds a word and highlighting stems the words of every result shown, on each
// keystroke: remember the stems (the docs use a few thousand distinct words).
const stems = new Map<string, string>();
const stemOf = (word: string): string => {
  let stemmed = stems.get(word);
  if (stemmed === undefined) stems.set(word, (stemmed = stem(word)));
  return stemmed;
};

/** The term a token stands for: a plain word's stem, an identifier whole; null for a stop word. */
export function wordTerm(token: string): string | null {
  const lower = token.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return PLAIN_WORD.test(token) ? stemOf(lower) : lower;
}

/** The token's term plus, for a plain word, the word as written (for prefix matching while typing). */
export function typedTerms(token: string): string[] {
  const term = wordTerm(token);
  if (term === null) return [];
  const lower = token.toLowerCase();
  return term === lower ? [term] : [term, lower];
}

/** The identifiers (not plain words) in `text`. */
export function identifiersIn(text: string): string[] {
  return wordsOf(text).filter((word) => !PLAIN_WORD.test(word));
}

/** The terms of an identifier's words: `areValuesEqual` -> valu, values, equal. */
export function nameParts(identifier: string): string[] {
  return [...new Set((identifier.match(IDENTIFIER_PART) ?? []).flatMap(typedTerms))];
}
