import { useCallback, useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../config/constants";
import { clearRecentSearches, readRecentSearches, rememberSearch } from "./search-recent";
import { getStorage } from "../behaviours/storage";

/** The last few searches, kept in browser storage (in memory when storage is unavailable), in step across tabs. */
export function useRecentSearches(): { recent: string[]; remember(query: string): void; clear(): void } {
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => {
    const store = getStorage();
    setRecent(readRecentSearches(store));
    return store.subscribe(STORAGE_KEYS.recentSearches, () => setRecent(readRecentSearches(store)));
  }, []);
  const remember = useCallback((query: string) => setRecent(rememberSearch(getStorage(), query)), []);
  const clear = useCallback(() => {
    clearRecentSearches(getStorage());
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
