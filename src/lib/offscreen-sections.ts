/**
 * Sections of a doc body skip layout while far off screen (content-visibility: auto in
 * global.css): a long page's first layout costs a fraction of the whole. Until a section has
 * been laid out its height is an estimate. Reading down the page lays sections out before they
 * come into view, so estimates only matter after a jump: the site's own jumps (to a saved
 * scroll position on back/forward or reload, or to a #hash) lay out every section first, so
 * that they land exactly where they should, and other long jumps lay them out just after.
 */
import { isHashLinkEvent } from "./event-link";

/** The class of a section that skips layout off screen: each doc body section (src/components/mdx/HydrationChunk.tsx), the landing page's lower sections. */
export const SECTION_CLASS = "doc-chunk";
/** On <html>: every section is laid out (global.css). */
export const RENDER_ALL_SECTIONS_ATTRIBUTE = "data-render-sections";

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

/** A scroll of more than this many viewport heights at once is a jump, not reading. */
const JUMP_VIEWPORTS = 1.5;

/**
 * Lays out every section before a jump to a #hash link the reader follows (the browser scrolls
 * to the target itself, before Gatsby hears of it) and after a long jump the site did not make
 * (the End key, a drag of the scrollbar, find in page): the sections passed over would keep
 * their estimates, and the browser would correct the scroll position as each took its real
 * height. Returns the watcher: `forget()` before a new page, whose first scroll (Gatsby's, to
 * the top or a target) is not the reader's.
 */
export function watchForJumps(win: Window = window): { forget(): void; stop(): void } {
  const root = win.document.documentElement;
  let lastY: number | null = win.scrollY;
  const onScroll = () => {
    const y = win.scrollY;
    if (lastY !== null && Math.abs(y - lastY) > win.innerHeight * JUMP_VIEWPORTS) renderAllSections(root);
    lastY = y;
  };
  // Capture phase: before the browser (or Gatsby) scrolls to the target.
  const onClick = (event: MouseEvent) => {
    if (isHashLinkEvent(event)) renderAllSections(root);
  };
  win.addEventListener("scroll", onScroll, { passive: true });
  win.document.addEventListener("click", onClick, true);
  return {
    forget: () => {
      lastY = null;
    },
    stop: () => {
      win.removeEventListener("scroll", onScroll);
      win.document.removeEventListener("click", onClick, true);
    },
  };
}
