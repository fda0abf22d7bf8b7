import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { useStoredChoice } from "./useStoredChoice";

export interface TabsBehaviour {
  /** The value of the tab shown. */
  selected: string;
  /** Ref callback for the tab at `index` (keyboard moves focus to it). */
  tabRef: (index: number) => (element: HTMLButtonElement | null) => void;
  /** A click, or Enter or Space (a button clicks itself on both), on the tab at `index`. */
  onClick: (index: number) => void;
  /** Arrows, Home and End: the WAI-ARIA tabs pattern with automatic activation. */
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
}

/** Where a tab was on screen before its choice re-flowed the page. */
interface HeldPlace {
  element: HTMLElement;
  top: number;
}

/**
 * The behaviour of a tab set: which tab is shown (remembered under `storageKey`, shared with every
 * set using that key), the keyboard, and the reader's place. Choosing a tab also switches the sets of
 * the same group above it, whose panels differ in height: the page then scrolls by what the chosen tab
 * moved, so the tab stays under the pointer (or the focus) and the content does not jump.
 */
export function useTabs(storageKey: string | null, values: readonly string[], defaultValue: string): TabsBehaviour {
  const valuesKey = values.join("\u0000");
  const isValid = useCallback((value: string) => valuesKey.split("\u0000").includes(value), [valuesKey]);
  const [selected, store] = useStoredChoice(storageKey, defaultValue, isValid);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const held = useRef<HeldPlace | null>(null);

  // After the switch is on screen (every set of the group and <html data-framework> changed in this
  // commit) and before it is painted: scroll the chosen tab back to where it was.
  useLayoutEffect(() => {
    const place = held.current;
    held.current = null;
    if (!place?.element.isConnected) return;
    const moved = place.element.getBoundingClientRect().top - place.top;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" });
  }, [selected]);

  const choose = (index: number) => {
    const value = values[index];
    if (value === undefined || value === selected) return;
    const element = tabs.current[index];
    held.current = element ? { element, top: element.getBoundingClientRect().top } : null;
    store(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: values.length - 1 };
    if (!(event.key in moves) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const target = (moves[event.key] + values.length) % values.length;
    choose(target);
    tabs.current[target]?.focus();
  };

  const tabRef = (index: number) => (element: HTMLButtonElement | null) => {
    tabs.current[index] = element;
  };

  return { selected, tabRef, onClick: choose, onKeyDown };
}
