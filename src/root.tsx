import React, { useEffect, type ReactNode } from "react";
import { ColorModeProvider } from "./hooks/useColorMode";
import { AnnouncementBarProvider } from "./hooks/useAnnouncementBar";
import { afterInitialHydration } from "./lib/progressive-hydration";

/**
 * Marks <html data-hydrated> once the whole page has hydrated: the shell (effects run
 * children-first, so this one is last) and then every section of a doc body.
 */
function HydrationMarker() {
  useEffect(() => {
    afterInitialHydration(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return null;
}

/** Providers around every page (shared by gatsby-browser and gatsby-ssr). */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        {children}
        <HydrationMarker />
      </AnnouncementBarProvider>
    </ColorModeProvider>
  );
}
