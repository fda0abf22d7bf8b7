import React, { type ReactNode } from "react";
import { ColorModeProvider } from "./hooks/useColorMode";
import { AnnouncementBarProvider } from "./hooks/useAnnouncementBar";

/** Providers around every page (shared by gatsby-browser and gatsby-ssr). */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>{children}</AnnouncementBarProvider>
    </ColorModeProvider>
  );
}
