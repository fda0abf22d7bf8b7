/**
 * Sections of a doc body skip layout while far off screen (content-visibility: auto in
 * global.css): a long page's first layout costs a fraction of the whole. Until a section has
 * been laid out its height is an estimate, so:
 * - a jump (to a saved scroll position on back/forward or reload, or to a #hash) lays out
 *   every section first, so that it lands exactly where it should;
 * - after a page is shown, the remaining sections are laid out one per idle period, so that
 *   later scrolling never meets an estimate (the browser would correct the scroll position
 *   as a section above the viewport took its real height).
 */

/** The class of a doc body section (src/components/mdx/HydrationChunk.tsx). */
export const SECTION_CLASS = "doc-chunk";
/** On <html>: every section is laid out (global.css). */
export const RENDER_ALL_SECTIONS_ATTRIBUTE = "data-render-sections";
/** On a section: it has been laid out for good (global.css). */
export const LAID_OUT_ATTRIBUTE = "data-laid-out";

/** Lay out every section of the page from now on. */
export function renderAllSections(root: HTMLElement = document.documentElement): void {
  root.setAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE, "");
}

/** Let off-screen sections skip layout again (a new page is about to be shown). */
export function skipOffscreenSections(root: HTMLElement = document.documentElement): void {
  root.removeAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE);
}

/** Whether Gatsby's scroll for a location is a jump that needs every section laid out: to a #hash, or to a saved position below the top. */
export function scrollNeedsAllSections(hash: string, savedY: number | null | undefined): boolean {
  return hash !== "" || (typeof savedY === "number" && savedY > 0);
}

type IdleScheduler = (callback: () => void) => () => void;

const whenIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 50);
  return () => window.clearTimeout(handle);
};

/**
 * Lays out the sections not yet laid out, one per idle period (each is a layout of its own
 * in the next frame). Returns a function that stops.
 */
export function layOutSectionsWhenIdle(root: ParentNode = document, schedule: IdleScheduler = whenIdle): () => void {
  let cancel = () => undefined as void;
  const next = () => {
    const section = root.querySelector(`.${SECTION_CLASS}:not([${LAID_OUT_ATTRIBUTE}])`);
    if (!section) return;
    section.setAttribute(LAID_OUT_ATTRIBUTE, "");
    cancel = schedule(next);
  };
  cancel = schedule(next);
  return () => cancel();
}
