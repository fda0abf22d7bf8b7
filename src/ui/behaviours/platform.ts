/** Apple platforms name the search shortcut's modifier ⌘; the others say Ctrl. */
export const APPLE_PLATFORM = /Mac|iPhone|iPad|iPod/i;

/** Set on <html> before the first paint on Apple platforms (CSS shows the ⌘ hint then). */
export const APPLE_ATTRIBUTE = "data-apple";

/**
 * Inline script for the document head: marks Apple platforms before the first paint, so that the
 * search button shows the reader's shortcut from the server HTML on, at the size it keeps (both
 * hints are in the HTML; src/ui/search/SearchButton.module.css shows one).
 */
export function platformBootScript(): string {
  return `if(${APPLE_PLATFORM.toString()}.test(navigator.platform))document.documentElement.setAttribute(${JSON.stringify(APPLE_ATTRIBUTE)},"");`;
}
