/**
 * Ranking beyond BM25 (MiniSearch's `boostDocument`): the place that defines
 * a name outranks the places that mention it. A query term that is a page's
 * whole name ("atom", "selectorFamily", "caching") boosts that page's
 * sections; a term that is a section's whole heading ("tag", "Suspense")
 * boosts that section; a section that refers to the same-named section of
 * another page for its definition (`definedAt`) ranks below that one, unless
 * the query names the section's own page ("atomFamily tag" asks for
 * atomFamily's tag, not atom's).
 *
 * A section of the page about another framework's bindings than the reader's (Vue's `useStanValue` for a
 * reader of React) counts an eighth, unless the query names that page ("vue useStanValue"): both
 * bindings define the same names and speak of stores, providers and components, and the reader's
 * framework is the one they mean. An eighth is one named word (NAMED_WORD_BOOST): the other page's
 * section ranks first only when it names more of the query (`provideStan`, which React has no
 * section for, is still Vue's for any reader).
 *
 * A reference counts half: it is often the shorter section and its example's
 * words add a field (selector's `areValuesEqual` scores about 1.25 times
 * atom's on "equality" before this), so a factor near 1 would leave the order
 * to section lengths and to every edit elsewhere that shifts BM25's averages.
 */
import { isPlainWord, nameParts, tokenize, typedTerms, wordsOf, wordTerm } from "./search-terms";
import { DESCRIBED_WORD_SHARE } from "./search-weights";

export const PAGE_NAME_BOOST = 2;
export const HEADING_NAME_BOOST = 1.5;
/** A term that is the API name a section or entry defines (`Store`: the `Store` section, not Store's introduction). */
export const DEFINED_NAME_BOOST = 1.5;
export const REFERENCE_BOOST = 0.5;
/** A section about another framework than the reader's (SearchSection.framework): see above. */
export const OTHER_FRAMEWORK_BOOST = 1 / 8;

interface Names {
  page: string | null;
  heading: string | null;
  defined: string | null;
}

/** The one query term a one-word name stands for (a longer name has none). */
const nameTerm = (name: unknown): string | null => {
  const words = typeof name === "string" ? wordsOf(name) : [];
  return words.length === 1 ? wordTerm(words[0]) : null;
};

// boostDocument runs for every matching section and term: work the names out once per section.
const namesOf = new WeakMap<object, Names>();

/** The query terms that can name a page: each word's term, and the words run together ("selector family" -> selectorfamily). */
export function pageNameTerms(query: string): Set<string> {
  const words = wordsOf(query);
  const terms = words.map(wordTerm).filter((term): term is string => term !== null);
  if (words.length > 1) terms.push(words.join("").toLowerCase());
  return new Set(terms);
}

/**
 * MiniSearch's `boostDocument`: `queryTerms` (from `pageNameTerms`) lets a query that names a page
 * keep that page's references at full weight; without it every reference is ranked down. `framework` is the
 * reader's (src/shared/frameworks.ts): the sections of another framework's page rank down, unless named.
 */
export function boostSection(_id: unknown, term: string, stored?: Record<string, unknown>, queryTerms?: ReadonlySet<string>, framework?: string): number {
  if (!stored) return 1;
  let names = namesOf.get(stored);
  if (!names) {
    names = { page: nameTerm(stored.page), heading: nameTerm(stored.heading), defined: nameTerm(stored.name) };
    namesOf.set(stored, names);
  }
  const pageNamed = names.page !== null && Boolean(queryTerms?.has(names.page));
  const reference = Boolean(stored.definedAt) && !pageNamed;
  const otherFramework = framework !== undefined && typeof stored.framework === "string" && stored.framework !== framework && !pageNamed;
  return (
    (names.page === term ? PAGE_NAME_BOOST : 1) *
    (names.heading === term ? HEADING_NAME_BOOST : 1) *
    (names.defined === term ? DEFINED_NAME_BOOST : 1) *
    (reference ? REFERENCE_BOOST : 1) *
    (otherFramework ? OTHER_FRAMEWORK_BOOST : 1)
  );
}

/** `boostSection` for one query, by a reader of `framework`. */
export function boostSectionFor(query: string, framework?: string): (id: unknown, term: string, stored?: Record<string, unknown>) => number {
  const queryTerms = pageNameTerms(query);
  return (id, term, stored) => boostSection(id, term, stored, queryTerms, framework);
}

/**
 * Ranking by what a query names. A query's words are matched, by BM25, anywhere in a section; this
 * ranks first the sections whose names hold them: the section's heading, the heading it sits under,
 * its page's title, and the API name it defines with its kind ("hook", "option"). A word found in
 * what a name does (the first sentence of a name's section, an entry's description, the summary
 * of a page about a name) counts half. So "reset atom" opens atom's Reset section, whose heading and page name
 * both words, before atom's introduction (the page name alone) or Utils' `reset` (the name, and
 * "atom" in what it does); and "store provider" opens `StanProvider` ("provider", and "Makes a
 * store available…") before Store's "Getting a store" ("store" alone).
 *
 * A name in a heading that is defined elsewhere is a mention, not the section's name:
 * "`StanProvider` without a `store` prop" (in the SSR guide) does not name `StanProvider`.
 *
 * Each word named multiplies a section's score by NAMED_WORD_BOOST (search-weights.ts; half a word, its square root):
 * large enough that naming one more of the query's words outweighs BM25's differences in length
 * and frequency, while the order among sections that name as many words is BM25's.
 */
export { DESCRIBED_WORD_SHARE, NAMED_WORD_BOOST } from "./search-weights";

/** The fields whose words name a section. */
const NAME_FIELDS = new Set(["title", "heading", "parent", "page", "name", "kind", "names"]);
/** The fields that say what a name does. */
const DESCRIPTION_FIELDS = new Set(["summary"]);

/** The terms a query word stands for (the word's own, and any the engine adds for it). */
export interface QueryWord {
  terms: readonly string[];
}

/** The terms of a name (`typedTerms`, plus an identifier's parts). */
function nameTermsOf(text: string, into: Set<string>, skip?: (identifier: string) => boolean): void {
  for (const token of tokenize(text)) {
    if (skip?.(token)) continue;
    for (const term of typedTerms(token)) into.add(term);
    if (!isPlainWord(token)) for (const term of nameParts(token)) into.add(term);
  }
}

/**
 * The terms that name a stored section or entry. `definedNames` (lower-cased) are the names some
 * section or entry of the index defines: one of them in a heading that does not define it is a mention.
 */
export function sectionNameTerms(stored: Record<string, unknown>, definedNames: ReadonlySet<string>): Set<string> {
  const terms = new Set<string>();
  const own = String(stored.name ?? "").toLowerCase();
  const mention = (token: string) => !isPlainWord(token) && token.toLowerCase() !== own && definedNames.has(token.toLowerCase());
  nameTermsOf(String(stored.page ?? ""), terms);
  nameTermsOf(String(stored.heading ?? ""), terms, stored.entry ? undefined : mention);
  nameTermsOf(String(stored.parent ?? ""), terms);
  nameTermsOf(String(stored.name ?? ""), terms);
  nameTermsOf(String(stored.kind ?? ""), terms);
  return terms;
}

/**
 * The query words a matched index term stands for: the word it is, else the word it extends (the
 * last, still being typed), else the word it misspells (`near`: a typo-tolerant match). `typed` is how
 * much of the term the query has typed: all of it (1) for the word itself, a share for an extension
 * ("usestanvalu" is 11/12 of `useStanValue`, 11/17 of `useStanValueAsync`).
 */
function wordsMatchedBy(term: string, words: readonly QueryWord[]): { indexes: number[]; near: boolean; typed: number } {
  const exact = words.flatMap((word, i) => (word.terms.includes(term) ? [i] : []));
  if (exact.length) return { indexes: exact, near: false, typed: 1 };
  const prefixed = words.flatMap((word, i) => (word.terms.some((t) => term.startsWith(t)) ? [i] : []));
  if (prefixed.length) {
    const index = prefixed[prefixed.length - 1];
    const longest = Math.max(...words[index].terms.filter((t) => term.startsWith(t)).map((t) => t.length));
    return { indexes: [index], near: false, typed: longest / term.length };
  }
  // A typo-tolerant match (MiniSearch's fuzzy search): the word it shares the longest start with.
  let best = -1;
  let longest = 0;
  words.forEach((word, i) => {
    for (const t of word.terms) {
      let shared = 0;
      while (shared < t.length && t[shared] === term[shared]) shared += 1;
      if (shared > longest) [best, longest] = [i, shared];
    }
  });
  return { indexes: best < 0 ? [] : [best], near: true, typed: 1 };
}

/**
 * How many of the query's words a result names (a word found only in what the name does counts
 * DESCRIBED_WORD_SHARE). `names` are the result's name terms (sectionNameTerms); `compound` is the
 * query's words run together ("storeprovider"): a name matched by it names every word.
 */
export function namedWords(
  result: { match: Record<string, readonly string[]> } & Record<string, unknown>,
  words: readonly QueryWord[],
  compound: string | null,
  names: ReadonlySet<string>,
): number {
  const named = words.map(() => 0);
  for (const [term, fields] of Object.entries(result.match)) {
    const described = result.name ? fields.some((field) => DESCRIPTION_FIELDS.has(field)) || (result.entry && fields.includes("text")) : false;
    const value = names.has(term) ? 1 : described ? DESCRIBED_WORD_SHARE : 0;
    if (!value) continue;
    if (compound && term.startsWith(compound) && value === 1 && fields.some((field) => NAME_FIELDS.has(field))) return words.length;
    const { indexes, near, typed } = wordsMatchedBy(term, words);
    // A name reached through a typo counts as much as a described word: "useStanValueA" is `useStanValueAsync` being typed, not a misspelt `useStanValue`.
    // A name the word being typed extends counts as much of it as is typed (a described word at least), so the
    // shortest completion ranks first: "usestanvalu" is `useStanValue` being typed before `useStanValueAsync`.
    const share = near ? Math.min(value, DESCRIBED_WORD_SHARE) : value === 1 ? Math.max(DESCRIBED_WORD_SHARE, typed) : value;
    for (const i of indexes) named[i] = Math.max(named[i], share);
  }
  return named.reduce((sum, value) => sum + value, 0);
}
