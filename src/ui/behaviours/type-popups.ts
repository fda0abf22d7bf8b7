/**
 * Escape closes the type popup of a sample's identifier (src/ui/styles/code-types.css shows it on
 * hover and focus, without JavaScript): the root carries `tw-closed` until the next key (Tab
 * to another identifier, for example). Called by the page's one keyboard listener
 * (useSearchDialog) rather than a listener of its own: every byte here is first-load JavaScript.
 */
export const closeTypePopupsOnEscape = (event: KeyboardEvent): void => {
  document.documentElement.classList.toggle("tw-closed", event.key === "Escape");
};
