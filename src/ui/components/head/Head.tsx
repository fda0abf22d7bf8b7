import React, { Suspense, lazy, type ReactNode } from "react";
import type { SeoProps } from "./HelmetHead";

type HelmetModule = typeof import("./HelmetHead");

const isBrowserBundle = process.env.BUILD_STAGE === "build-javascript";

/**
 * The parts of ./HelmetHead, where they are needed. Each page's built HTML has its head from
 * Helmet already (gatsby-plugin-react-helmet reads it after the server render), so the browser
 * needs Helmet and the head's tags only once another page is shown (or the crash screen): the
 * production browser bundle loads them then, from a chunk of its own that webpack prefetches
 * after the page has loaded. That keeps about 6 KB gzipped out of every page's first load.
 * BUILD_STAGE is a build-time constant (Gatsby's DefinePlugin): webpack drops the branch not
 * taken, as long as the test is written out in each condition.
 */
const loadHelmetHead = () => import(/* webpackChunkName: "helmet", webpackPrefetch: true */ "./HelmetHead");
/* eslint-disable @typescript-eslint/no-require-imports -- the server bundle and tests render the head at once */
const HelmetHead =
  process.env.BUILD_STAGE === "build-javascript"
    ? lazy(() => loadHelmetHead().then((module) => ({ default: module.HelmetHead })))
    : (require("./HelmetHead") as HelmetModule).HelmetHead;
const SeoHead =
  process.env.BUILD_STAGE === "build-javascript"
    ? lazy(() => loadHelmetHead().then((module) => ({ default: module.SeoHead })))
    : (require("./HelmetHead") as HelmetModule).SeoHead;
/* eslint-enable @typescript-eslint/no-require-imports */

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

/** `now`: manage the head at once, even on the page the HTML was built for (the crash screen's title). */
function WhenNeeded({ now = false, children }: { now?: boolean; children: ReactNode }) {
  // Once Helmet manages the head (the crash screen's title), every page's head goes through it.
  if (now) helmetNeeded = true;
  else if (!needsHelmet()) return null;
  return isBrowserBundle ? <Suspense fallback={null}>{children}</Suspense> : <>{children}</>;
}

/** Head tags for the page on screen. */
export function PageHead({ children, now }: { children: ReactNode; now?: boolean }) {
  return (
    <WhenNeeded now={now}>
      <HelmetHead>{children}</HelmetHead>
    </WhenNeeded>
  );
}

/** A page's head: title, description, canonical URL, Open Graph and Twitter card. */
export function Seo(props: SeoProps) {
  return (
    <WhenNeeded>
      <SeoHead {...props} />
    </WhenNeeded>
  );
}
