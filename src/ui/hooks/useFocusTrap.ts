import { useEffect, type RefObject } from "react";
import { trapTab } from "../behaviours/focus-trap";

/** Keeps Tab and Shift+Tab cycling inside `container` while `active`. */
export function useFocusTrap(container: RefObject<HTMLElement>, active = true): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, element);
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [container, active]);
}
