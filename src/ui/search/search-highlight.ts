/** Marking matched words in result text, and cutting a snippet around them (pure functions). */
import { runAsWord, typedTerms } from "../../shared/search/search-terms";

export interface Segment {
  text: string;
  match: boolean;
}

/** A word as the index sees it (src/shared/search/search-terms.ts tokenize). */
const WORD = /[\p{L}\p{N}_$]+/gu;
/** A word with any words joined to it by dots or hyphens (`Next.js`), which the index also holds as one. */
const WORD_RUN = /[\p{L}\p{N}_$]+(?:[.-][\p{L}\p{N}_$]+)*/gu;

interface WordMatch {
  start: number;
  end: number;
  /** The matched index term the word stands for (distinct terms rank snippet windows). */
  term: string;
}

/**
 * The words of `text` that stand for a matched term, by form or stem (an identifier only whole, so
 * "selector" leaves `selectorFamily` unmarked); a dotted run whose joined form matched, whole.
 */
function matchedWords(text: string, terms: ReadonlySet<string>): WordMatch[] {
  // Stemming is slow next to a lookup, and it only rewrites a word's ending: skip words whose first two letters begin no term.
  const heads = new Set([...terms].map((term) => term.slice(0, 2)));
  const termOf = (word: string) => (heads.has(word.slice(0, 2).toLowerCase()) ? typedTerms(word).find((term) => terms.has(term)) : undefined);
  const found: WordMatch[] = [];
  for (const run of text.matchAll(WORD_RUN)) {
    const start = run.index ?? 0;
    const joined = /[.-]/.test(run[0]) ? termOf(runAsWord(run[0])) : undefined;
    if (joined) {
      found.push({ start, end: start + run[0].length, term: joined });
      continue;
    }
    for (const word of run[0].matchAll(WORD)) {
      const term = termOf(word[0]);
      const at = start + (word.index ?? 0);
      if (term) found.push({ start: at, end: at + word[0].length, term });
    }
  }
  return found;
}

const toSet = (terms: Iterable<string>) => new Set([...terms].map((term) => term.toLowerCase()));

/** `text` cut into plain and matched segments. */
export function highlight(text: string, terms: Iterable<string>): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const word of matchedWords(text, toSet(terms))) {
    if (word.start > cursor) segments.push({ text: text.slice(cursor, word.start), match: false });
    segments.push({ text: text.slice(word.start, word.end), match: true });
    cursor = word.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

/** Context kept before the first matched word: a quarter of the snippet, at most 40 characters. */
const leadFor = (length: number) => Math.min(40, Math.floor(length / 4));

/**
 * About `length` characters of `text` around the matched words: the window
 * that holds the most distinct terms (the earliest of equals), cut at word
 * boundaries, with an ellipsis where text was left out.
 */
export function snippet(text: string, terms: Iterable<string>, length = 180): string {
  if (text.length <= length) return text;
  const words = matchedWords(text, toSet(terms));
  const lead = leadFor(length);
  let bestStart = 0;
  let bestCount = 0;
  for (const word of words) {
    const start = Math.max(0, word.start - lead);
    const count = new Set(words.filter((w) => w.start >= start && w.end <= start + length).map((w) => w.term)).size;
    if (count > bestCount) {
      bestCount = count;
      bestStart = start;
    }
  }
  let start = bestStart;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space === -1 || space > start + lead ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
