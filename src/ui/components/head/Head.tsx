import React, { lazy, Suspense, type ReactNode } from "react";
import type { SeoProps } from "./HelmetHead";

/**
 * A page's head is written by react-helmet (./HelmetHead), which loads with the head's tags as a chunk of
 * its own (about 6 KB gzipped, prefetched by webpack after load). The server render waits for it (Gatsby
 * renders until everything has loaded) and gatsby-plugin-react-helmet puts Helmet's tags into the page's
 * HTML. The browser leaves the head of the page it hydrated as that HTML has it, and writes a head only
 * once one has to change.
 */
const loadHelmet = () => import(/* webpackChunkName: "helmet", webpackPrefetch: true */ "./HelmetHead");
const HelmetHead = lazy(() => loadHelmet().then((module) => ({ default: module.HelmetHead })));
const SeoHead = lazy(() => loadHelmet().then((module) => ({ default: module.SeoHead })));

/**
 * Whether Helmet writes the heads: on the server always; in the browser at once when the page's HTML had no
 * head (`gatsby develop` renders in the browser; Helmet marks the tags it renders on the server), else from
 * the first path other than the one whose HTML it hydrated on, and for good once it has written one (after
 * the crash screen's title, `now`, its page's must come back).
 */
let helmetHolds = typeof document === "undefined" || !document.head.querySelector("title[data-react-helmet]");
let hydratedPath: string | undefined;
function helmetWrites(now: boolean): boolean {
  if (!helmetHolds) {
    hydratedPath ??= window.location.pathname;
    helmetHolds = now || window.location.pathname !== hydratedPath;
  }
  return helmetHolds;
}

/** The head, where it is written. The boundary is there on the server and in the browser alike, so hydration matches. */
function Head({ now = false, children }: { now?: boolean; children: ReactNode }) {
  return <Suspense fallback={null}>{helmetWrites(now) && children}</Suspense>;
}

/** Head tags for the page on screen (`now`: at once, even on the page hydrated from its HTML). */
export function PageHead({ children, now }: { children: ReactNode; now?: boolean }) {
  return (
    <Head now={now}>
      <HelmetHead>{children}</HelmetHead>
    </Head>
  );
}

/** A page's head: title, description, canonical URL, Open Graph and Twitter card. */
export function Seo(props: SeoProps) {
  return (
    <Head>
      <SeoHead {...props} />
    </Head>
  );
}
