import NProgress from "accessible-nprogress";
import { PROGRESS_START_DELAY_MS } from "../../config/constants";

/** What is used of the bar here: the plugin owns everything else. */
export interface ProgressBar {
  start(): unknown;
  /** Loads the bar's code without showing it (the on-demand stand-in has it; the library does not need it). */
  preload?(): unknown;
}

export interface NavigationProgress {
  /** A navigation to another page began: show the bar if it is still going after the delay. */
  begin(): void;
  /** The route updated (the plugin finishes the bar) or the navigation was abandoned. */
  end(): void;
}

/**
 * The spec's 200 ms start. The plugin itself starts the bar only on Gatsby's
 * onRouteUpdateDelayed, a fixed 1 s into a navigation; fast navigations finish
 * inside the delay and never show the bar. The bar's code is asked for as the navigation
 * begins, beside the page's own requests rather than 200 ms behind them (on a slow connection
 * the page's data and scripts would otherwise hold the line when the bar is due).
 */
export function createNavigationProgress(bar: ProgressBar = NProgress, delayMs: number = PROGRESS_START_DELAY_MS): NavigationProgress {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    begin() {
      if (timer !== null) return;
      bar.preload?.();
      timer = setTimeout(() => {
        timer = null;
        bar.start();
      }, delayMs);
    },
    end() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
