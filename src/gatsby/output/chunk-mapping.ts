import * as fs from "fs";
import * as path from "path";
import { GATSBY_CHUNK_MAPPING } from "../internals";

/**
 * Every page tells the browser which script files each page component needs, so that a page can
 * be prefetched before its link is clicked (src/gatsby/browser/prefetch.ts). Gatsby writes that
 * table, `window.___chunkMapping`, into every page, but it is no help as built:
 * - with slices on (Gatsby 5's default) the table is a JSON *string*, so the loader's
 *   `___chunkMapping[componentChunkName]` finds nothing;
 * - Gatsby lists only files whose name begins with the chunk's name, and the site names chunks by
 *   their hash (src/gatsby/webpack/gatsby-bundle.ts), so every list is empty anyway;
 * - a list would leave out the chunks a page shares with others (the doc template's), which a page
 *   of another kind (the landing page) has not loaded.
 * After the build the string becomes an object that lists, for each page component, every script
 * file of its chunk group, from webpack's stats. Measured on the atom page: the HTML grows by
 * 0.2 KB gzipped (the names were there already; the hashes are new).
 */

/** Gatsby's stats of the browser bundle: each named chunk group's files, shared ones first. */
export interface WebpackStats {
  assetsByChunkName: Record<string, string[]>;
}

/** Page component chunk name -> its script files from the site root (`/1a2b3c4d.js`). */
export type ChunkMapping = Record<string, string[]>;

export function chunkMappingFromStats(stats: WebpackStats): ChunkMapping {
  const mapping: ChunkMapping = {};
  for (const [name, files] of Object.entries(stats.assetsByChunkName)) {
    if (!name.startsWith(GATSBY_CHUNK_MAPPING.componentPrefix)) continue;
    mapping[name] = files.filter((file) => file.endsWith(".js")).map((file) => `/${file}`);
  }
  return mapping;
}

/** One page's HTML with the table as an object (unchanged when already rewritten or without one). */
export function rewriteChunkMapping(html: string, mapping: ChunkMapping, file: string): string {
  const matches = [...html.matchAll(GATSBY_CHUNK_MAPPING.assignment)];
  if (matches.length === 0) return html;
  if (matches.length > 1) throw new Error(`${file}: expected one window.___chunkMapping, found ${matches.length}`);
  // JSON holds no "</script>": file names are hashes and chunk names are paths made safe by Gatsby.
  return html.replace(GATSBY_CHUNK_MAPPING.assignment, () => `window.___chunkMapping=${JSON.stringify(mapping)};`);
}

/** The table a rewritten page carries (null when it has none). */
export function chunkMappingOf(html: string): ChunkMapping | null {
  const match = /window\.___chunkMapping=(\{.*?\});/.exec(html);
  return match ? (JSON.parse(match[1]) as ChunkMapping) : null;
}

/** Rewrites every HTML file of the build; returns how many changed. */
export function writeChunkMappingInBuild(publicDir: string): number {
  let mapping: ChunkMapping | null = null;
  // Read once, when a page has a table to rewrite.
  const table = () => (mapping ??= chunkMappingFromStats(JSON.parse(fs.readFileSync(path.join(publicDir, GATSBY_CHUNK_MAPPING.statsFile), "utf8")) as WebpackStats));
  let changed = 0;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(publicDir, file);
    // public/_gatsby holds Gatsby's slice fragments, not pages.
    if (!entry.isFile() || !entry.name.endsWith(".html") || relative.split(path.sep)[0] === "_gatsby") continue;
    const html = fs.readFileSync(file, "utf8");
    if (!html.includes(GATSBY_CHUNK_MAPPING.marker)) continue;
    const rewritten = rewriteChunkMapping(html, table(), relative);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
