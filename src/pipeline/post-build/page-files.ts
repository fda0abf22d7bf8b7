import * as fs from "fs";
import * as path from "path";
import { GATSBY_CHUNK_MAPPING, GATSBY_PUBLIC_LAYOUT, readBrowserBundleStats, type BrowserBundleStats } from "../../gatsby/internals";
import { isDevelopNotFoundRoute, isNotFoundRoute } from "../../gatsby/runtime";
import { builtFiles, builtPageHtml } from "./built-files";

/**
 * Every page carries a table of the files a click on each of the site's pages will ask for, so
 * that a page can be prefetched in one round trip, its data and its code together
 * (src/gatsby/browser/prefetch.ts): `window.stanPageFiles = { "/docs/api/atom": ["0f0c8c71.js",
 * "9f7ba6ef.js", "42888dc6.js", "page-data/sq/d/2175597599.json"], ... }`, from the site root, besides
 * the page's own data (`/page-data/<route>/page-data.json`, Gatsby's fixed place for it).
 *
 * Gatsby's own table, `window.___chunkMapping`, cannot serve: with slices on (Gatsby 5's
 * default) it is a JSON *string*, which its loader indexes in vain; it lists only files whose name
 * begins with the chunk's name, and the site names chunks by their hash
 * (src/gatsby/webpack/gatsby-bundle.ts), so every list is empty; it would leave out the chunks a
 * page shares with others (the doc template's), which the landing page has not loaded; and it is
 * keyed by component, which only the page's data names, one more round trip. Its string is replaced
 * by an empty object (what the loader found in it anyway) and the site's table is set beside it.
 * Measured on the atom page: the HTML is 0.13 KB gzipped larger (24.29 KB).
 */

/** What the table needs of a page's published data. */
export interface PublishedPageData {
  path: string;
  componentChunkName: string;
  staticQueryHashes?: string[];
}

/** Route (`/docs/api/atom`) -> the files a click on it asks for besides its data, from the site root. */
export type PageFiles = Record<string, string[]>;

/** Routes no link leads to: the not-found pages and `.html` twins. */
const unlinked = (route: string) => isNotFoundRoute(route) || isDevelopNotFoundRoute(route) || route.endsWith(".html");

export function pageFilesTable(pages: readonly PublishedPageData[], stats: BrowserBundleStats): PageFiles {
  const table: PageFiles = {};
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    if (unlinked(page.path)) continue;
    const group = stats.assetsByChunkName[page.componentChunkName];
    if (!group) throw new Error(`${page.path}: webpack's stats have no chunk group ${page.componentChunkName}`);
    table[page.path] = [...group.filter((file) => file.endsWith(".js")), ...(page.staticQueryHashes ?? []).map((hash) => `${GATSBY_PUBLIC_LAYOUT.staticQueryResults}/${hash}.json`)];
  }
  return table;
}

/** The script that sets both tables (static for a build, so a CSP allows it by hash). */
export function pageFilesScript(table: PageFiles): string {
  return `window.___chunkMapping={};window.stanPageFiles=${JSON.stringify(table)};`;
}

/** One page's HTML with the tables rewritten (unchanged when already rewritten or without Gatsby's). */
export function rewritePageFiles(html: string, table: PageFiles, file: string): string {
  const matches = html.match(GATSBY_CHUNK_MAPPING.assignment) ?? [];
  if (matches.length === 0) return html;
  if (matches.length > 1) throw new Error(`${file}: expected one window.___chunkMapping, found ${matches.length}`);
  // JSON of routes and hashed file names holds no "</script>".
  return html.replace(GATSBY_CHUNK_MAPPING.assignment, () => pageFilesScript(table));
}

/** The table a rewritten page carries (null when it has none). */
export function pageFilesOf(html: string): PageFiles | null {
  const match = /window\.stanPageFiles=(\{[^<]*?\});/.exec(html);
  return match ? (JSON.parse(match[1]) as PageFiles) : null;
}

/** The table of a finished build, from its published page data and webpack's stats. */
export function pageFilesOfBuild(publicDir: string): PageFiles {
  const pageData = builtFiles(publicDir, path.join(publicDir, GATSBY_PUBLIC_LAYOUT.pageData)).filter((file) => path.basename(file) === "page-data.json");
  const pages = pageData.map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as PublishedPageData);
  return pageFilesTable(pages, readBrowserBundleStats(publicDir));
}

/** Rewrites every page of the build; returns how many changed. */
export function writePageFilesInBuild(publicDir: string): number {
  let table: PageFiles | null = null;
  let changed = 0;
  for (const file of builtPageHtml(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    if (!html.includes(GATSBY_CHUNK_MAPPING.marker)) continue;
    // Read once, when a page has a table to rewrite.
    table ??= pageFilesOfBuild(publicDir);
    fs.writeFileSync(file, rewritePageFiles(html, table, path.relative(publicDir, file)));
    changed += 1;
  }
  return changed;
}
