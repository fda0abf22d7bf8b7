import React, { Suspense, lazy, type ComponentType, type ReactNode } from "react";

type HeadComponent = ComponentType<{ children: ReactNode }>;

const isBrowserBundle = process.env.BUILD_STAGE === "build-javascript";

/**
 * react-helmet, when it is needed. Each page's built HTML has its head from Helmet already
 * (gatsby-plugin-react-helmet reads it after the server render), so the browser needs Helmet
 * only once another page is shown (or the crash screen): the production browser bundle loads
 * it then, from a chunk of its own that webpack prefetches after the page has loaded. That
 * keeps 5.4 KB gzipped out of every page's first load. BUILD_STAGE is a build-time constant
 * (Gatsby's DefinePlugin), so webpack drops the branch not taken.
 */
// The condition is written out (not `isBrowserBundle`): webpack folds only a literal test.
const HelmetHead: HeadComponent =
  process.env.BUILD_STAGE === "build-javascript"
  ? lazy(() => import(/* webpackChunkName: "helmet", webpackPrefetch: true */ "./HelmetHead"))
  : // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require("./HelmetHead") as { default: HeadComponent }).default;

/** The path of the page hydrated from its HTML; Helmet is needed from the first other path on. */
let hydratedPath: string | undefined;
let helmetNeeded = !isBrowserBundle;

function needsHelmet(): boolean {
  if (helmetNeeded) return true;
  const path = window.location.pathname;
  hydratedPath ??= path;
  helmetNeeded = path !== hydratedPath;
  return helmetNeeded;
}

/**
 * Head tags for the page on screen. `now`: manage the head at once, even on the page the
 * HTML was built for (the crash screen's title).
 */
export function PageHead({ children, now = false }: { children: ReactNode; now?: boolean }) {
  if (!now && !needsHelmet()) return null;
  if (!isBrowserBundle) return <HelmetHead>{children}</HelmetHead>;
  return (
    <Suspense fallback={null}>
      <HelmetHead>{children}</HelmetHead>
    </Suspense>
  );
}
