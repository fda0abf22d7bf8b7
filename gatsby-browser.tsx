import "./src/styles/global.css";
import React from "react";
import { withPrefix, type GatsbyBrowser } from "gatsby";
import { RootProviders } from "./src/root";
import { trackPageView } from "./src/lib/analytics";
import { canonicalPathname } from "./src/node/site-paths";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>;

/** The browser's own location with `.html` endings removed (the router's location omits the path prefix). */
function canonicalLocation() {
  const { pathname, search, hash } = window.location;
  // withPrefix("/") is "/stan" in a prefixed build and "/" under `gatsby develop`.
  return { pathname: canonicalPathname(pathname, withPrefix("/").replace(/\/$/, "")), search, hash };
}

let lastTracked: ReturnType<typeof canonicalLocation> | null = null;

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  const current = canonicalLocation();
  if (current.pathname !== window.location.pathname) {
    // An .html twin (loaded or linked): show the canonical address. Gatsby itself
    // sends /x/index.html to /x (window.pagePath), before this runs.
    window.history.replaceState(window.history.state, "", current.pathname + current.search + current.hash);
  }
  // Wait a frame so the new page's <title> is in place.
  window.requestAnimationFrame(() => {
    trackPageView(current, lastTracked);
    lastTracked = current;
  });
};
