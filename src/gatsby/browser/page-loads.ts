import { pageLoadFailed, type GatsbyPageLoader } from "../runtime";

export interface PageLoadObserver {
  /** A page's data and code started loading (a navigation begins). */
  onStart?(rawPath: string): void;
  /** They failed to load; Gatsby answers with a full page load of the path. */
  onFailure?(rawPath: string): void;
}

/**
 * Reports when Gatsby starts loading a page for a navigation and when that
 * fails. Gatsby offers no hook for either (onPreRouteUpdate fires only once the
 * code has arrived), so this wraps the loader's loadPage. Returns an undo.
 */
export function observePageLoads(loader: GatsbyPageLoader, observer: PageLoadObserver): () => void {
  const original = loader.loadPage;
  loader.loadPage = (rawPath) => {
    observer.onStart?.(rawPath);
    return original.call(loader, rawPath).then((resources) => {
      if (pageLoadFailed(resources)) observer.onFailure?.(rawPath);
      return resources;
    });
  };
  return () => {
    loader.loadPage = original;
  };
}

export function warnPageLoadFailed(rawPath: string): void {
  console.warn(`[stan-docs] The code for ${rawPath} failed to load (a new deploy, or the network). Reloading the page.`);
}
