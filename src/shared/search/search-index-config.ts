import type { Options, SearchOptions } from "minisearch";
import { boostSection } from "./search-ranking";
import { identifiersIn, nameParts, tokenize, typedTerms, wordTerm } from "./search-terms";

/**
 * One searchable unit: a doc's introduction (anchor "") or one of its h2/h3
 * sections, or an API name that a section declares without a heading of its own
 * (`AtomEffect` in atom's Signature: an entry, pointing at that section). Built at
 * build time (src/pipeline/search/search-index.ts), stored in the serialised index,
 * read back in the browser.
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
  /** The section heading ("" for the introduction); an entry's name. */
  heading: string;
  /** The h2 an h3 section sits under ("" otherwise); the heading of an entry's section. */
  parent: string;
  /** The section's prose as plain text (code blocks left out); for an entry, what the docs say the name is. */
  text: string;
  /**
   * Indexed, not stored: for an introduction, the page's description and first sentence; for a
   * section that defines an API name, its first paragraph (what the name does: "Makes a store available…").
   */
  summary: string;
  /**
   * The API name the section or entry defines (`StanProvider`, `cachePolicy`, `keep-all`; src/pipeline/search/api-names.ts),
   * or "" (a section about something else, an introduction: its page's title is its name).
   */
  name: string;
  /** What the name is: "hook", "option", "type"…, or "" (ApiKind in src/pipeline/search/api-names.ts); indexed, so "refresh hook" finds `useStanRefresh`. */
  kind: string;
  /** True for an entry: a name declared in a section that is not the section's own heading. */
  entry?: boolean;
  /** Identifiers from the section's code blocks, space separated. */
  code: string;
  /**
   * Where the section's name is defined when that is elsewhere: the href of the same-named section
   * on another page that this one links to ("works as it does for atom"), or on the page this page builds on
   * (src/pipeline/search/search-index.ts); "" otherwise. Ranks the definition first.
   */
  definedAt: string;
  /**
   * The framework whose bindings the section's page is about (`react`, `vue`; FRAMEWORK_PAGES in
   * src/shared/frameworks.ts), or absent: ranked below the reader's framework (search-ranking.ts).
   */
  framework?: string;
}

/** What a search result carries (the fields stored in the index and shown). */
export type StoredSection = Omit<SearchSection, "title" | "summary" | "code" | "definedAt" | "framework">;

/** A section's address: the page path plus `#anchor`, or the path alone for the introduction. */
export const sectionHref = ({ path, anchor }: Pick<SearchSection, "path" | "anchor">): string => (anchor ? `${path}#${anchor}` : path);

/**
 * `names` is not a section property: it is the title, heading and summary again, indexed as the parts of
 * the identifiers in them (`useStanValueAsync` -> use, stan, value, async; lru's `maxSize` -> max, size), so
 * a query that spells a name as words finds it, while a part weighs less than a whole title or heading word
 * ("atom" is not "atomFamily").
 */
const NAMES_FIELD = "names";
export const SEARCH_FIELDS = ["title", "summary", "page", "heading", "parent", "text", "code", "kind", NAMES_FIELD] as const;
/** Most of the index: their words are indexed by stem alone (src/shared/search/search-terms.ts), which keeps it small. */
const LONG_FIELDS = new Set(["text", "code"]);
export const STORED_FIELDS = ["page", "path", "category", "anchor", "heading", "parent", "text", "definedAt", "name", "kind", "entry", "framework"] as const;

/**
 * Ranking: a page title or section heading outweighs body text; the code
 * field lets identifiers from examples count without drowning prose; the
 * words of a name (`names`) count for less than the whole name. Only the last
 * word is matched as a prefix (the one still being typed), and weakly, so
 * that a whole word outranks its longer relatives (tag, tagFromParam). Terms
 * of five letters or more tolerate one typo (two from ten letters).
 * `boostDocument` ranks the page or section a term names first (search-ranking.ts).
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 6, summary: 1.5, heading: 4, parent: 1.5, page: 0.6, text: 1, code: 0.8, kind: 1, names: 2 },
  prefix: (_term, i, terms) => i === terms.length - 1,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.35, prefix: 0.2 },
  boostDocument: boostSection,
  combineWith: "AND",
  processTerm: wordTerm,
};

/** The MiniSearch options used to build the index and, identically, to load it. */
export const INDEX_OPTIONS: Options<SearchSection> = {
  idField: "id",
  // An empty field counts as absent: otherwise the many empty titles would shrink the
  // average title length and BM25 would penalise every real title match.
  extractField: (section, field) => {
    if (field === "entry") return section.entry || undefined;
    if (field === "framework") return section.framework || undefined;
    const value = field === NAMES_FIELD ? identifiersIn(`${section.title} ${section.heading} ${section.summary}`).join(" ") : section[field as keyof SearchSection];
    return value === "" ? undefined : value;
  },
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm: (term, field) => (field === NAMES_FIELD ? nameParts(term) : LONG_FIELDS.has(field ?? "") ? wordTerm(term) : typedTerms(term)),
  searchOptions: SEARCH_OPTIONS,
};

// Where the index files are: in search-files.ts, which the browser's loader reads without the index's options.
export { DEV_SEARCH_INDEX_ROUTE, SEARCH_DATA_DIR, SEARCH_MANIFEST_FILE, type SearchManifest } from "./search-files";
