/** The root's class while type popups are closed (src/ui/styles/code-types.css hides them under it). */
export const TYPE_POPUPS_CLOSED = "tw-closed";

/**
 * Escape closes the type popup of a sample's identifier (src/ui/styles/code-types.css shows it on
 * hover and focus, without JavaScript): the root carries `tw-closed` until the next key (an arrow
 * key to another identifier, for example). Called by the page's one keyboard listener
 * (useSearchDialog) rather than a listener of its own: every byte here is first-load JavaScript.
 * A second Escape on a focused identifier leaves it for its code block (code-focus.ts).
 */
export const closeTypePopupsOnEscape = (event: KeyboardEvent): void => {
  document.documentElement.classList.toggle(TYPE_POPUPS_CLOSED, event.key === "Escape");
};
