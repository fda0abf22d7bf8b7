import { connectionAllowsPrefetch } from "./connection";
import { linkOf } from "../../shared/event-link";
import { pageScripts, type GatsbyPageLoader, type PrefetchHandle } from "../runtime";
import { boundedSet } from "./route-cache";
import linkPrefetch from "./link-prefetch";

export interface PrefetchOptions {
  /** Where touches are listened for. */
  root?: Document;
  /** Only links under this path prefix are site pages (`/stan`). */
  pathPrefix: string;
  /** Whether the connection allows prefetching right now. */
  allowed?: () => boolean;
  /** Fetches one page's files into the HTTP cache (createPagePrefetch). */
  prefetchPage?: (pagePath: string) => Promise<unknown>;
  /** Runs work in the browser's idle time (whenIdle). */
  idle?: IdleScheduler;
}

/** Calls `work` when the page is idle, with a function that says whether that idle time lasts. */
export type IdleScheduler = (work: (hasTime: () => boolean) => void) => void;

/** requestIdleCallback, or a task of at most 8 ms where the browser has none (Safari). */
export const whenIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining() > 1), { timeout: 2000 });
  else
    setTimeout(() => {
      const end = performance.now() + 8;
      work(() => performance.now() < end);
    }, 1);
};

/** The page path (`/stan/docs/x?q`) a link points to, or null when it leaves the site. */
export function sitePagePath(anchor: HTMLAnchorElement, pathPrefix: string, origin = window.location.origin): string | null {
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname !== pathPrefix && url.pathname !== `${pathPrefix}/` && !url.pathname.startsWith(`${pathPrefix}/`)) return null;
  return url.pathname + url.search;
}

/**
 * Fetches what a click on a link to `pagePath` needs first, into the HTTP cache and not into the page: its
 * scripts (its component, which holds the doc's text, and the chunks it shares with other pages) and its static
 * queries (the site's table, src/pipeline/post-build/page-files.ts). Its page data (the doc's highlighted code,
 * its contents and neighbours) is left to hover, touch and the click itself, which ask the loader for the whole
 * page: with it, a doc page's prefetch moved two to three times the original site's bytes for every visible link,
 * whether or not the reader went there. Nothing runs: the page's code runs when it is shown, so prefetched pages
 * add no work to the page on screen. Each file is asked for once (scripts shared by pages, static queries), and
 * none of the first page's own: its loader has asked for them (src/pipeline/post-build/deferred-scripts.ts).
 * Without that, every load asked again, from the cache, for the shared chunks and static query that the page
 * shares with the pages its links show (3 requests on a doc page, 2 on the landing page).
 */
export function createPagePrefetch(pathPrefix: string, doc: Document = document, table?: () => Window["stanPageFiles"], firstPage = window.location.pathname): (pagePath: string) => Promise<void> {
  const filesOf = (pagePath: string) => pageScripts(pagePath, pathPrefix, table ? table() : window.stanPageFiles);
  const requested = boundedSet<string>();
  filesOf(firstPage)?.forEach((file) => requested.add(file));
  return async (pagePath) => {
    const files = filesOf(pagePath);
    if (!files) return; // no page of this build: a click shows the not-found page
    const fresh = files.filter((file) => !requested.has(file));
    fresh.forEach((file) => requested.add(file));
    // The same request mode as webpack's <script> and the loader's XMLHttpRequest, so that theirs reuse the files.
    await Promise.all(fresh.map((file) => linkPrefetch(file, /\.js$/.test(file) ? { as: "script" } : { as: "fetch", crossorigin: "anonymous" }, doc)));
  };
}

/**
 * The spec's prefetching: a page is fetched ahead when its link is hovered, touched or becomes
 * visible, never on 2g or data-saver connections.
 * - Hover (Gatsby's Link calls `___loader.hovering`) and touch load the page into the loader at
 *   once: the reader is about to click.
 * - Visibility (Link calls `___loader.enqueue`) replaces Gatsby's queue, which waited 3 s, then
 *   fetched the data of 4 pages every 3 s and none of their code: at 400 ms and 400 kbit/s a click
 *   7 s after load still fetched data and three scripts one after another (1.4 s; a fresh load of
 *   the page 0.6 s). Here a visible link's scripts go out at once (createPagePrefetch; its data waits
 *   for hover, touch or the click), at the browser's lowest priority: the browser schedules them after anything the page or a click asks
 *   for. Measured figures: docs/performance.md. The links are fetched in idle time, a few at
 *   a time: Link's observers report every link on screen in the page's start-up, and asking for their
 *   files there made one task of 20 ms (80 ms at Lighthouse's 4x CPU slowdown) out of it.
 * Returns an undo.
 */
export function installPrefetch(loader: GatsbyPageLoader, { root = document, pathPrefix, allowed = () => connectionAllowsPrefetch(), prefetchPage = createPagePrefetch(pathPrefix, root), idle = whenIdle }: PrefetchOptions): () => void {
  const originalHovering = loader.hovering;
  const originalEnqueue = loader.enqueue;
  loader.hovering = (rawPath) => {
    if (allowed()) originalHovering.call(loader, rawPath);
  };

  const touched = boundedSet<string>();
  const onTouchStart = (event: TouchEvent) => {
    const anchor = linkOf(event);
    const path = anchor && sitePagePath(anchor, pathPrefix);
    if (!path || path === window.location.pathname + window.location.search || touched.has(path)) return;
    touched.add(path);
    loader.hovering(path);
  };
  root.addEventListener("touchstart", onTouchStart, { capture: true, passive: true });

  // Link aborts a prefetch when its link leaves the screen; these have gone out already.
  const handle: PrefetchHandle = { abort: () => undefined };
  const visible = new Set<string>();
  const prefetchVisible = (hasTime: () => boolean) => {
    for (const rawPath of visible) {
      visible.delete(rawPath);
      // Not a page the loader holds already (hovered, or visited); each file goes out once (createPagePrefetch).
      if (loader.loadPageSync(rawPath) === undefined) prefetchPage(rawPath).catch(() => undefined); // fetched when clicked, then
      if (!hasTime()) break;
    }
    if (visible.size) idle(prefetchVisible);
  };
  loader.enqueue = (rawPath) => {
    if (allowed()) {
      if (!visible.size) idle(prefetchVisible);
      visible.add(rawPath);
    }
    return handle;
  };

  return () => {
    loader.hovering = originalHovering;
    loader.enqueue = originalEnqueue;
    visible.clear();
    root.removeEventListener("touchstart", onTouchStart, { capture: true });
  };
}
