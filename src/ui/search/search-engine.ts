import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from "minisearch";
import { INDEX_OPTIONS, SEARCH_OPTIONS, sectionHref, type SearchSection, type StoredSection } from "../../shared/search/search-index-config";
import { boostSectionFor, namedWords, NAMED_WORD_BOOST, sectionNameTerms, type QueryWord } from "../../shared/search/search-ranking";
import { synonymsOf } from "../../shared/search/search-synonyms";
import { JOINED_RUN, runAsWord, wordsOf, wordTerm } from "../../shared/search/search-terms";
import { DEFAULT_FRAMEWORK, type Framework } from "../../shared/frameworks";

/** One matching section of a page (or an API name's entry in it: `name` and `kind` say which). */
export interface SectionHit extends StoredSection {
  /** Page path plus `#anchor` (just the path for the introduction). */
  href: string;
  /** The rank: how well the section matches the words, times what it names of them (search-ranking.ts). */
  score: number;
  /** How well the section matches the words alone (BM25; the score when absent). */
  matchScore?: number;
  /** How many of the query's words the section names (search-ranking.ts namedWords). */
  named?: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
}

/** A page with its matching sections, best first. */
export interface PageHit {
  path: string;
  title: string;
  category: string;
  score: number;
  sections: SectionHit[];
}

export interface SearchEngine {
  /** The pages that answer `query`, for a reader of `framework` (the reader's choice of the framework tabs; React when none). */
  search(query: string, framework?: Framework): PageHit[];
  readonly sectionCount: number;
}

const toHit = (result: SearchResult): SectionHit => {
  // Empty fields are not stored (see INDEX_OPTIONS.extractField).
  const stored = result as unknown as Partial<StoredSection> & SearchResult;
  const anchor = stored.anchor ?? "";
  const path = stored.path ?? "";
  return {
    id: result.id as number,
    page: stored.page ?? "",
    path,
    category: stored.category ?? "",
    anchor,
    heading: stored.heading ?? "",
    parent: stored.parent ?? "",
    text: stored.text ?? "",
    name: stored.name ?? "",
    kind: stored.kind ?? "",
    entry: stored.entry ?? false,
    href: sectionHref({ path, anchor }),
    score: result.score,
    terms: [...result.terms],
  };
};

/**
 * Groups section results by page; a page ranks by its best section. Input order (score, descending) is kept within a page.
 * An entry and its section are one result (the better one, with the terms of both).
 */
export function groupByPage(hits: readonly SectionHit[]): PageHit[] {
  const pages = new Map<string, PageHit>();
  const byHref = new Map<string, SectionHit>();
  for (const hit of hits) {
    const same = byHref.get(hit.href);
    if (same) {
      for (const term of hit.terms) if (!same.terms.includes(term)) same.terms.push(term);
      continue;
    }
    byHref.set(hit.href, hit);
    const page = pages.get(hit.path);
    if (page) page.sections.push(hit);
    else pages.set(hit.path, { path: hit.path, title: hit.page, category: hit.category, score: hit.score, sections: [hit] });
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}

/** A query word: a word of the query, or a dotted or hyphenated run as one (`next.js`, `provider-less`). */
interface Word extends QueryWord {
  /** The word as typed. */
  text: string;
  /** The docs' words for it (search-synonyms.ts). */
  synonyms: readonly string[];
}

/** The query's words, each with the terms it stands for; stop words left out. */
export function queryWords(text: string): Word[] {
  const runs = [...text.matchAll(JOINED_RUN)].map((match) => ({ start: match.index ?? 0, text: match[0] }));
  const words: Word[] = [];
  let cursor = 0;
  const add = (word: string) => {
    const term = wordTerm(word);
    if (term === null) return;
    const synonyms = synonymsOf(term);
    words.push({ text: word, synonyms, terms: [term, ...synonyms.map(wordTerm).filter((t): t is string => t !== null)] });
  };
  for (const run of [...runs, { start: text.length, text: "" }]) {
    for (const word of wordsOf(text.slice(cursor, run.start))) add(word);
    if (run.text) add(runAsWord(run.text));
    cursor = run.start + run.text.length;
  }
  return words;
}

/**
 * The words of `text` as one query, or, when there are several, either all of
 * them or all of them run together as one name (lower-cased, not stemmed):
 * "make store" also finds `makeStore`, "are values equal" `areValuesEqual`,
 * "next js" "Next.js". A word with synonyms (search-synonyms.ts) matches any of them.
 */
export function wordsOrCompound(text: string, combineWith: "AND" | "OR"): Query {
  const words = wordsOf(text);
  const expanded = queryWords(text);
  const asWords: Query = expanded.some((word) => word.synonyms.length)
    ? {
        combineWith,
        // Only the last word is still being typed (SEARCH_OPTIONS.prefix, per query).
        queries: expanded.map((word, i) => ({ queries: [word.text, ...word.synonyms], combineWith: "OR", prefix: i === expanded.length - 1 })),
      }
    : { queries: [text], combineWith };
  if (words.length < 2) return asWords;
  const asName: Query = { queries: [words.join("")], processTerm: (term: string) => term.toLowerCase() };
  return { queries: [asWords, asName], combineWith: "OR" };
}

/** Words from which a query may leave one out (see searchIndex). */
export const LONG_QUERY_WORDS = 4;

/**
 * Sections matching every word (prefix and typo tolerant) come first; when no
 * section holds them all, sections matching any word are shown instead. Then the
 * sections that name the query's words rank first (namedWords, search-ranking.ts).
 */
export function searchIndex(index: MiniSearch<SearchSection>, query: string, namesOf: (result: SearchResult) => ReadonlySet<string>, framework: Framework = DEFAULT_FRAMEWORK): PageHit[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const options = { ...SEARCH_OPTIONS, boostDocument: boostSectionFor(trimmed, framework) };
  const words = queryWords(trimmed);
  let results = index.search(wordsOrCompound(trimmed, "AND"), options);
  if (results.length === 0) results = index.search(wordsOrCompound(trimmed, "OR"), options);
  else if (words.length >= LONG_QUERY_WORDS) {
    // A sentence-long query may use one word its answer does not ("run code when an atom changes": onSet never
    // says "code"): sections holding all but one of its words compete too, ranked by what they name.
    const found = new Set(results.map((result) => result.id));
    const wordsIn = (result: SearchResult) => words.filter((word) => word.terms.some((term) => result.queryTerms.includes(term))).length;
    for (const result of index.search(wordsOrCompound(trimmed, "OR"), options)) {
      if (!found.has(result.id) && wordsIn(result) >= words.length - 1) results.push({ ...result, missing: true });
    }
  }
  const compound = wordsOf(trimmed).length > 1 ? wordsOf(trimmed).join("").toLowerCase() : null;
  const ranked = results
    .map((result) => {
      // A missing word costs a named one: such a section ranks first only when it names more.
      const named = namedWords(result, words, compound, namesOf(result)) - (result.missing ? 1 : 0);
      return { ...toHit(result), score: result.score * NAMED_WORD_BOOST ** named, matchScore: result.score, named };
    })
    .sort((a, b) => b.score - a.score);
  return groupByPage(ranked);
}

/** The names the index's sections and entries define, lower-cased. */
function definedNamesOf(data: AsPlainObject): Set<string> {
  const names = new Set<string>();
  for (const stored of Object.values(data.storedFields ?? {})) {
    const name = (stored as Partial<StoredSection> | undefined)?.name;
    if (name) names.add(name.toLowerCase());
  }
  return names;
}

/** A search engine over a serialised index (as written by src/pipeline/search/search-index.ts). */
export function createSearchEngine(data: AsPlainObject): SearchEngine {
  const index = MiniSearch.loadJS<SearchSection>(data, INDEX_OPTIONS);
  const definedNames = definedNamesOf(data);
  // Each section's name terms, worked out once, on its first match.
  const nameTerms = new Map<unknown, ReadonlySet<string>>();
  const namesOf = (result: SearchResult) => {
    let terms = nameTerms.get(result.id);
    if (!terms) nameTerms.set(result.id, (terms = sectionNameTerms(result, definedNames)));
    return terms;
  };
  return { search: (query, framework) => searchIndex(index, query, namesOf, framework), sectionCount: index.documentCount };
}
