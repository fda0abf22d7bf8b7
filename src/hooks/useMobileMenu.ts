import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
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
 * navigation and when the viewport becomes desktop; focus moves in and back.
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
    document.body.classList.add("scroll-locked");
    panelRef.current?.querySelector<HTMLElement>("button, a[href]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.classList.remove("scroll-locked");
      document.removeEventListener("keydown", onKey);
    };
  }, [open, hide]);

  return { open, show, hide, toggleRef, panelRef };
}
