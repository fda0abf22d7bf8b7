import { siteConfig } from "../../config/site";
import { whenTitle } from "./page-title";

/** The analytics events the site sends: a page_view on first load and on every URL change, and a reader's answer to "Was this page helpful?". */
export interface PageViewEvent {
  event: "page_view";
  page_path: string;
  page_location: string;
  page_title: string;
}

/** A reader's answer to "Was this page helpful?" at the end of a doc (components/docs/PageFeedback.tsx). */
export interface PageFeedbackEvent {
  event: "page_feedback";
  helpful: "yes" | "no";
  page_path: string;
  page_location: string;
  page_title: string;
}

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tag manager's data layer. gatsby-plugin-google-tagmanager's snippet creates it
 * before any page code runs when a container is configured; without one the events
 * still collect here.
 */
export function dataLayerOf(target: Window, name: string = siteConfig.analytics.dataLayerName): unknown[] {
  const layers = target as unknown as Record<string, unknown[] | undefined>;
  return (layers[name] ??= []);
}

const urlOf = (location: LocationLike) => location.pathname + location.search + location.hash;

/** Pushes an event about the page at `location`: its path, address and title, and what else the event holds. */
function pushPageEvent<Event extends PageViewEvent | PageFeedbackEvent>(fields: Omit<Event, "page_path" | "page_location" | "page_title">, location: LocationLike, target: Window): void {
  dataLayerOf(target).push({ ...fields, page_path: urlOf(location), page_location: target.location.href, page_title: target.document.title });
}

/** Pushes a page_view unless the path, query and hash are all unchanged. Returns whether it pushed. */
export function trackPageView(location: LocationLike, previous: LocationLike | null | undefined, target: Window = window): boolean {
  if (previous && urlOf(previous) === urlOf(location)) return false;
  pushPageEvent<PageViewEvent>({ event: "page_view" }, location, target);
  return true;
}

/** Pushes the reader's answer, with the page it is about (the same fields as page_view). */
export function trackPageFeedback(helpful: boolean, target: Window = window): void {
  pushPageEvent<PageFeedbackEvent>({ event: "page_feedback", helpful: helpful ? "yes" : "no" }, target.location, target);
}

/** How long to wait for a page's title before sending its page_view anyway. */
export const TITLE_WAIT_MS = 1000;

/**
 * Sends page_view events for route updates, in order, each once the page's
 * title is in place: a new page waits for its own <title>, which Gatsby writes
 * just after the route update; the same page (query or hash changed) only for
 * a title to be present.
 */
export function createPageViewTracker(titleWaitMs: number = TITLE_WAIT_MS): { routeUpdated(location: LocationLike): void } {
  let last: LocationLike | null = null;
  let lastTitle = "";
  let flushPending: (() => void) | null = null;
  return {
    routeUpdated(location) {
      flushPending?.(); // an earlier update still waiting goes first
      const newPage = last !== null && last.pathname !== location.pathname;
      const previousTitle = lastTitle;
      const isReady = (title: string) => title !== "" && (!newPage || title !== previousTitle);
      flushPending = whenTitle(
        isReady,
        () => {
          flushPending = null;
          trackPageView(location, last);
          last = location;
          lastTitle = document.title;
        },
        titleWaitMs,
      );
    },
  };
}
