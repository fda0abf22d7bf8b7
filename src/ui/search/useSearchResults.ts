import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import type { PageHit, SearchEngine } from "./search-engine";
import { loadSearchEngine } from "./search-loader";
import { readerFramework } from "../behaviours/framework-choice";

export type SearchStatus = "loading" | "ready" | "error";

export interface SearchResults {
  status: SearchStatus;
  error: Error | null;
  /** Loads the index again after a failure. */
  retry(): void;
  /** The query the pages answer (lags the typed query while typing is fast). */
  query: string;
  pages: PageHit[];
  /** Matching sections over all pages. */
  sectionTotal: number;
}

/**
 * Loads the search index (once per visit) and answers `query` from it. With `untilQuery` (the search page),
 * the index and the engine's code load only once there is a query to answer: a page opened without one
 * loads no search code beyond its form.
 */
export function useSearchResults(query: string, { untilQuery = false }: { untilQuery?: boolean } = {}): SearchResults {
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const wanted = !untilQuery || query.trim() !== "";

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    setError(null);
    loadSearchEngine().then(
      (loaded) => active && setEngine(loaded),
      (failure: unknown) => active && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      active = false;
    };
  }, [attempt, wanted]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const deferredQuery = useDeferredValue(query);
  // Ranked for the reader's framework: its bindings' page before the other's (search-ranking.ts).
  const pages = useMemo(() => (engine ? engine.search(deferredQuery, readerFramework()) : []), [engine, deferredQuery]);
  const sectionTotal = useMemo(() => pages.reduce((sum, page) => sum + page.sections.length, 0), [pages]);
  const status: SearchStatus = engine ? "ready" : error ? "error" : "loading";
  return { status, error, retry, query: deferredQuery, pages, sectionTotal };
}
