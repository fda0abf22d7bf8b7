/** Behaviour constants from the product spec (section 9), in one place. */
export const DESKTOP_MIN_WIDTH = 997; // desktop is "above 996px"
export const LAZY_SPINNER_DELAY_MS = 200;
export const PROGRESS_START_DELAY_MS = 200;
export const PROGRESS_BAR = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;
/**
 * gatsby-plugin-nprogress's options (gatsby-config.ts): the spec's settings in nprogress's
 * names. The plugin configures the bar, injects its styles and finishes it on every route
 * update. `trickleRate` is passed for the record only: accessible-nprogress (the plugin's
 * bar) trickles by its own steps, which shrink as the bar fills.
 */
export const PROGRESS_BAR_PLUGIN_OPTIONS = { ...PROGRESS_BAR, color: "var(--color-primary)", showSpinner: false, barLabel: "Loading page" } as const;
export const ROUTE_CACHE_LIMIT = 10000;
export const SCHEDULER_FRAME_MS = 5;
export const REDUCED_MOTION_COLLAPSE_MS = 1;

/** Local-storage keys. */
export const STORAGE_KEYS = {
  theme: "theme",
  announcementDismissed: "stan-docs.announcement.dismissed",
  announcementId: "stan-docs.announcement.id",
  preferredVersion: "stan-docs.docs.preferred-version",
  tabGroupPrefix: "stan-docs.tabs.",
  recentSearches: "stan-docs.search.recent",
} as const;
