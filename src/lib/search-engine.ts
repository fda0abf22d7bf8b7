import MiniSearch, { type AsPlainObject, type SearchResult } from "minisearch";
import { INDEX_OPTIONS, SEARCH_OPTIONS, type SearchSection, type StoredSection } from "./search-index-config";

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
    href: anchor ? `${path}#${anchor}` : path,
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
 * Sections matching every word (prefix and typo tolerant) come first; when no
 * section holds them all, sections matching any word are shown instead.
 */
export function searchIndex(index: MiniSearch<SearchSection>, query: string): PageHit[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  let results = index.search(trimmed, SEARCH_OPTIONS);
  if (results.length === 0) results = index.search(trimmed, { ...SEARCH_OPTIONS, combineWith: "OR" });
  return groupByPage(results.map(toHit));
}

/** A search engine over a serialised index (as written by src/node/search-index.ts). */
export function createSearchEngine(data: AsPlainObject): SearchEngine {
  const index = MiniSearch.loadJS<SearchSection>(data, INDEX_OPTIONS);
  return { search: (query) => searchIndex(index, query), sectionCount: index.documentCount };
}
