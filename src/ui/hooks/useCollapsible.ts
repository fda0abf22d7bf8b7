import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { collapseDuration } from "../behaviours/collapse";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? () => undefined : useLayoutEffect;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export interface Collapsible {
  collapsed: boolean;
  toggle(): void;
  setCollapsed(collapsed: boolean): void;
  /** The element rendered with `hidden={collapsed}`. */
  contentRef: RefObject<HTMLUListElement>;
}

/**
 * Open/closed state of a sidebar category, animating its height on change
 * (longer for taller content, 1 ms with reduced motion). React renders the
 * list `hidden` when collapsed; while closing, the list stays visible until
 * the animation ends.
 */
export function useCollapsible(initiallyCollapsed: boolean): Collapsible {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const contentRef = useRef<HTMLUListElement>(null);
  const mounted = useRef(false);

  useIsomorphicLayoutEffect(() => {
    const element = contentRef.current;
    if (!mounted.current || !element) {
      mounted.current = true;
      return;
    }
    // Runs before paint: showing the list again here (React just hid it) does not flicker.
    element.hidden = false;
    const full = element.scrollHeight;
    const duration = collapseDuration(full, prefersReducedMotion());
    element.style.transitionDuration = `${duration}ms`;
    element.style.height = `${collapsed ? full : 0}px`;
    void element.offsetHeight; // commit the start height before transitioning
    element.style.height = `${collapsed ? 0 : full}px`;
    const finish = () => {
      element.style.height = "";
      element.hidden = collapsed;
    };
    const timer = window.setTimeout(finish, duration + 20);
    return () => {
      window.clearTimeout(timer);
      finish();
    };
  }, [collapsed]);

  const toggle = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, toggle, setCollapsed, contentRef };
}
