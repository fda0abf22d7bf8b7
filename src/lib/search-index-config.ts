import type { Options, SearchOptions } from "minisearch";

/**
 * One searchable unit: a doc's introduction (anchor "") or one of its h2/h3
 * sections. Built at build time (src/node/search-index.ts), stored in the
 * serialised index, read back in the browser.
 */
export interface SearchSection {
  id: number;
  /** The page's title; indexed for the page's introduction only, so a title match ranks the page's top first. */
  title: string;
  /** The page's title again, indexed (with a low weight) for every section, so "selector tag" finds selector#tag. */
  page: string;
  /** Public path of the page (`/stan/docs/api/atom`). */
  path: string;
  /** Sidebar category of the page ("API"), or "" for top-level docs. */
  category: string;
  /** Heading id on the page; "" for the introduction. */
  anchor: string;
  /** The section heading ("" for the introduction). */
  heading: string;
  /** The h2 an h3 section sits under ("" otherwise). */
  parent: string;
  /** The section's prose as plain text (code blocks left out). */
  text: string;
  /** The page's description, indexed (not stored) for its introduction only. */
  summary: string;
  /** Identifiers from the section's code blocks, space separated. */
  code: string;
}

/** What a search result carries (the fields stored in the index). */
export type StoredSection = Omit<SearchSection, "title" | "summary" | "code">;

export const SEARCH_FIELDS = ["title", "summary", "page", "heading", "parent", "text", "code"] as const;
export const STORED_FIELDS = ["page", "path", "category", "anchor", "heading", "parent", "text"] as const;

/** Words too common to help ranking; dropped from the index and from queries alike. */
const STOP_WORDS = new Set(
  "a an and are as at be by can do for from how i if in into is it its of on or so that the this to was what when where which with you your".split(" "),
);

/** Lower-cases a term and drops stop words (the same function indexes and queries). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/**
 * Splits on whitespace and punctuation except `$` and `_`, which belong to
 * identifiers (`$state`, `DEFAULT_STORE`).
 */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);
}

/**
 * Ranking: a page title or section heading outweighs body text; the code
 * field lets identifiers from examples count without drowning prose. Prefix
 * matching serves as-you-type queries; terms of four letters or more tolerate
 * one typo (two from ten letters).
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 6, summary: 1.5, heading: 4, parent: 1.5, page: 0.6, text: 1, code: 0.8 },
  prefix: true,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.35, prefix: 0.5 },
  combineWith: "AND",
};

/** The MiniSearch options used to build the index and, identically, to load it. */
export const INDEX_OPTIONS: Options<SearchSection> = {
  idField: "id",
  // An empty field counts as absent: otherwise the many empty titles would shrink the
  // average title length and BM25 would penalise every real title match.
  extractField: (section, field) => {
    const value = section[field as keyof SearchSection];
    return value === "" ? undefined : value;
  },
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

/** Where the build writes the search files (below the public directory) and the browser fetches them. */
export const SEARCH_DATA_DIR = "search-index";
export const SEARCH_MANIFEST_FILE = "manifest.json";

/** The manifest names the current, content-hashed index file. */
export interface SearchManifest {
  index: string;
  sections: number;
}
