import React from "react";
import type { SearchResults } from "./useSearchResults";
import * as styles from "./SearchStatusMessage.module.css";

export interface SearchStatusMessageProps {
  results: SearchResults;
  /** The query as typed. */
  query: string;
  /** Recent searches on offer (the hint is shown when there are none). */
  recentCount: number;
  /** What "no query yet" should say. */
  hint?: string;
  /** Show the result count (the search page does; in the dialog the list speaks for itself). */
  showCount?: boolean;
}

const DEFAULT_HINT = "Search page titles, sections and API names, such as atomFamily or useStanValueAsync.";

/** What the search is doing, in a live region: loading, failed (with Retry), no results, or how many. */
export function SearchStatusMessage({ results, query, recentCount, hint = DEFAULT_HINT, showCount = false }: SearchStatusMessageProps) {
  const typed = query.trim();
  const pageCount = results.pages.length;
  let text = "";
  let visible = true;
  if (results.status === "error") text = `Search could not load: ${results.error?.message ?? "unknown error"}.`;
  else if (!typed) text = recentCount > 0 ? "" : hint;
  else if (results.status === "loading") text = "Loading the search index…";
  else if (results.query.trim() !== typed) text = "";
  else if (pageCount === 0) text = `No results for “${typed}”. Check the spelling, or try a shorter word or an API name.`;
  else {
    text = `${results.sectionTotal} ${results.sectionTotal === 1 ? "result" : "results"} on ${pageCount} ${pageCount === 1 ? "page" : "pages"} for “${typed}”.`;
    visible = showCount;
  }
  return (
    <>
      <p role="status" className={visible && text ? styles.status : "visually-hidden"}>
        {text}
      </p>
      {results.status === "error" && (
        <button type="button" className={styles.retry} onClick={results.retry}>
          Retry
        </button>
      )}
    </>
  );
}
