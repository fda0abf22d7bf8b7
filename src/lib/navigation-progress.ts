import { PROGRESS_BAR, PROGRESS_START_DELAY_MS } from "../config/constants";

/** What is used of nprogress (kept narrow so tests can pass a fake). */
export interface ProgressBar {
  configure(settings: Record<string, unknown>): unknown;
  start(): unknown;
  done(): unknown;
}

/** The spec's progress bar settings in nprogress's names. */
export const PROGRESS_BAR_SETTINGS = {
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speed,
  trickleRate: PROGRESS_BAR.trickleRate,
  trickleSpeed: PROGRESS_BAR.trickleSpeed,
  showSpinner: false,
} as const;

export interface NavigationProgress {
  /** A navigation to another page began: show the bar if it is still going after the delay. */
  begin(): void;
  /** The route updated (or the navigation was abandoned). */
  end(): void;
}

/**
 * Fast navigations finish inside the delay and never show the bar. The bar's
 * code (nprogress) is loaded on first use, so pages do not wait for it; a bar
 * that fails to load is simply not shown.
 */
export function createNavigationProgress(loadBar: () => Promise<ProgressBar>, delayMs: number = PROGRESS_START_DELAY_MS): NavigationProgress {
  let loading: Promise<ProgressBar | null> | null = null;
  const getBar = () =>
    (loading ??= loadBar().then(
      (bar) => {
        bar.configure({ ...PROGRESS_BAR_SETTINGS });
        return bar;
      },
      () => {
        loading = null; // try again next time
        return null;
      },
    ));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let navigating = false;
  let shown: ProgressBar | null = null;
  return {
    begin() {
      navigating = true;
      if (shown) return; // already showing for an earlier navigation
      const bar = getBar();
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void bar.then((loaded) => {
          if (!loaded || !navigating || shown) return;
          shown = loaded;
          loaded.start();
        });
      }, delayMs);
    },
    end() {
      navigating = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      shown?.done();
      shown = null;
    },
  };
}
