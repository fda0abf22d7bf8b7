/**
 * The app's life in the browser, from start-up to each change of route: what gatsby-browser.tsx's
 * onClientEntry, onInitialClientRender and onRouteUpdate hand over to. The progress bar, the failure
 * warning, prefetching and scroll restoration are hooked into Gatsby's loader and history here.
 */
import { withPrefix } from "gatsby";
import { getGatsbyLoader, isNotFoundRoute, pathnameOf } from "../runtime";
import { canonicalPathname } from "../../shared/site-paths";
import { focusHashTarget } from "./hash-focus";
import { createNavigationProgress } from "./navigation-progress";
import { observePageLoads, warnPageLoadFailed } from "./page-loads";
import { installPrefetch } from "./prefetch";
import { safeLocation } from "./safe-location";
import { leaveScrollRestorationToGatsby } from "./scroll-restoration";

/** "/stan" in a prefixed build, "" under `gatsby develop`. */
const pathPrefix = () => withPrefix("/").replace(/\/$/, "");

const progress = createNavigationProgress();
/** The path of the page on screen (the browser's address changes before the new page arrives on back/forward). */
let renderedPathname = "";
let initialRenderDone = false;
/** Stops handing focus back to the last `#hash` target (see routeUpdated). */
let stopHashFocus: () => void = () => undefined;

/** Progress bar, failure warning, prefetching and scroll restoration, hooked into Gatsby's loader and history. */
function installNavigationBehaviours(): void {
  renderedPathname = window.location.pathname;
  leaveScrollRestorationToGatsby();
  const loader = getGatsbyLoader();
  if (!loader) return;
  observePageLoads(loader, {
    // Loading a page's data and code is where a navigation begins.
    onStart: (rawPath) => {
      if (pathnameOf(rawPath) !== renderedPathname) progress.begin();
    },
    // After the first render Gatsby answers a failed load with a full page load of the path.
    onFailure: (rawPath) => {
      if (initialRenderDone) warnPageLoadFailed(rawPath);
    },
  });
  installPrefetch(loader, { pathPrefix: pathPrefix() });
}

/**
 * Before the app starts: a hostile address is replaced by one the router can handle. The router has already
 * read the address, so the page is loaded again at the safe one and this start-up waits forever (the promise
 * returned) instead of running on the hostile one.
 */
export function startApp(): Promise<void> | undefined {
  // A hash typed or linked within the page: dropped when undecodable, before the router
  // (whose listener is added later, so runs after this one) decodes it.
  window.addEventListener("popstate", () => {
    const safe = safeLocation(window.location, pathPrefix(), false);
    if (safe !== null) window.history.replaceState(window.history.state, "", safe);
  });
  const notFoundPage = isNotFoundRoute(window.pagePath ?? "");
  const safe = safeLocation(window.location, pathPrefix(), notFoundPage);
  if (safe !== null) {
    window.location.replace(safe);
    return new Promise<void>(() => undefined);
  }
  installNavigationBehaviours();
  return undefined;
}

export function firstRenderDone(): void {
  initialRenderDone = true;
}

/** The browser's own location with `.html` endings removed (the router's location omits the path prefix). */
function canonicalLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname: canonicalPathname(pathname, pathPrefix()), search, hash };
}

/** A route was rendered: the progress bar ends, focus follows a `#hash` jump, an `.html` address shows its clean form. Returns that location. */
export function routeUpdated(prevLocation: unknown): { pathname: string; search: string; hash: string } {
  progress.end();
  // The last jump's watch ends here, before this route's own focus. Not on the first render:
  // a page opened at #section keeps the browser's own focus start.
  stopHashFocus();
  if (prevLocation && window.location.hash) stopHashFocus = focusHashTarget(window.location.hash);
  const current = canonicalLocation();
  if (current.pathname !== window.location.pathname) {
    // An .html twin (loaded or linked): show the canonical address. Gatsby itself
    // sends /x/index.html to /x (window.pagePath), before this runs.
    window.history.replaceState(window.history.state, "", current.pathname + current.search + current.hash);
  }
  renderedPathname = current.pathname;
  return current;
}
