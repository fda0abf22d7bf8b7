const LOCKED_CLASS = "scroll-locked";
let holders = 0;

/**
 * Stops the page behind a modal (the mobile menu, the search dialog) from scrolling until
 * the returned release is called. Locks stack: the search dialog opened over the menu and
 * closed again leaves the page locked while the menu is still open.
 */
export function lockBodyScroll(): () => void {
  holders += 1;
  document.body.classList.add(LOCKED_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.classList.remove(LOCKED_CLASS);
  };
}
