import { connectionAllowsPrefetch } from "./connection";
import { linkOf } from "../../shared/event-link";
import { pageFiles, type GatsbyPageLoader, type PrefetchHandle } from "../runtime";
import { boundedSet } from "./route-cache";
import linkPrefetch from "./link-prefetch";

export interface PrefetchOptions {
  /** Where touches are listened for. */
  root?: Document;
  /** Only links under this path prefix are site pages (`/stan`). */
  pathPrefix: string;
  /** Whether the connection allows prefetching right now. */
  allowed?: () => boolean;
  /** Fetches one page's data and code into the HTTP cache (prefetchPageFiles). */
  prefetchPage?: (pagePath: string) => Promise<unknown>;
  /** Runs a callback once the page is idle (requestIdleCallback). */
  whenIdle?: (callback: () => void) => void;
  /** How many pages are fetched at once. */
  concurrency?: number;
}

export interface Prefetcher {
  /** A navigation began: no new page is started until it ends, so the one the reader asked for has the connection. */
  pause(): void;
  /** The navigation ended. */
  resume(): void;
  /** Restores the loader and stops listening. */
  undo(): void;
}

/**
 * Pages fetched at once by visibility. A page is one round trip (its files go out together), so on
 * a 400 ms connection one at a time would take 11 x 0.6 s for the atom page's visible links; four
 * at a time (each two to four files) leave the browser's other connections to the host for the
 * reader's click. Measured at 400 ms and 400 kbit/s (README, "How a page starts").
 */
export const PREFETCH_CONCURRENCY = 4;

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
 * Fetches everything a click on a link to `pagePath` will ask for, all at once, into the HTTP
 * cache and not into the page: its data, its scripts and its static queries (the site's table,
 * src/gatsby/output/page-files.ts). Gatsby's own prefetch fetched the data alone (its table of
 * scripts is empty here) and only then learnt which component it needs, so a click still waited
 * for the code. Nothing runs: the page's code runs when it is shown, so prefetched pages add no
 * work to the page on screen. Each file is asked for once (scripts shared by pages, static queries).
 */
export function createPagePrefetch(pathPrefix: string, doc: Document = document, table?: () => Window["stanPageFiles"]): (pagePath: string) => Promise<void> {
  const requested = boundedSet<string>();
  return async (pagePath) => {
    const files = pageFiles(pagePath, pathPrefix, table ? table() : window.stanPageFiles);
    if (!files) return; // no page of this build: a click shows the not-found page
    const fresh = files.filter((file) => !requested.has(file));
    fresh.forEach((file) => requested.add(file));
    // The same request mode as the loader's XMLHttpRequest and webpack's <script>, so that theirs reuse the files.
    await Promise.all(fresh.map((file) => linkPrefetch(file, /\.js$/.test(file) ? { as: "script" } : { as: "fetch", crossorigin: "anonymous" }, doc)));
  };
}

const idle = (callback: () => void) => {
  // Safari has no requestIdleCallback.
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 0);
};

/**
 * The spec's prefetching: a page is fetched ahead when its link is hovered, touched or becomes
 * visible, never on 2g or data-saver connections.
 * - Hover (Gatsby's Link calls `___loader.hovering`) and touch load the page into the loader at
 *   once: the reader is about to click.
 * - Visibility (Link calls `___loader.enqueue`) replaces Gatsby's queue, which waited 3 s, then
 *   fetched the data of 4 pages every 3 s and none of their code: at 400 kbit/s a click 7 s after
 *   load still fetched data and three scripts one after another (1.4 s, a fresh load 0.6 s). Here
 *   visible links are fetched in the order they appeared, a few at a time, from the first idle
 *   moment, data and code (createPagePrefetch), and none while a navigation is loading.
 * Returns what gatsby-browser needs to pause it around navigations, and an undo.
 */
export function installPrefetch(
  loader: GatsbyPageLoader,
  {
    root = document,
    pathPrefix,
    allowed = () => connectionAllowsPrefetch(),
    prefetchPage = createPagePrefetch(pathPrefix, root),
    whenIdle = idle,
    concurrency = PREFETCH_CONCURRENCY,
  }: PrefetchOptions,
): Prefetcher {
  const originalHovering = loader.hovering;
  const originalEnqueue = loader.enqueue;
  loader.hovering = (rawPath) => {
    if (allowed()) originalHovering.call(loader, rawPath);
  };

  const touched = boundedSet<string>();
  const onTouchStart = (event: TouchEvent) => {
    const anchor = linkOf(event);
    if (!anchor) return;
    const path = sitePagePath(anchor, pathPrefix);
    if (!path || path === window.location.pathname + window.location.search || touched.has(path)) return;
    touched.add(path);
    loader.hovering(path);
  };
  root.addEventListener("touchstart", onTouchStart, { capture: true, passive: true });

  const waiting: string[] = [];
  const started = boundedSet<string>();
  let running = 0;
  let paused = false;
  let idleSeen = false;
  let idleRequested = false;
  const pump = () => {
    if (!idleSeen) {
      if (!idleRequested) {
        idleRequested = true;
        whenIdle(() => {
          idleSeen = true;
          pump();
        });
      }
      return;
    }
    while (!paused && running < concurrency && waiting.length > 0) {
      const path = waiting.shift()!;
      // Asked again meanwhile (two links to one page), loaded by a hover or a visit, or the connection changed.
      if (started.has(path) || loader.loadPageSync(path) !== undefined || !allowed()) continue;
      started.add(path);
      running += 1;
      prefetchPage(path)
        .catch(() => undefined) // a page that cannot be fetched now is fetched when clicked
        .then(() => {
          running -= 1;
          pump();
        });
    }
  };
  // Link aborts a prefetch when its link leaves the screen before its turn; the queue is short,
  // so a link once seen is fetched all the same (a page the reader scrolled past may be the next).
  const handle: PrefetchHandle = { abort: () => undefined };
  loader.enqueue = (rawPath) => {
    if (allowed() && !started.has(rawPath) && !waiting.includes(rawPath)) {
      waiting.push(rawPath);
      pump();
    }
    return handle;
  };

  return {
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      pump();
    },
    undo() {
      loader.hovering = originalHovering;
      loader.enqueue = originalEnqueue;
      root.removeEventListener("touchstart", onTouchStart, { capture: true });
    },
  };
}
