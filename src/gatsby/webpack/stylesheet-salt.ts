import * as path from "path";
import { GATSBY_CHUNK_MAPPING, readBrowserBundleStats, type BrowserBundleStats } from "../internals";

/**
 * The names of the browser bundle's stylesheets, as the HTML renderer's hash salt. Under slices (Gatsby 5's
 * default), a build on a cache writes a page's HTML again only when its data or the renderer's chunks
 * changed; the stylesheet a page inlines in its head comes from the browser bundle, which the renderer
 * does not include. So an edit of CSS alone (a colour, a margin) left every page with the old styles
 * inlined, until `gatsby clean`. A stylesheet's name carries a hash of its content: salted with the names,
 * the renderer's chunk hashes change with the styles, and Gatsby writes every page again (38 pages, 2.8 s on
 * the 2-core machine). Read from the stats the browser bundle has just written (Gatsby makes the renderer after it).
 */
export function stylesheetSalt(root: string): string {
  const publicDir = path.join(root, "public");
  let stats: BrowserBundleStats;
  try {
    stats = readBrowserBundleStats(publicDir);
  } catch (error) {
    throw new Error(`${path.join(publicDir, GATSBY_CHUNK_MAPPING.statsFile)}: cannot read the browser bundle's stats (${(error as Error).message}). The HTML renderer is salted with the names of the stylesheets they list, so that a change of styles writes every page again; Gatsby writes them before it makes the renderer.`);
  }
  const names = new Set(Object.values(stats.assetsByChunkName).flat().filter((name) => name.endsWith(".css")));
  return [...names].sort().join(" ");
}
