import React, { useEffect, type ReactNode } from "react";
import { ColorModeProvider } from "./hooks/useColorMode";
import { AnnouncementBarProvider } from "./hooks/useAnnouncementBar";
import { PageErrorBoundary } from "./components/error/PageErrorBoundary";

/** Marks <html data-hydrated> once the page has hydrated (effects run children-first, so this one is last). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * Providers around every page (shared by gatsby-browser and gatsby-ssr). Gatsby also wraps
 * each page's <Head> in them, in a second tree: nothing here may assume it is the page.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        {children}
      </AnnouncementBarProvider>
    </ColorModeProvider>
  );
}

/**
 * Around every page (wrapPageElement, in the browser and on the server): the crash screen,
 * and the hydration marker, which is here rather than in RootProviders because Gatsby
 * renders those for the page's <Head> too.
 */
export function PageRoot({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <>
      <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>
      <HydrationMarker />
    </>
  );
}
