/**
 * What learners type into the search box, each with the result it must find,
 * and how a result list is scored against them. Shared by the quality test
 * (tests/unit/pipeline/search/search-quality.test.ts) and `npm run bench:search`.
 *
 * A target is a page path (any section of that page counts) or `path#anchor`
 * (that section only), without the `/stan` prefix. Anchors are heading ids,
 * so content edits that keep the headings keep the set valid. The page-level
 * measures (recall at 3, MRR) count every query; the section-level one
 * (precision at 1) counts the queries with a section target, and asks for that
 * section first.
 */
import type { PageHit } from "../../../src/ui/search/search-engine";
import { dialogOptionGroups } from "../../../src/ui/search/searchOptions";

export type QueryKind = "api" | "written differently" | "typing" | "misspelled" | "concept" | "question" | "framework" | "describes";

export interface SearchQueryCase {
  query: string;
  target: string;
  kind: QueryKind;
  /** Why the target is not in the top 3 today; the quality test lets these miss (and nothing else). */
  knownMiss?: string;
}

export const SEARCH_QUERY_SET: readonly SearchQueryCase[] = [
  // API names as they appear in code.
  { kind: "api", query: "atom", target: "/docs/api/atom" },
  { kind: "api", query: "atomFamily", target: "/docs/api/atomFamily" },
  { kind: "api", query: "selectorFamily", target: "/docs/api/selectorFamily" },
  { kind: "api", query: "useStanValue", target: "/docs/api/react#usestanvalue" },
  { kind: "api", query: "useSetStanValue", target: "/docs/api/react#usesetstanvalue" },
  { kind: "api", query: "StanProvider", target: "/docs/api/react#stanprovider" },
  { kind: "api", query: "makeStore", target: "/docs/api/store#makestore" },
  { kind: "api", query: "DEFAULT_STORE", target: "/docs/api/store#default_store" },
  { kind: "api", query: "refresh", target: "/docs/api/utils#refresh" },
  { kind: "api", query: "useStanCtx", target: "/docs/api/react#usestanctx" },
  { kind: "api", query: "AsyncValue", target: "/docs/api/react#asyncvalue" },
  { kind: "api", query: "SerializableParam", target: "/docs/guides/param-serialization#serializableparam" },
  { kind: "api", query: "SetterOrUpdater", target: "/docs/api/state#setterorupdater" },
  // What 1.4-1.7.3 added (issue 46, item 8).
  { kind: "api", query: "useStanCallback", target: "/docs/api/react#usestancallback" },
  { kind: "api", query: "destroy", target: "/docs/api/store#destroy" },
  { kind: "api", query: "erase", target: "/docs/api/store#erase" },
  { kind: "api", query: "StoreOptions", target: "/docs/api/store#storeoptions" },
  { kind: "concept", query: "devtools", target: "/docs/getting-started/devtools" },
  { kind: "api", query: "Aborted", target: "/docs/api/selector#aborted" },
  { kind: "api", query: "cachePolicy", target: "/docs/api/selectorFamily#cachepolicy" },
  { kind: "api", query: "tag", target: "/docs/api/atom#tag" },
  { kind: "api", query: "onSet", target: "/docs/api/atom#onset" },
  { kind: "api", query: "key", target: "/docs/api/state#key" },
  // Every export, option and hook by its name lands on its own section (issue 24).
  { kind: "api", query: "reset", target: "/docs/api/utils#reset" },
  { kind: "api", query: "areValuesEqual", target: "/docs/api/atom#arevaluesequal" },
  { kind: "api", query: "useStan", target: "/docs/api/react#usestan" },
  { kind: "api", query: "useStanReset", target: "/docs/api/react#usestanreset" },
  { kind: "api", query: "useStanRefresh", target: "/docs/api/react#usestanrefresh" },
  { kind: "api", query: "useStanValueAsync", target: "/docs/api/react#usestanvalueasync" },
  { kind: "api", query: "initialValue", target: "/docs/api/atom#initialvalue" },
  { kind: "api", query: "State", target: "/docs/api/state#state" },
  { kind: "api", query: "WritableState", target: "/docs/api/state#writablestate" },
  { kind: "api", query: "ReadonlyState", target: "/docs/api/state#readonlystate" },
  { kind: "api", query: "Scoped", target: "/docs/api/store#scoped" },
  { kind: "api", query: "Store", target: "/docs/api/store#store" },
  { kind: "api", query: "init", target: "/docs/api/atom#init" },
  { kind: "api", query: "signal", target: "/docs/api/selector#signal" },
  { kind: "api", query: "subscribe", target: "/docs/api/state#subscribe" },
  { kind: "api", query: "maxSize", target: "/docs/api/selectorFamily#lru" },
  { kind: "api", query: "keep-all", target: "/docs/api/selectorFamily#keep-all" },
  // Types declared in a signature without a heading of their own: entries that open that signature.
  { kind: "api", query: "AtomEffect", target: "/docs/api/atom#signature" },
  { kind: "api", query: "AtomOptions", target: "/docs/api/atom#signature" },
  { kind: "api", query: "ValueFromParam", target: "/docs/api/atomFamily#signature" },
  { kind: "api", query: "TagFromParam", target: "/docs/api/atomFamily#signature" },
  { kind: "api", query: "GetFn", target: "/docs/api/selector#signature" },
  { kind: "api", query: "SelectorFamilyOptions", target: "/docs/api/selectorFamily#signature" },
  { kind: "api", query: "StanProviderProps", target: "/docs/api/react#stanprovider" },
  { kind: "api", query: "StanCtxType", target: "/docs/api/react#usestanctx" },

  // Names split, joined, hyphenated or lower-cased the way people type them.
  { kind: "written differently", query: "use stan value async", target: "/docs/api/react#usestanvalueasync" },
  { kind: "written differently", query: "stan provider", target: "/docs/api/react#stanprovider" },
  { kind: "written differently", query: "are values equal", target: "/docs/api/atom#arevaluesequal" },
  { kind: "written differently", query: "make store", target: "/docs/api/store#makestore" },
  { kind: "written differently", query: "use-stan-reset", target: "/docs/api/react#usestanreset" },
  { kind: "written differently", query: "selector family", target: "/docs/api/selectorFamily" },
  { kind: "written differently", query: "keep all", target: "/docs/api/selectorFamily#keep-all" },
  { kind: "written differently", query: "most recent", target: "/docs/api/selectorFamily#most-recent" },
  { kind: "written differently", query: "writable state", target: "/docs/api/state#writablestate" },
  { kind: "written differently", query: "usestanrefresh", target: "/docs/api/react#usestanrefresh" },
  { kind: "written differently", query: "initial value", target: "/docs/api/atom#initialvalue" },
  { kind: "written differently", query: "provider-less", target: "/docs/api/store#default_store" },

  // Names still being typed.
  { kind: "typing", query: "useStanValueA", target: "/docs/api/react#usestanvalueasync" },
  { kind: "typing", query: "selectorFam", target: "/docs/api/selectorFamily" },
  { kind: "typing", query: "makeSt", target: "/docs/api/store#makestore" },
  { kind: "typing", query: "SerializableP", target: "/docs/guides/param-serialization#serializableparam" },

  // Typos and British spellings.
  { kind: "misspelled", query: "selectr", target: "/docs/api/selector" },
  { kind: "misspelled", query: "atomFamly", target: "/docs/api/atomFamily" },
  { kind: "misspelled", query: "suspence", target: "/docs/guides/error-handling#suspense" },
  { kind: "misspelled", query: "memoisation", target: "/docs/api/store#memoization-per-store" },
  { kind: "misspelled", query: "serialisation", target: "/docs/guides/param-serialization" },
  { kind: "misspelled", query: "usestanvalu", target: "/docs/api/react#usestanvalue" },

  // Concepts, in the learner's words rather than the API's.
  { kind: "concept", query: "equality", target: "/docs/api/atom#arevaluesequal" },
  { kind: "concept", query: "effects", target: "/docs/api/atom#effects" },
  { kind: "concept", query: "lru", target: "/docs/api/selectorFamily#lru" },
  { kind: "concept", query: "cache policy lru", target: "/docs/api/selectorFamily#lru" },
  { kind: "concept", query: "evict", target: "/docs/api/selectorFamily#eviction" },
  { kind: "concept", query: "suspense", target: "/docs/guides/error-handling#suspense" },
  { kind: "concept", query: "abort", target: "/docs/api/selector#signal" },
  { kind: "concept", query: "dynamic dependencies", target: "/docs/api/selector#dynamic-dependencies" },
  { kind: "concept", query: "mounted", target: "/docs/api/state#mounting" },
  { kind: "concept", query: "derived state", target: "/docs/api/selector" },
  { kind: "concept", query: "type inference", target: "/docs/guides/type-safety#inference" },
  { kind: "concept", query: "generics", target: "/docs/guides/type-safety#narrowing-with-explicit-generics" },
  { kind: "concept", query: "interface", target: "/docs/guides/param-serialization#interfaces-and-type-aliases" },
  { kind: "concept", query: "persist localStorage", target: "/docs/api/atom#example-persisted-settings" },
  { kind: "concept", query: "server side rendering", target: "/docs/guides/ssr" },
  { kind: "concept", query: "hydration", target: "/docs/guides/ssr#what-reaches-the-client" },
  { kind: "concept", query: "pnpm", target: "/docs/getting-started/installation#install-the-package" },
  { kind: "concept", query: "cache", target: "/docs/guides/caching" },
  { kind: "concept", query: "unsubscribe", target: "/docs/api/state#subscribe" },
  { kind: "concept", query: "exports field", target: "/docs/getting-started/installation#bundlers-and-the-exports-field" },
  { kind: "concept", query: "readonly", target: "/docs/api/state#readonlystate" },
  { kind: "concept", query: "atom effect", target: "/docs/api/atom#effects" },
  { kind: "concept", query: "localStorage", target: "/docs/api/atom#example-persisted-settings" },
  { kind: "concept", query: "family member", target: "/docs/api/react#family-members" },
  { kind: "concept", query: "examples", target: "/docs/getting-started/examples" },
  { kind: "concept", query: "monorepo", target: "/docs/getting-started/examples#running-an-example" },
  { kind: "concept", query: "pagination", target: "/docs/api/selectorFamily#example-paginated-orders" },
  { kind: "concept", query: "try catch selector", target: "/docs/guides/error-handling#catching-errors-in-selectors" },
  { kind: "concept", query: "peer dependency", target: "/docs/getting-started/installation#what-the-package-contains" },
  { kind: "concept", query: "subscriber order", target: "/docs/api/atom#when-subscribers-are-notified" },
  { kind: "concept", query: "upgrade", target: "/docs/guides/upgrading" },
  { kind: "concept", query: "breaking changes", target: "/docs/guides/upgrading" },

  // Questions, typed as sentences.
  { kind: "question", query: "how do I reset an atom", target: "/docs/api/atom#reset" },
  { kind: "question", query: "how to refresh a selector", target: "/docs/api/utils#refresh" },
  { kind: "question", query: "how to cancel a request", target: "/docs/api/selector#signal" },
  {
    kind: "question",
    query: "can I use stan without react",
    target: "/docs/getting-started/frameworks#vanilla-typescript",
    knownMiss: "the section never says \"use\", so it fails the all-words match; the React reference comes first (the Installation callout \"Using Stan without React\" answers it too)",
  },
  { kind: "question", query: "what is a store", target: "/docs/api/store#store" },
  { kind: "question", query: "how do I handle errors", target: "/docs/guides/error-handling" },
  { kind: "question", query: "does stan support suspense", target: "/docs/guides/error-handling#suspense" },
  { kind: "question", query: "one store per request", target: "/docs/guides/ssr#one-store-per-request" },
  { kind: "question", query: "is there something like useState", target: "/docs/api/react#usestan" },
  { kind: "question", query: "npm install", target: "/docs/getting-started/installation#install-the-package" },
  { kind: "question", query: "upgrading from 1.3", target: "/docs/guides/upgrading" },
  { kind: "question", query: "what changed since 1.3.2", target: "/docs/guides/upgrading" },

  // What an export, option or hook does, in the reader's words: its section first (issue 24).
  { kind: "describes", query: "store provider", target: "/docs/api/react#stanprovider" },
  { kind: "describes", query: "reset atom", target: "/docs/api/atom#reset" },
  { kind: "describes", query: "refresh a selector", target: "/docs/api/selector#refresh" },
  { kind: "describes", query: "re-run a selector", target: "/docs/api/selector#refresh" },
  { kind: "describes", query: "remember the last parameter", target: "/docs/api/selectorFamily#most-recent" },
  { kind: "describes", query: "read state in a component", target: "/docs/api/react#usestanvalue" },
  { kind: "describes", query: "write state without reading it", target: "/docs/api/react#usesetstanvalue" },
  {
    kind: "describes",
    query: "read and write an atom in a component",
    target: "/docs/api/react#usestan",
    knownMiss: "atom's \"Reading and writing\" sections name \"atom\", \"read\" and \"write\"; what `useStan` does is said as \"Reads and writes writable state\", never \"atom\" or \"component\"",
  },
  { kind: "describes", query: "hook for async state", target: "/docs/api/react#usestanvalueasync" },
  {
    kind: "describes",
    query: "get the store in a component",
    target: "/docs/api/react#usestanctx",
    knownMiss: "`useStanCtx`'s section never says \"get\" (\"code inside a component needs the store itself\"), so it fails the all-words match; `DEFAULT_STORE` and the SSR guide come first",
  },
  { kind: "describes", query: "reset hook", target: "/docs/api/react#usestanreset" },
  { kind: "describes", query: "refresh hook", target: "/docs/api/react#usestanrefresh" },
  { kind: "describes", query: "create a store", target: "/docs/api/store#makestore" },
  { kind: "describes", query: "global store", target: "/docs/api/store#default_store" },
  { kind: "describes", query: "limit the cache size", target: "/docs/api/selectorFamily#lru" },
  {
    kind: "describes",
    query: "keep every member",
    target: "/docs/api/selectorFamily#keep-all",
    knownMiss: "`keep-all` says \"one selector per distinct parameter\" and \"keeps it forever\", never \"member\" or \"every\"",
  },
  { kind: "describes", query: "forget old members", target: "/docs/api/selectorFamily#eviction" },
  { kind: "describes", query: "custom equality", target: "/docs/api/atom#arevaluesequal" },
  { kind: "describes", query: "run code when an atom changes", target: "/docs/api/atom#onset" },
  { kind: "describes", query: "set the starting value from storage", target: "/docs/api/atom#init" },
  { kind: "describes", query: "name an atom for debugging", target: "/docs/guides/debugging#tags" },
  { kind: "describes", query: "cancel stale requests", target: "/docs/api/selector#signal" },
  { kind: "describes", query: "tell a cancellation from an error", target: "/docs/api/selector#aborted" },
  { kind: "describes", query: "listen to changes", target: "/docs/api/state#subscribe" },
  {
    kind: "describes",
    query: "dependency tracking",
    target: "/docs/api/selector#get",
    knownMiss: "only selector's summary says \"dependency tracking through get\" (its introduction comes first); `get`'s section says \"records a dependency\"",
  },
  { kind: "describes", query: "initial value from the parameter", target: "/docs/api/atomFamily#initialvalue" },
  // Spelled as words, this is the options type's name: its entry, in the signature.
  { kind: "describes", query: "selector family options", target: "/docs/api/selectorFamily#signature" },

  // Framework and tool names written the many ways people write them.
  { kind: "framework", query: "nextjs", target: "/docs/guides/ssr#nextjs-app-router" },
  { kind: "framework", query: "next.js", target: "/docs/guides/ssr#nextjs-app-router" },
  { kind: "framework", query: "Next JS", target: "/docs/guides/ssr#nextjs-app-router" },
  { kind: "framework", query: "next app router", target: "/docs/guides/ssr#nextjs-app-router" },
  { kind: "framework", query: "react", target: "/docs/api/react" },
  { kind: "framework", query: "react-dom/server", target: "/docs/guides/ssr#a-store-you-create-per-request" },
  {
    kind: "framework",
    query: "vanilla js",
    target: "/docs/getting-started/frameworks#vanilla-typescript",
    knownMiss: "the docs never write \"JS\"; with any-word matching \"vanilla\" alone ranks the examples list (the vanilla project) and State's \"Vanilla example\" first",
  },
  { kind: "framework", query: "vite", target: "/docs/getting-started/examples" },
  { kind: "framework", query: "recoil", target: "/docs" },
  { kind: "framework", query: "Jotai", target: "/docs" },
  { kind: "framework", query: "use client", target: "/docs/guides/ssr#nextjs-app-router" },
  {
    kind: "framework",
    query: "react 19 use",
    target: "/docs/guides/error-handling#suspense",
    knownMiss: "React 19 is the peer floor since Stan 1.6.0, so Frameworks and Installation name it beside \"use\" (rank 6 behind api/react and those sections)",
  },
];

/** How many results count as found (the top of the dialog, visible without scrolling). */
export const TOP_K = 3;

/** A result's href (`/stan/docs/x#y`) matches a target (`/docs/x` for any section of the page, `/docs/x#y` for one section). */
export function hitsTarget(href: string, target: string): boolean {
  const wanted = `/stan${target}`;
  return target.includes("#") ? href === wanted : href === wanted || href.startsWith(`${wanted}#`);
}

/** The 1-based position of the target among the results for `query` as the dialog lists them (page by page), or null when absent. */
export function targetRank(query: string, pages: readonly PageHit[], target: string): number | null {
  const options = dialogOptionGroups(query, pages, []).flatMap((group) => group.options);
  const index = options.findIndex((option) => option.kind === "hit" && hitsTarget(option.hit.href, target));
  return index === -1 ? null : index + 1;
}

export interface QueryOutcome extends SearchQueryCase {
  rank: number | null;
}

export interface QualityScore {
  outcomes: QueryOutcome[];
  /** Share of queries whose target is in the top TOP_K. */
  recallAtK: number;
  /** Mean of 1/rank (0 when the target is not listed). */
  mrr: number;
  /** The queries whose target is a section (`path#anchor`): the section-level measure's set. */
  sectionOutcomes: QueryOutcome[];
  /** Share of those whose section is the first result: the reader lands on the answer. */
  sectionPrecisionAt1: number;
}

/** A target that names one section (`/docs/api/react#stanprovider`), not a whole page. */
export const isSectionTarget = (target: string): boolean => target.includes("#");

/** Runs every query through `search` and scores the set. */
export function scoreQuerySet(search: (query: string) => PageHit[], cases: readonly SearchQueryCase[] = SEARCH_QUERY_SET): QualityScore {
  const outcomes = cases.map((c) => ({ ...c, rank: targetRank(c.query, search(c.query), c.target) }));
  const found = outcomes.filter((o) => o.rank !== null && o.rank <= TOP_K).length;
  const mrr = outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / outcomes.length;
  const sectionOutcomes = outcomes.filter((o) => isSectionTarget(o.target));
  const sectionPrecisionAt1 = sectionOutcomes.length ? sectionOutcomes.filter((o) => o.rank === 1).length / sectionOutcomes.length : 0;
  return { outcomes, recallAtK: found / outcomes.length, mrr, sectionOutcomes, sectionPrecisionAt1 };
}
