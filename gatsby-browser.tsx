import "./src/ui/styles/global.css";
import "./src/ui/styles/markdown.css";
import "./src/ui/styles/code.css";
import "./src/ui/styles/code-types.css";
import React from "react";
import { withPrefix, type GatsbyBrowser } from "gatsby";
import { PageRoot, RootProviders } from "./src/ui/root";
import { createPageViewTracker } from "./src/ui/behaviours/analytics";
import { getGatsbyLoader, pathnameOf } from "./src/gatsby/runtime";
import { createNavigationProgress } from "./src/gatsby/browser/navigation-progress";
import { observePageLoads, warnPageLoadFailed } from "./src/gatsby/browser/page-loads";
import { installPrefetch } from "./src/gatsby/browser/prefetch";
import { focusHashTarget } from "./src/gatsby/browser/hash-focus";
import { hydrateInSlices } from "./src/gatsby/browser/hydrate-in-slices";
import { safeLocation } from "./src/gatsby/browser/safe-location";
import { leaveScrollRestorationToGatsby } from "./src/gatsby/browser/scroll-restoration";
import { canonicalPathname } from "./src/shared/site-paths";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <PageRoot pathname={props.location.pathname}>{element}</PageRoot>;

// Gatsby types the renderer as react-dom's legacy render(); it calls it as (element, container)
// and takes a returned function as its cleanup, which is what hydrateInSlices is.
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as GatsbyRenderer;

/** "/stan" in a prefixed build, "" under `gatsby develop`. */
const pathPrefix = () => withPrefix("/").replace(/\/$/, "");

const progress = createNavigationProgress();
/** The path of the page on screen (the browser's address changes before the new page arrives on back/forward). */
let renderedPathname = "";
let initialRenderDone = false;

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

// Before the app starts: a hostile address is replaced by one the router can handle. The
// router has already read the address, so the page is loaded again at the safe one and
// this start-up waits forever instead of running on the hostile one.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // A hash typed or linked within the page: dropped when undecodable, before the router
  // (whose listener is added later, so runs after this one) decodes it.
  window.addEventListener("popstate", () => {
    const safe = safeLocation(window.location, pathPrefix(), false);
    if (safe !== null) window.history.replaceState(window.history.state, "", safe);
  });
  const notFoundPage = /^\/404(\.html|\/)?$/.test(window.pagePath ?? "");
  const safe = safeLocation(window.location, pathPrefix(), notFoundPage);
  if (safe !== null) {
    window.location.replace(safe);
    return new Promise<void>(() => undefined);
  }
  installNavigationBehaviours();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  initialRenderDone = true;
};

/** The browser's own location with `.html` endings removed (the router's location omits the path prefix). */
function canonicalLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname: canonicalPathname(pathname, pathPrefix()), search, hash };
}

const pageViews = createPageViewTracker();
/** Stops handing focus back to the last `#hash` target (see onRouteUpdate). */
let stopHashFocus: () => void = () => undefined;

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
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
  pageViews.routeUpdated(current);
};
