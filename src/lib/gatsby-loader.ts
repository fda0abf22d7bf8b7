/**
 * The parts of Gatsby's public page loader (window.___loader) the site hooks
 * into. Gatsby's Link and navigation code look it up at call time, so wrapping
 * a method here changes what they do.
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
  }
}

export function getGatsbyLoader(): GatsbyPageLoader | null {
  return typeof window === "undefined" ? null : (window.___loader ?? null);
}

export function pageLoadFailed(resources: PageResources | null | undefined): boolean {
  return !resources || resources.status === "error";
}

/** The pathname part of a loader path (`/stan/docs?x` -> `/stan/docs`). */
export function pathnameOf(rawPath: string): string {
  return rawPath.split(/[?#]/, 1)[0];
}
