/**
 * The private parts of Gatsby's browser runtime (5.16.1, pinned) that the site uses, all here:
 * - `window.___loader` (cache-dir/production-app.js): the page loader. Gatsby's Link and navigation
 *   look it up at call time, so wrapping `loadPage` or `hovering` changes what they do (progress bar,
 *   failure warning, touch prefetch: src/gatsby/browser/page-loads.ts, prefetch.ts).
 * - `window.___navigate` (cache-dir/navigation.js): navigate() without its trailing-slash rewrite
 *   (the home link, src/ui/components/SiteLink.tsx).
 * The build's own uses of Gatsby internals are in src/gatsby/internals.ts;
 * tests/unit/gatsby-internals.test.ts fails when an upgrade of Gatsby removes any of them.
 */
export interface PageResources {
  status?: string;
}

export interface GatsbyPageLoader {
  /** Loads a page's data and code; resolves with status "error" (or nothing) when that fails. */
  loadPage(rawPath: string): Promise<PageResources | null | undefined>;
  /** Called by Link on mouse enter: loads the page's data and code ahead of a click. */
  hovering(rawPath: string): void;
}

declare global {
  interface Window {
    ___loader?: GatsbyPageLoader;
    ___navigate?: (to: string) => void;
  }
}

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
