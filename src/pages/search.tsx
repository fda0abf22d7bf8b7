import React, { useEffect, useState, type FormEvent } from "react";
import { withPrefix, type PageProps } from "gatsby";
import { Layout } from "../ui/layout/Layout";
import { Seo } from "../ui/components/head/Head";
import { searchHead } from "../config/pages";
import { SiteLink } from "../ui/components/SiteLink";
import { SearchHitText } from "../ui/search/SearchHitText";
import { SearchStatusMessage } from "../ui/search/SearchStatusMessage";
import { queryFromSearch, searchPageRoute } from "../ui/search/searchOptions";
import { useRecentSearches } from "../ui/search/useRecentSearches";
import { useSearchResults } from "../ui/search/useSearchResults";
import { loadSearchEngine } from "../ui/search/search-loader";
import * as styles from "./search.module.css";

const SNIPPET_LENGTH = 220;
const INPUT_ID = "search-page-query";

/**
 * /search?q=…: every result for a query, so a search can be shared as a link.
 * The form also works without JavaScript (a GET to this page).
 */
export default function SearchPage({ location }: PageProps) {
  const [query, setQuery] = useState("");
  // The page is built without a query: read ?q= once hydrated, and again on navigation to another query.
  useEffect(() => setQuery(queryFromSearch(location.search)), [location.search]);
  const results = useSearchResults(query, { untilQuery: true });
  const { remember } = useRecentSearches();

  const update = (next: string) => {
    setQuery(next);
    // Keep the address shareable without a navigation per keystroke.
    window.history.replaceState(window.history.state, "", withPrefix(searchPageRoute(next)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remember(query);
  };

  const answered = results.status === "ready" && results.query.trim() !== "" && results.query === query;
  return (
    <Layout head={<Seo title={searchHead.title} description={searchHead.description} routePath={searchHead.routePath} />} activePath={location.pathname}>
      <div className={styles.page}>
        <h1>Search the docs</h1>
        <form role="search" className={styles.form} action={withPrefix("/search")} method="get" onSubmit={submit}>
          <label htmlFor={INPUT_ID} className="visually-hidden">
            Search the docs
          </label>
          <input
            id={INPUT_ID}
            name="q"
            type="search"
            className={styles.input}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => update(event.target.value)}
            // About to type: fetch the index and the engine now (errors show once there is a query).
            onFocus={() => void loadSearchEngine().catch(() => undefined)}
          />
          <button type="submit" className={styles.submit}>
            Search
          </button>
        </form>
        <SearchStatusMessage results={results} query={query} recentCount={0} hint="Type a word, a phrase or an API name to search every page." showCount />
        {answered && results.pages.length > 0 && (
          <ol className={styles.pages} aria-label="Results by page">
            {results.pages.map((page) => (
              <li key={page.path}>
                <h2 className={styles.pageTitle}>
                  <SiteLink to={page.path}>{page.title}</SiteLink>
                  {page.category && <span className={styles.category}> · {page.category}</span>}
                </h2>
                <ul className={styles.sections}>
                  {page.sections.map((hit) => (
                    <li key={hit.id}>
                      <SiteLink to={hit.href} onClick={() => remember(query)}>
                        <SearchHitText hit={hit} snippetLength={SNIPPET_LENGTH} />
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Layout>
  );
}
