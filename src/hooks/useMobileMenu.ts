import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useViewport } from "./useViewport";

export interface MobileMenu {
  open: boolean;
  show(): void;
  hide(): void;
  toggleRef: RefObject<HTMLButtonElement>;
  panelRef: RefObject<HTMLDivElement>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container` (skipping collapsed, hidden branches). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest("[hidden]"));
}

/** Keeps Tab and Shift+Tab cycling inside `container` (a modal). */
function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = focusableIn(container);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
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
    document.body.classList.add("scroll-locked");
    const panel = panelRef.current;
    if (panel) focusableIn(panel)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
      else if (event.key === "Tab" && panel) trapTab(event, panel);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.classList.remove("scroll-locked");
      document.removeEventListener("keydown", onKey);
    };
  }, [open, hide]);

  return { open, show, hide, toggleRef, panelRef };
}
