import { connectionAllowsPrefetch } from "./connection";
import { linkOf } from "../../shared/event-link";
import { componentScripts, pageDataUrl, staticQueryUrl, type GatsbyPageLoader, type PageData, type PrefetchHandle } from "../runtime";
import { boundedSet } from "./route-cache";

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
 * Pages fetched at once by visibility. Every page is two round trips (its data, then its code), so
 * on a 400 ms connection one at a time would take 17 x 0.8 s for a sidebar; four at a time leave
 * two of the browser's six connections to a host for the reader's click. Measured at 400 ms and
 * 400 kbit/s on the atom page (README, "How a page starts"): the sidebar's pages are all in the
 * cache 4 to 5 s after the page has loaded.
 */
export const PREFETCH_CONCURRENCY = 4;

/** Search engines' crawlers, which Gatsby never prefetches for either. */
const BOT = /bot|crawler|spider|crawling/i;

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

/** `<link rel=prefetch>`: the browser fetches at its lowest priority and keeps the file for the next use. */
function linkPrefetch(href: string, as: "fetch" | "script", doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.setAttribute("as", as);
    // The same request mode as the loader's XMLHttpRequest and webpack's <script>, so that theirs reuse it.
    if (as === "fetch") link.crossOrigin = "anonymous";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch of ${href} failed`));
    doc.head.append(link);
  });
}

/**
 * Fetches everything a click on a link to `pagePath` will ask for, into the HTTP cache and not into
 * the page: its data, then the script files of its component (from `window.___chunkMapping`, see
 * src/gatsby/output/chunk-mapping.ts) and its static queries. Gatsby's own prefetch fetches the
 * data alone (its table of scripts is empty here), so a click still waited for the code. Nothing
 * runs: the page's code runs when it is shown, so prefetched pages add no work to the page on screen.
 */
export function createPagePrefetch(pathPrefix: string, doc: Document = document): (pagePath: string) => Promise<void> {
  const requested = boundedSet<string>();
  const once = (href: string, fetchIt: () => Promise<unknown>) => {
    if (requested.has(href)) return Promise.resolve();
    requested.add(href);
    return fetchIt().then(() => undefined);
  };
  return async (pagePath) => {
    const dataUrl = pageDataUrl(pagePath, pathPrefix);
    await linkPrefetch(dataUrl, "fetch", doc);
    // Read from the cache the prefetch just filled: which component, which queries.
    const response = await fetch(dataUrl, { credentials: "same-origin" });
    if (!response.ok) return;
    const data = (await response.json()) as PageData;
    await Promise.all([
      ...componentScripts(data.componentChunkName, pathPrefix).map((src) => once(src, () => linkPrefetch(src, "script", doc))),
      ...(data.staticQueryHashes ?? []).map((hash) => {
        const url = staticQueryUrl(hash, pathPrefix);
        return once(url, () => linkPrefetch(url, "fetch", doc));
      }),
    ]);
  };
}

interface Queued {
  path: string;
  handle: PrefetchHandle;
}

const idle = (callback: () => void) => {
  // Safari has no requestIdleCallback.
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 0);
};

/**
 * The spec's prefetching: a page is fetched ahead when its link is hovered, touched or becomes
 * visible, never on 2g or data-saver connections (nor for crawlers).
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
    allowed = () => connectionAllowsPrefetch() && !BOT.test(navigator.userAgent),
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

  const waiting: Queued[] = [];
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
      const { path } = waiting.shift()!;
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
  const nothing: PrefetchHandle = { abort: () => undefined };
  loader.enqueue = (rawPath) => {
    if (!allowed() || started.has(rawPath) || waiting.some((item) => item.path === rawPath)) return nothing;
    const item: Queued = {
      path: rawPath,
      // Link aborts when its link leaves the screen: a page not started by then waits for the link's return.
      handle: {
        abort() {
          const index = waiting.indexOf(item);
          if (index >= 0) waiting.splice(index, 1);
        },
      },
    };
    waiting.push(item);
    pump();
    return item.handle;
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
