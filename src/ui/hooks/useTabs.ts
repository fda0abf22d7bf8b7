import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { STORAGE_KEYS } from "../../config/constants";
import { FRAMEWORK_ATTRIBUTE, FRAMEWORK_GROUP_ID } from "../../shared/framework-group";
import { getStorage } from "../behaviours/storage";

/** The WAI-ARIA tabs pattern's keys: the tab each one moves to, from `index` (of tabs 0 to `last`). */
const MOVES: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowRight: (index, last) => (index < last ? index + 1 : 0),
  ArrowLeft: (index, last) => (index > 0 ? index - 1 : last),
  Home: () => 0,
  End: (_, last) => last,
};

export interface TabsBehaviour {
  /** The value of the tab shown. */
  selected: string;
  /** Ref callback for the tab at `index` (the keyboard moves focus to it). */
  tabRef: (index: number) => (element: HTMLButtonElement | null) => void;
  /** Shows the tab at `index`: a click, or Enter or Space (a button clicks itself on both). */
  choose: (index: number) => void;
  /** Arrows (wrapping), Home and End choose and focus a tab: automatic activation. */
  onKeyDown: (event: KeyboardEvent, index: number) => void;
}

/**
 * The behaviour of a tab set. The choice is remembered per `groupId` in the site's storage, which tells every
 * set of the group on the page (and in other browser tabs) when it changes; a stored value the set does not
 * have is ignored. The framework group also keeps <html data-framework> on the choice: the CSS that shows the
 * chosen panel from the first paint reads it (Tabs.module.css; the boot script sets it, framework-choice.ts).
 *
 * Choosing also switches the sets of the group above the chosen tab, whose panels differ in height: the page
 * then scrolls by what the tab moved, before the switch is painted, so the tab stays where it was on screen.
 */
export function useTabs(groupId: string | undefined, values: readonly string[], defaultValue = values[0]): TabsBehaviour {
  const [selected, setSelected] = useState(defaultValue);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const held = useRef<[tab: HTMLElement, top: number] | null>(null);
  const key = groupId ? STORAGE_KEYS.tabGroupPrefix + groupId : "";
  const known = values.join("\n");

  useEffect(() => {
    if (!key) return undefined;
    const html = document.documentElement;
    const apply = (stored: string | null) => {
      let value = stored;
      // Nothing stored: the boot script's mark stands (`?framework=` while storage is unavailable).
      if (groupId === FRAMEWORK_GROUP_ID) value ? html.setAttribute(FRAMEWORK_ATTRIBUTE, value) : (value = html.getAttribute(FRAMEWORK_ATTRIBUTE));
      if (value && known.split("\n").includes(value)) setSelected(value);
    };
    const storage = getStorage();
    apply(storage.get(key));
    return storage.subscribe(key, apply);
  }, [groupId, key, known]);

  useLayoutEffect(() => {
    const place = held.current;
    held.current = null;
    if (!place?.[0].isConnected) return;
    const moved = place[0].getBoundingClientRect().top - place[1];
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" });
  }, [selected]);

  const choose = (index: number) => {
    const value = values[index];
    const tab = tabs.current[index];
    if (value === undefined || value === selected) return;
    held.current = tab ? [tab, tab.getBoundingClientRect().top] : null;
    setSelected(value);
    if (key) getStorage().set(key, value);
  };

  return {
    selected,
    tabRef: (index) => (element) => {
      tabs.current[index] = element;
    },
    choose,
    onKeyDown: (event, index) => {
      const move = MOVES[event.key];
      if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const target = move(index, values.length - 1);
      choose(target);
      tabs.current[target]?.focus();
    },
  };
}
