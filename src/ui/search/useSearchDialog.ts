import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { lockBodyScroll } from "../behaviours/scroll-lock";
import { isSearchShortcut, isTypingTarget } from "./search-shortcut";
import { closeTypePopupsOnEscape } from "../behaviours/type-popups";

export interface SearchDialogControls {
  open: boolean;
  /** Opens the dialog; focus returns to what had it when the dialog closes. */
  show(): void;
  /** Closes the dialog and gives focus back. */
  hide(): void;
  /** Closes the dialog for a navigation: focus goes wherever the new page puts it. */
  hideForNavigation(): void;
  /** Starts loading the dialog code and the index (on pointer or focus intent). */
  preload(): void;
  /** What was typed between opening and the dialog's input taking focus (read once, by the dialog). */
  takeTypedAhead(): string;
  /** The dialog's query as it goes (kept for the next page's dialog if the search is still open). */
  leaveQuery(query: string): void;
  triggerRef: RefObject<HTMLButtonElement>;
}

/**
 * Outlives the page: Gatsby mounts each page afresh, navbar and all, so a page the reader clicked
 * can arrive while they search. The next page's dialog then opens with their query. The key
 * listener reads `open` here too: keys can arrive before React has re-rendered with the new state.
 */
const carried = { open: false, typedAhead: "" };

/** Nothing carried over (tests only: each test's page is a new one). */
export function resetCarriedSearchForTests(): void {
  carried.open = false;
  carried.typedAhead = "";
}

/**
 * Open state of the search dialog: Ctrl+K / Cmd+K and "/" open it (Ctrl+K
 * again closes it), Escape closes it even before its code has loaded, and
 * focus is given back to where it was.
 */
export function useSearchDialog(preloadSearch: () => void): SearchDialogControls {
  const [open, setOpen] = useState(carried.open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(true);
  const takeTypedAhead = useCallback(() => {
    const text = carried.typedAhead;
    carried.typedAhead = "";
    return text;
  }, []);
  const leaveQuery = useCallback((query: string) => {
    carried.typedAhead = query;
  }, []);

  const show = useCallback(() => {
    carried.open = true;
    returnFocusTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : triggerRef.current;
    restoreFocus.current = true;
    carried.typedAhead = "";
    preloadSearch();
    setOpen(true);
  }, [preloadSearch]);
  const hide = useCallback(() => {
    carried.open = false;
    setOpen(false);
  }, []);
  const hideForNavigation = useCallback(() => {
    restoreFocus.current = false;
    hide();
  }, [hide]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      closeTypePopupsOnEscape(event);
      // While open, only Ctrl/Cmd+K toggles; "/" is typed like any other key.
      if (isSearchShortcut(event) && !(carried.open && event.key === "/")) {
        event.preventDefault();
        if (carried.open) hide();
        else show();
      } else if (carried.open && event.key === "Escape") {
        // Also stops a search field's native "clear on Escape".
        event.preventDefault();
        hide();
      } else if (carried.open && !isTypingTarget(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        // The dialog's code may still be loading: keep what is typed meanwhile for its input.
        if (event.key.length === 1) carried.typedAhead += event.key;
        else if (event.key === "Backspace") carried.typedAhead = carried.typedAhead.slice(0, -1);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [show, hide]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return lockBodyScroll();
    }
    // What had focus may have gone with the page it was on (a page arrived while open): then the button.
    if (wasOpen.current && restoreFocus.current) (returnFocusTo.current?.isConnected ? returnFocusTo.current : triggerRef.current)?.focus();
    wasOpen.current = false;
    return undefined;
  }, [open]);

  return { open, show, hide, hideForNavigation, preload: preloadSearch, takeTypedAhead, leaveQuery, triggerRef };
}
