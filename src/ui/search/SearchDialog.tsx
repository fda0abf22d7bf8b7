import React, { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { navigate } from "gatsby";
import { toRoutePath } from "../../shared/paths";
import { SiteLink } from "../components/SiteLink";
import { SearchHitText } from "./SearchHitText";
import { SearchStatusMessage } from "./SearchStatusMessage";
import { dialogOptionGroups, moveActive, searchPageRoute, type SearchOption } from "./searchOptions";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { useActiveOption } from "./useActiveOption";
import { useRecentSearches } from "./useRecentSearches";
import { useSearchResults } from "./useSearchResults";
import * as styles from "./SearchDialog.module.css";
import * as hitText from "./SearchHitText.module.css";

export interface SearchDialogProps {
  /** Close and give focus back (Close button). */
  onClose(): void;
  /** Close because a result or the full-results link was chosen. */
  onNavigate(): void;
  /** Text typed before the dialog was ready; it starts the query. */
  takeTypedAhead?(): string;
  /** Told the query when the dialog goes (a page that arrives while it is open shows it again). */
  leaveQuery?(query: string): void;
}

const SNIPPET_LENGTH = 120;

/**
 * The search dialog: a combobox whose listbox groups results by page. Arrow
 * keys move through the options, Enter opens one, Tab stays inside the
 * dialog; Escape and Ctrl+K are handled by the dialog's owner (useSearchDialog).
 */
export default function SearchDialog({ onClose, onNavigate, takeTypedAhead, leaveQuery }: SearchDialogProps) {
  const [query, setQuery] = useState("");
  const results = useSearchResults(query);
  const { recent, remember, clear } = useRecentSearches();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  // Also keeps focus inside when a page the reader clicked arrives while they search.
  useFocusTrap(dialogRef);
  const queryNow = useRef(query);
  queryNow.current = query;
  // A layout effect's cleanup: it runs before the next page's dialog takes the query in its own layout effect.
  useLayoutEffect(() => () => leaveQuery?.(queryNow.current), []); // eslint-disable-line react-hooks/exhaustive-deps
  // In a layout effect, so no key can slip between taking what was typed ahead and focusing the input.
  useLayoutEffect(() => {
    const typed = takeTypedAhead?.() ?? "";
    if (typed) setQuery(typed);
    inputRef.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const showingResults = query.trim() !== "";
  // Known to have no results: the index has answered this very query with none (while it loads, or while
  // the answer lags the typing, the full results may still hold some).
  const knownEmpty = showingResults && results.status === "ready" && results.query.trim() === query.trim() && results.pages.length === 0;
  const groups = useMemo(() => dialogOptionGroups(results.query, results.pages, recent), [results.query, results.pages, recent]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // Index of each group's first option in `options` (ids and the active option count across groups).
  const groupStarts = useMemo(() => groups.map((_, i) => groups.slice(0, i).reduce((sum, group) => sum + group.options.length, 0)), [groups]);
  // The first result is ready for Enter; recent searches wait for an arrow key. Reset only when
  // the list really changes (a new query or count), not when the index finishes loading under it.
  const [active, setActive] = useActiveOption(`${showingResults}:${options.length}:${results.query}`, showingResults && options.length > 0 ? 0 : -1);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = useCallback(
    (option: SearchOption) => {
      if (option.kind === "recent") {
        setQuery(option.query);
        inputRef.current?.focus();
        return;
      }
      remember(query);
      onNavigate();
      void navigate(toRoutePath(option.hit.href));
    },
    [query, remember, onNavigate],
  );

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((current) => moveActive(current, options.length, event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
      else if (showingResults && !knownEmpty) {
        remember(query);
        onNavigate();
        void navigate(searchPageRoute(query));
      }
    }
  };

  return (
    <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label="Search the docs">
      <div className={styles.header}>
        <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <label htmlFor={`${baseId}-input`} className="visually-hidden">
          Search the docs
        </label>
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? listboxId : undefined}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Search the docs"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <button type="button" className={styles.close} onClick={onClose}>
          Close
        </button>
      </div>

      {/* The list scrolls here: with options in it, it is a Tab stop too, so that a keyboard can scroll it where arrow keys in the input do not (Safari). */}
      <div className={styles.body} {...(options.length > 0 ? { role: "region", "aria-label": showingResults ? "Results" : "Recent searches", tabIndex: 0 } : {})}>
        <SearchStatusMessage results={results} query={query} recentCount={recent.length} />
        {options.length > 0 && (
          <div id={listboxId} role="listbox" aria-label={showingResults ? "Search results" : "Recent searches"}>
            {groups.map((group, groupIndex) => (
              <div key={`${group.label}-${groupIndex}`} role="group" aria-labelledby={`${baseId}-group-${groupIndex}`} className={styles.group}>
                <div role="presentation" id={`${baseId}-group-${groupIndex}`} className={styles.groupLabel}>
                  {group.label}
                  {group.category && <span className={styles.category}> · {group.category}</span>}
                </div>
                {group.options.map((option, indexInGroup) => {
                  const optionIndex = groupStarts[groupIndex] + indexInGroup;
                  return (
                    <div
                      key={option.kind === "hit" ? option.hit.id : `recent-${option.query}`}
                      id={optionId(optionIndex)}
                      role="option"
                      aria-selected={optionIndex === active}
                      className={styles.hit}
                      onMouseMove={() => optionIndex !== active && setActive(optionIndex)}
                      onClick={() => choose(option)}
                    >
                      {option.kind === "hit" ? <SearchHitText hit={option.hit} snippetLength={SNIPPET_LENGTH} /> : <span className={hitText.title}>{option.query}</span>}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
        {!showingResults && recent.length > 0 && (
          <button type="button" className={styles.clear} onClick={clear}>
            Clear recent searches
          </button>
        )}
      </div>

      <div className={styles.footer}>
        <span className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </span>
        {showingResults && !knownEmpty && (
          <SiteLink
            to={searchPageRoute(query)}
            className={styles.all}
            onClick={() => {
              remember(query);
              onNavigate();
            }}
          >
            See all results
          </SiteLink>
        )}
      </div>
    </div>
  );
}

/** Starts loading the index before the dialog is shown (the owner calls it on intent). */
export { loadSearchEngine as preloadSearchIndex } from "./search-loader";
