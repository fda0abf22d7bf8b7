import * as fs from "fs";
import * as path from "path";
import { siteConfig } from "../../config/site";
import { GATSBY_PAGE_PATH, GATSBY_SCRIPT_TAGS } from "../../gatsby/internals";
import { appDataUrl, pageFiles } from "../../gatsby/runtime";
import { builtPageHtml } from "./built-files";
import { pageFilesOf } from "./page-files";

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
 *
 * The loader asks for the page's own files at the same moment: its chunks (as scripts, which
 * install themselves for webpack's runtime), its data, its static queries and the site's app data
 * (as preloads, whose responses Gatsby's requests then take). Gatsby asked for them one step after
 * another: the app, once run, for the data; the data, once read, named the chunks. Measured on
 * /docs/api/react (docs/performance.md): hydrated at 3.8 s instead of 5.0 s at 400 ms and
 * 400 kbit/s, and about 0.1 s sooner on a fast connection.
 */

export const SCRIPT_LOADER_ID = "script-loader";

const { run: SCRIPT_RUN, src: SCRIPT_SRC, prefetch: SCRIPT_PREFETCH } = GATSBY_SCRIPT_TAGS;
/** How the loader begins, up to its list of scripts (written and read here only). */
const LOADER_START = "(function(){var d=document,s=";

/** What a page's loader asks for: scripts, and data to preload (the page's own data first, when it has some). */
export interface PageLoad {
  scripts: readonly string[];
  data: readonly string[];
}

/**
 * The inline script that adds the page's scripts (to the head) in the task after the second
 * animation frame: the first painted the parsed page, the second lays out what the first
 * brought into view; the scripts' requests are a task of their own. A page that is not visible
 * (a background tab, a prerender) paints nothing and runs no animation frames: it loads them at
 * once, and so does a page that is hidden before its frames come. The page's own data is asked
 * for with the page's query, as Gatsby's loader asks for it. Static for a build, so a CSP allows
 * it by hash.
 */
export function deferredScriptLoader({ scripts, data }: PageLoad): string {
  return (
    `${LOADER_START}${JSON.stringify(scripts)},f=${JSON.stringify(data)},done=false;` +
    `function add(t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}` +
    `function load(){if(done)return;done=true;` +
    `f.forEach(function(u,i){add("link",{rel:"preload",as:"fetch",crossorigin:"anonymous",href:i?u:u+location.search})});` +
    `s.forEach(function(u){add("script",{src:u,async:""})})}` +
    `if(d.visibilityState!=="visible")load();else{requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})});d.addEventListener("visibilitychange",load)}})();`
  );
}

/**
 * The files of the page itself, from its HTML (Gatsby's page path and the site's table of page
 * files, page-files.ts): none for a page no link leads to (the not-found page).
 */
function ownFiles(html: string, pathPrefix: string): PageLoad {
  const pagePath = GATSBY_PAGE_PATH.exec(html)?.[1];
  const table = pageFilesOf(html);
  const files = pagePath === undefined || !table ? null : pageFiles(JSON.parse(pagePath) as string, pathPrefix, table);
  if (!files) return { scripts: [], data: [] };
  return { scripts: files.filter((file) => file.endsWith(".js")), data: [...files.filter((file) => !file.endsWith(".js")), appDataUrl(pathPrefix)] };
}

/** One page's HTML with its scripts deferred (unchanged when already rewritten or without scripts). */
export function deferPageScripts(html: string, file: string, pathPrefix = siteConfig.pathPrefix): string {
  const [run, ...more] = html.match(SCRIPT_RUN) ?? [];
  if (run === undefined) return html;
  if (more.length > 0) throw new Error(`${file}: expected one run of Gatsby's <script src async> tags, found ${more.length + 1}`);
  const own = ownFiles(html, pathPrefix);
  const scripts = [...[...run.matchAll(SCRIPT_SRC)].map((match) => match[1] ?? ""), ...own.scripts];
  const loader = `<script id="${SCRIPT_LOADER_ID}">${deferredScriptLoader({ scripts, data: own.data })}</script>`;
  return html.replace(run, () => loader).replace(SCRIPT_PREFETCH, "");
}

/** What a rewritten page's loader asks for (nothing without one). */
export function deferredPageLoad(html: string): PageLoad {
  const opening = `<script id="${SCRIPT_LOADER_ID}">${LOADER_START}`;
  const start = html.indexOf(opening);
  if (start < 0) return { scripts: [], data: [] };
  // Both lists are JSON of site paths, which hold no "]".
  const [, scripts, data] = /^(\[[^\]]*\]),f=(\[[^\]]*\]),/.exec(html.slice(start + opening.length)) ?? [];
  if (scripts === undefined || data === undefined) throw new Error(`the script loader does not begin as deferredScriptLoader writes it`);
  return { scripts: JSON.parse(scripts) as string[], data: JSON.parse(data) as string[] };
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
