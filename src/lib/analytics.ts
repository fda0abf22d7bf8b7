/** The one analytics event the site sends: a page_view on first load and on every URL change. */
export interface PageViewEvent {
  event: "page_view";
  page_path: string;
  page_location: string;
  page_title: string;
}

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const urlOf = (location: LocationLike) => location.pathname + location.search + location.hash;

/** Pushes a page_view unless the path, query and hash are all unchanged. Returns whether it pushed. */
export function trackPageView(location: LocationLike, previous: LocationLike | null | undefined, target: Window = window): boolean {
  if (previous && urlOf(previous) === urlOf(location)) return false;
  const event: PageViewEvent = {
    event: "page_view",
    page_path: urlOf(location),
    page_location: target.location.href,
    page_title: target.document.title,
  };
  (target.dataLayer ??= []).push(event);
  return true;
}
