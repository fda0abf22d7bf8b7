import { useEffect, type RefObject } from "react";

/**
 * Focus that a script moves outside `container` (a modal dialog: the page is covered for the
 * pointer, and Tab is trapped) goes back to the container's first field or button.
 */
export function useFocusKeptInside(container: RefObject<HTMLElement>): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const element = container.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) element.querySelector<HTMLElement>("input, button")?.focus();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [container]);
}
