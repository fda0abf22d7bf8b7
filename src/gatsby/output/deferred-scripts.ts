import * as fs from "fs";
import * as path from "path";
import { GATSBY_SCRIPT_TAGS } from "../internals";
import { builtPageHtml } from "./built-files";

/**
 * The page's scripts start downloading after the first paint of the whole page, not while it
 * is parsed and laid out. The page is complete as HTML (links work, all the text is there),
 * so nothing a reader sees waits for them, and on a slow phone their download and compilation
 * no longer compete with the first paint.
 *
 * Gatsby stitches its scripts into every page as a run of `<script src async>` at the end of
 * the body (the `_gatsby-scripts` slice, which no SSR API sees), so the built HTML is rewritten
 * after the build: that run becomes one inline loader, and webpack's `<link rel=prefetch>`
 * hints for code needed later (the app prefetches those itself once it runs) leave the head.
 */

export const SCRIPT_LOADER_ID = "script-loader";

const { run: SCRIPT_RUN, src: SCRIPT_SRC, prefetch: SCRIPT_PREFETCH } = GATSBY_SCRIPT_TAGS;
/** How the loader begins, up to its list of scripts (written and read here only). */
const LOADER_START = "(function(){var d=document,s=";

/**
 * The inline script that adds the page's scripts (to the head) in the task after the second
 * animation frame: the first painted the parsed page, the second lays out what the first
 * brought into view; the scripts' requests are a task of their own. A page that is not visible
 * (a background tab, a prerender) paints nothing and runs no animation frames: it loads them at
 * once, and so does a page that is hidden before its frames come. Static for a build, so a CSP
 * allows it by hash.
 */
export function deferredScriptLoader(sources: readonly string[]): string {
  return (
    `${LOADER_START}${JSON.stringify(sources)},done=false;` +
    `function load(){if(done)return;done=true;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `if(d.visibilityState!=="visible")load();else{requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})});d.addEventListener("visibilitychange",load)}})();`
  );
}

/** One page's HTML with its scripts deferred (unchanged when already rewritten or without scripts). */
export function deferPageScripts(html: string, file: string): string {
  const [run, ...more] = html.match(SCRIPT_RUN) ?? [];
  if (run === undefined) return html;
  if (more.length > 0) throw new Error(`${file}: expected one run of Gatsby's <script src async> tags, found ${more.length + 1}`);
  const sources = [...run.matchAll(SCRIPT_SRC)].map((match) => match[1] ?? "");
  const loader = `<script id="${SCRIPT_LOADER_ID}">${deferredScriptLoader(sources)}</script>`;
  return html.replace(run, () => loader).replace(SCRIPT_PREFETCH, "");
}

/** The scripts a rewritten page loads: the list in its loader (none without one). */
export function deferredScriptSources(html: string): string[] {
  const opening = `<script id="${SCRIPT_LOADER_ID}">${LOADER_START}`;
  const start = html.indexOf(opening);
  if (start < 0) return [];
  // The list is JSON of hashed script paths, which hold no "]".
  const listStart = start + opening.length;
  return JSON.parse(html.slice(listStart, html.indexOf("]", listStart) + 1)) as string[];
}

/** Rewrites every HTML file of the build; returns how many changed. */
export function deferScriptsInBuild(publicDir: string): number {
  let changed = 0;
  for (const file of builtPageHtml(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = deferPageScripts(html, path.relative(publicDir, file));
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
