import { STORAGE_KEYS } from "../../config/constants";
import type { KeyValueStore } from "../behaviours/storage";

/** How many past searches the dialog offers. */
export const RECENT_SEARCHES_LIMIT = 5;

/** The stored list, newest first; anything unreadable counts as empty. */
export function readRecentSearches(store: KeyValueStore): string[] {
  try {
    const parsed: unknown = JSON.parse(store.get(STORAGE_KEYS.recentSearches) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string" && item.trim() !== "").slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `query` first (once, compared without case or outer spaces) and keeps the newest few. */
export function rememberSearch(store: KeyValueStore, query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return readRecentSearches(store);
  const key = trimmed.toLowerCase();
  const next = [trimmed, ...readRecentSearches(store).filter((item) => item.trim().toLowerCase() !== key)].slice(0, RECENT_SEARCHES_LIMIT);
  store.set(STORAGE_KEYS.recentSearches, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(store: KeyValueStore): void {
  store.remove(STORAGE_KEYS.recentSearches);
}
