import "./src/styles/global.css";
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { RootProviders } from "./src/root";
import { trackPageView } from "./src/lib/analytics";
import { canonicalPathname } from "./src/node/site-paths";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>;

/** `/docs/x.html` and `/docs/x/index.html` are the page `/docs/x`: show the clean URL before the router reads it. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const { pathname, search, hash } = window.location;
  const clean = canonicalPathname(pathname);
  if (clean !== pathname) window.history.replaceState(window.history.state, "", clean + search + hash);
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  const clean = canonicalPathname(location.pathname);
  if (clean !== location.pathname) {
    // A client-side link to an .html twin: keep the address bar canonical.
    window.history.replaceState(window.history.state, "", clean + location.search + location.hash);
  }
  // Wait a frame so the new page's <title> is in place.
  window.requestAnimationFrame(() => trackPageView({ ...location, pathname: clean }, prevLocation));
};
