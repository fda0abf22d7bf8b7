import { withPrefix } from "gatsby";
import type { AsPlainObject } from "minisearch";
import type { SearchEngine } from "./search-engine";
import { DEV_SEARCH_INDEX_ROUTE, SEARCH_DATA_DIR, SEARCH_MANIFEST_FILE, type SearchManifest } from "../../shared/search/search-files";

// Webpack replaces NODE_ENV, so a production bundle keeps only the built index's code.
const isDevelop = process.env.NODE_ENV === "development";

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The engine's code (MiniSearch and the ranking), loaded with the index rather than with the page that searches. */
const engineModule = () => import("./search-engine");

async function fetchIndex(): Promise<AsPlainObject> {
  if (isDevelop) return fetchJson<AsPlainObject>(DEV_SEARCH_INDEX_ROUTE, { cache: "no-store" });
  const base = withPrefix(`/${SEARCH_DATA_DIR}/`);
  // The manifest is revalidated on every load; the index file it names is content-hashed, so caches may keep it.
  const manifest = await fetchJson<SearchManifest>(base + SEARCH_MANIFEST_FILE, { cache: "no-cache" });
  return fetchJson<AsPlainObject>(base + manifest.index);
}

async function fetchEngine(): Promise<SearchEngine> {
  // The code and the index download side by side.
  const [{ createSearchEngine }, index] = await Promise.all([engineModule(), fetchIndex()]);
  return createSearchEngine(index);
}

let pending: Promise<SearchEngine> | null = null;

/**
 * The search engine, fetched from this site on first use and shared after that; a failed load is retried on the next call.
 * Under develop every call fetches it anew, so the dialog finds what was saved since the last search.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  if (isDevelop) return fetchEngine();
  pending ??= fetchEngine().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
