import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from "minisearch";
import { INDEX_OPTIONS, SEARCH_OPTIONS, sectionHref, type SearchSection, type StoredSection } from "../../shared/search/search-index-config";
import { boostSectionFor } from "../../shared/search/search-ranking";
import { wordsOf } from "../../shared/search/search-terms";

/** One matching section of a page. */
export interface SectionHit extends StoredSection {
  /** Page path plus `#anchor` (just the path for the introduction). */
  href: string;
  score: number;
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
  search(query: string): PageHit[];
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
    href: sectionHref({ path, anchor }),
    score: result.score,
    terms: result.terms,
  };
};

/** Groups section results by page; a page ranks by its best section. Input order (score, descending) is kept within a page. */
export function groupByPage(hits: readonly SectionHit[]): PageHit[] {
  const pages = new Map<string, PageHit>();
  for (const hit of hits) {
    const page = pages.get(hit.path);
    if (page) page.sections.push(hit);
    else pages.set(hit.path, { path: hit.path, title: hit.page, category: hit.category, score: hit.score, sections: [hit] });
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}

/**
 * The words of `text` as one query, or, when there are several, either all of
 * them or all of them run together as one name (lower-cased, not stemmed):
 * "make store" also finds `makeStore`, "are values equal" `areValuesEqual`,
 * "next js" "Next.js".
 */
export function wordsOrCompound(text: string, combineWith: "AND" | "OR"): Query {
  const words = wordsOf(text);
  if (words.length < 2) return { queries: [text], combineWith };
  const asName: Query = { queries: [words.join("")], processTerm: (term: string) => term.toLowerCase() };
  return { queries: [{ queries: [text], combineWith }, asName], combineWith: "OR" };
}

/**
 * Sections matching every word (prefix and typo tolerant) come first; when no
 * section holds them all, sections matching any word are shown instead.
 */
export function searchIndex(index: MiniSearch<SearchSection>, query: string): PageHit[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const options = { ...SEARCH_OPTIONS, boostDocument: boostSectionFor(trimmed) };
  let results = index.search(wordsOrCompound(trimmed, "AND"), options);
  if (results.length === 0) results = index.search(wordsOrCompound(trimmed, "OR"), options);
  return groupByPage(results.map(toHit));
}

/** A search engine over a serialised index (as written by src/pipeline/search/search-index.ts). */
export function createSearchEngine(data: AsPlainObject): SearchEngine {
  const index = MiniSearch.loadJS<SearchSection>(data, INDEX_OPTIONS);
  return { search: (query) => searchIndex(index, query), sectionCount: index.documentCount };
}
