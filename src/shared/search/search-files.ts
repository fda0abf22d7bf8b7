/**
 * Where the search index lives, for the build that writes it and the browser that fetches it: a module
 * of its own, so the loader (in the search page's first load) carries no index options or ranking.
 */

/** Where the build writes the search files (below the public directory) and the browser fetches them. */
export const SEARCH_DATA_DIR = "search-index";
export const SEARCH_MANIFEST_FILE = "manifest.json";
/** Under `gatsby develop`: the index built from the current content on every request (gatsby-node's onCreateDevServer). */
export const DEV_SEARCH_INDEX_ROUTE = "/__stan/search-index.json";

/** The manifest names the current, content-hashed index file. */
export interface SearchManifest {
  index: string;
  sections: number;
}
