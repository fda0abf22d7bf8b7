import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { siteConfig, type AnnouncementBarConfig } from "../../config/site";
import { STORAGE_KEYS } from "../../config/constants";
import { getStorage, type KeyValueStore } from "../behaviours/storage";

export interface AnnouncementBarState {
  config: AnnouncementBarConfig | null;
  isActive: boolean;
  close(): void;
}

/**
 * Whether the bar with this id was dismissed. A new id (a new announcement)
 * replaces the stored id and clears the flag, so the bar shows again.
 */
export function readDismissed(storage: KeyValueStore, barId: string): boolean {
  if (storage.get(STORAGE_KEYS.announcementId) !== barId) {
    storage.set(STORAGE_KEYS.announcementId, barId);
    storage.set(STORAGE_KEYS.announcementDismissed, "false");
    return false;
  }
  return storage.get(STORAGE_KEYS.announcementDismissed) === "true";
}

const AnnouncementBarContext = createContext<AnnouncementBarState | null>(null);

export function AnnouncementBarProvider({ children, config = siteConfig.announcementBar }: { children: ReactNode; config?: AnnouncementBarConfig | null }) {
  // The server renders the bar; the boot script hides a dismissed one before paint.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (config) setDismissed(readDismissed(getStorage(), config.id));
  }, [config]);
  const close = useCallback(() => {
    setDismissed(true);
    getStorage().set(STORAGE_KEYS.announcementDismissed, "true");
    document.documentElement.setAttribute("data-announcement-dismissed", "true");
  }, []);
  const value = useMemo(() => ({ config, isActive: config !== null && !dismissed, close }), [config, dismissed, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarState {
  const state = useContext(AnnouncementBarContext);
  if (!state) throw new Error("useAnnouncementBar must be used inside <AnnouncementBarProvider> (gatsby-browser wraps every page in it).");
  return state;
}
