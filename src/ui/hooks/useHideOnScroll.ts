import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { isHashLinkEvent } from "../../shared/event-link";

/** On <html> while the navbar is hidden: the sticky sidebar and contents column move up with it (templates/doc.module.css). */
export const NAVBAR_HIDDEN_ATTRIBUTE = "data-navbar-hidden";

export interface HideOnScroll {
  /** Whether the navbar is on screen. */
  visible: boolean;
  /** Bring it back (e.g. when keyboard focus enters it). */
  show(): void;
}

/**
 * The navbar hides while the reader scrolls down and comes back when they
 * scroll up. It never hides within its own height of the top, while `pinned`
 * (the mobile menu is open), or because of a jump: following a link with a
 * hash or moving through history scrolls the page without the reader asking.
 */
export function useHideOnScroll(navbarRef: RefObject<HTMLElement>, { enabled, pinned }: { enabled: boolean; pinned: boolean }): HideOnScroll {
  const [visible, setVisible] = useState(true);
  const jumping = useRef(false);
  const show = useCallback(() => setVisible(true), []);

  useEffect(() => {
    setVisible(true);
    if (!enabled) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previousY = lastY;
      lastY = y;
      if (y <= (navbarRef.current?.offsetHeight ?? 0)) {
        setVisible(true);
      } else if (jumping.current) {
        jumping.current = false;
      } else if (y > previousY) {
        setVisible(false);
      } else if (y < previousY) {
        setVisible(true);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (isHashLinkEvent(event)) jumping.current = true;
    };
    const onHistoryMove = () => {
      jumping.current = true;
      setVisible(true);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("popstate", onHistoryMove);
    // Capture phase: seen before the browser (or Gatsby) scrolls to the target.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("popstate", onHistoryMove);
      document.removeEventListener("click", onClick, true);
    };
  }, [enabled, navbarRef]);

  const shown = pinned || visible;
  // An attribute on <html> rather than a variable: only the rules that name it restyle, not the page.
  // Removed when the navbar goes (the next page's starts shown).
  useEffect(() => {
    if (shown) return;
    document.documentElement.setAttribute(NAVBAR_HIDDEN_ATTRIBUTE, "");
    return () => document.documentElement.removeAttribute(NAVBAR_HIDDEN_ATTRIBUTE);
  }, [shown]);

  return { visible: shown, show };
}
