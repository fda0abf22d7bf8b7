import React, { useEffect, type ReactNode } from "react";
import { ColorModeProvider } from "./hooks/useColorMode";
import { AnnouncementBarProvider } from "./hooks/useAnnouncementBar";

/** Marks <html data-hydrated> once the first render has hydrated (effects run children-first, so this is last). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
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
