/**
 * The private parts of Gatsby's browser runtime (5.16.1, pinned) that the site uses, all here:
 * - `window.___loader` (cache-dir/production-app.js): the page loader. Gatsby's Link and navigation
 *   look it up at call time, so wrapping `loadPage` or `hovering` changes what they do (progress bar,
 *   failure warning, touch prefetch: src/gatsby/browser/page-loads.ts, prefetch.ts).
 * - `window.___navigate` (cache-dir/navigation.js): navigate() without its trailing-slash rewrite
 *   (the home link, src/ui/components/SiteLink.tsx).
 * - `___loader.enqueue` (cache-dir/loader.js `publicLoader`): what Link calls when it becomes visible.
 *   Gatsby's own queue waits 3 s, then fetches 4 pages' data every 3 s and none of their code; the
 *   site replaces it (src/gatsby/browser/prefetch.ts).
 * - `___loader.loadPageSync`: a page's resources when the loader holds them already.
 * - Where a page's data is published (`/page-data/<path>/page-data.json`, `index` for the root;
 *   cache-dir/loader.js `createPageDataUrl`), which a click asks for first, and the site-wide data the
 *   loader asks for when it starts (`/page-data/app-data.json`).
 * - `window.stanPageFiles`: the site's own table of the other files a click on each page asks for
 *   (its scripts, its static queries), written into every page after the build in place of Gatsby's
 *   unusable `window.___chunkMapping` (src/pipeline/post-build/page-files.ts).
 * - `window.pagePath`: the path of the page whose HTML this is, which Gatsby's static-entry writes into
 *   every page (src/gatsby/browser/lifecycle.ts tells the not-found page by it).
 * - The not-found page's routes (`/404`, the `/404.html` copy Gatsby makes for hosts) and develop's own
 *   (`/dev-404-page`).
 * - The ids of the root (`___gatsby`) and of the router's focus wrapper (`gatsby-focus-wrapper`), which
 *   holds the server's HTML of the page (cache-dir/production-app.js; src/gatsby/browser/hash-focus.ts,
 *   hydrate-in-slices.ts).
 * The build's own uses of Gatsby internals are in src/gatsby/internals.ts;
 * tests/unit/gatsby/internals.test.ts fails when an upgrade of Gatsby removes any of them.
 */
export interface PageResources {
  status?: string;
}

export interface GatsbyPageLoader {
  /** Loads a page's data and code; resolves with status "error" (or nothing) when that fails. */
  loadPage(rawPath: string): Promise<PageResources | null | undefined>;
  /** Called by Link on mouse enter: loads the page's data and code ahead of a click. */
  hovering(rawPath: string): void;
  /** Called by Link when it becomes visible; the returned handle's abort() when it leaves the screen. */
  enqueue(rawPath: string): PrefetchHandle;
  /** The page's resources when the loader holds them (undefined otherwise). */
  loadPageSync(rawPath: string): unknown;
}

/** What Link keeps of a visibility prefetch: it aborts it when the link leaves the screen before it ran. */
export interface PrefetchHandle {
  abort(): void;
}



/** The element Gatsby renders the app into. */
export const GATSBY_ROOT_ID = "___gatsby";
/** The element Gatsby's router focuses after a change of page; it holds the page's server HTML. */
export const ROUTER_FOCUS_WRAPPER_ID = "gatsby-focus-wrapper";

declare global {
  interface Window {
    /** The path of the page whose HTML this is (`/404.html` on the not-found page), written by Gatsby. */
    pagePath?: string;
    ___loader?: GatsbyPageLoader;
    ___navigate?: (to: string) => void;
    /** Route (`/docs/api/atom`) -> the files a click on it asks for besides its data, from the site root. */
    stanPageFiles?: Record<string, string[]>;
  }
}

/** The not-found page's routes: `/404` (src/pages/404.tsx) and `/404.html`, the copy Gatsby makes of it for hosts (its prod-404-500 plugin). */
export const isNotFoundRoute = (route: string): boolean => /^\/404(\.html|\/)?$/.test(route);

/** The not-found page's HTML file, which hosts answer unknown paths with. */
export const NOT_FOUND_HTML = "404.html";

/** Develop's page for an unknown path, which lists the site's pages (its dev-404-page plugin). */
export const isDevelopNotFoundRoute = (route: string): boolean => /^\/dev-404-page\/?$/.test(route);

export function getGatsbyLoader(): GatsbyPageLoader | null {
  return typeof window === "undefined" ? null : (window.___loader ?? null);
}

/** Gatsby's client-side navigation to a public href as written, or null before the app runs. */
export function getGatsbyNavigate(): ((href: string) => void) | null {
  return typeof window === "undefined" ? null : (window.___navigate ?? null);
}

export function pageLoadFailed(resources: PageResources | null | undefined): boolean {
  return !resources || resources.status === "error";
}

/** The pathname part of a loader path (`/stan/docs?x` -> `/stan/docs`). */
export function pathnameOf(rawPath: string): string {
  return rawPath.split(/[?#]/, 1)[0];
}

/** The route of a page path as Link passes it (`/stan/docs/x?q` -> `/docs/x`; the root is `/`). */
export function routeOf(pagePath: string, pathPrefix: string): string {
  const [path] = pagePath.split("?", 1);
  const route = path === pathPrefix || path.startsWith(`${pathPrefix}/`) ? path.slice(pathPrefix.length) : path;
  return `/${route.replace(/^\/+|\/+$/g, "")}`;
}

/**
 * Where Gatsby publishes the data of the page at `pagePath` (with the path prefix, as Link passes
 * it): `/stan/page-data/docs/api/atom/page-data.json`, `/stan/page-data/index/page-data.json` for
 * the root. A query stays on the URL, as Gatsby's loader keeps it.
 */
export function pageDataUrl(pagePath: string, pathPrefix: string): string {
  const search = pagePath.split("?", 2)[1];
  const route = routeOf(pagePath, pathPrefix);
  return `${pathPrefix}/page-data/${route === "/" ? "index" : route.slice(1)}/page-data.json${search ? `?${search}` : ""}`;
}

/** The site-wide data Gatsby's loader asks for once, when the app starts (cache-dir/loader.js `loadAppData`). */
export function appDataUrl(pathPrefix: string): string {
  return `${pathPrefix}/page-data/app-data.json`;
}

/**
 * The files the site's table lists for the page at `pagePath` (its scripts and static queries), with the path
 * prefix: what a click on it asks for besides its data. Null for a path that is no page of this build (its table
 * says so).
 */
export function pageScripts(pagePath: string, pathPrefix: string, table: Window["stanPageFiles"] = typeof window === "undefined" ? undefined : window.stanPageFiles): string[] | null {
  const files = table?.[routeOf(pagePath, pathPrefix)];
  return files ? files.map((file) => `${pathPrefix}/${file}`) : null;
}

/** Every file a click on the page at `pagePath` asks for, with the path prefix: its data, then its scripts and static queries (pageScripts). */
export function pageFiles(pagePath: string, pathPrefix: string, table: Window["stanPageFiles"] = typeof window === "undefined" ? undefined : window.stanPageFiles): string[] | null {
  const files = pageScripts(pagePath, pathPrefix, table);
  return files ? [pageDataUrl(pagePath, pathPrefix), ...files] : null;
}
