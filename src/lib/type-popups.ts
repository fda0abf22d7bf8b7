/**
 * Escape closes the type popup of a sample's identifier (src/styles/code-types.css shows it on
 * hover and focus, without JavaScript): the root gets `tw-closed` until focus or the pointer
 * moves on to something else.
 */
export function closeTypePopupsOnEscape(): void {
  const root = document.documentElement.classList;
  addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    root.add("tw-closed");
    const reopen = () => root.remove("tw-closed");
    addEventListener("focusin", reopen, { once: true });
    addEventListener("pointerover", reopen, { once: true });
  });
}
