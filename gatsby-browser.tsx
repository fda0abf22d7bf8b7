import "./src/ui/styles/global.css";
import "./src/ui/styles/markdown.css";
import "./src/ui/styles/code.css";
import "./src/ui/styles/code-types.css";
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { PageRoot, RootProviders } from "./src/ui/root";
import { createPageViewTracker } from "./src/ui/behaviours/analytics";
import { hydrateInSlices } from "./src/gatsby/browser/hydrate-in-slices";
import { firstRenderDone, routeUpdated, startApp } from "./src/gatsby/browser/lifecycle";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <PageRoot pathname={props.location.pathname}>{element}</PageRoot>;

// Gatsby types the renderer as react-dom's legacy render(); it calls it as (element, container)
// and takes a returned function as its cleanup, which is what hydrateInSlices is.
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as GatsbyRenderer;

const pageViews = createPageViewTracker();

// The app's start-up, first render and route updates: src/gatsby/browser/lifecycle.ts.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => startApp();

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => firstRenderDone();

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => pageViews.routeUpdated(routeUpdated(prevLocation));
