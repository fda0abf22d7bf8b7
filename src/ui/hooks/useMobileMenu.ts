import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { focusableIn, trapTab } from "../behaviours/focus-trap";
import { lockBodyScroll } from "../behaviours/scroll-lock";
import { useViewport } from "./useViewport";

export interface MobileMenu {
  open: boolean;
  show(): void;
  hide(): void;
  toggleRef: RefObject<HTMLButtonElement>;
  panelRef: RefObject<HTMLDivElement>;
}

/**
 * The mobile side menu: locks body scrolling while open, closes on Escape, on
 * navigation and when the viewport becomes desktop; focus moves into it, stays
 * there while it is open, and returns to the toggle afterwards.
 */
export function useMobileMenu(pathname: string): MobileMenu {
  const [open, setOpen] = useState(false);
  const viewport = useViewport();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const hide = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);

  useEffect(() => hide(), [pathname, hide]);
  useEffect(() => {
    if (viewport === "desktop") hide();
  }, [viewport, hide]);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) toggleRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const releaseScroll = lockBodyScroll();
    const panel = panelRef.current;
    if (panel) focusableIn(panel)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
      else if (panel) trapTab(event, panel);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      releaseScroll();
      document.removeEventListener("keydown", onKey);
    };
  }, [open, hide]);

  return { open, show, hide, toggleRef, panelRef };
}
