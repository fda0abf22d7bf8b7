import { useEffect, type RefObject } from "react";
import { focusableIn, trapTab } from "../behaviours/focus-trap";

/**
 * A modal's focus, while `active`: Tab and Shift+Tab cycle inside `container`, and focus that a script
 * moves outside it (a page that arrives meanwhile: Gatsby's router focuses the page) goes back to its
 * first control.
 */
export function useFocusTrap(container: RefObject<HTMLElement>, active = true): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, element);
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) focusableIn(element)[0]?.focus();
    };
    element.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [container, active]);
}
