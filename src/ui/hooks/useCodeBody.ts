import { useEffect, useState, type HTMLAttributes, type RefObject } from "react";
import { onCodeFocus, onCodeKeyDown } from "../behaviours/code-focus";
import { giveTypes, lacksTypes } from "../behaviours/code-data";

/** What a screen reader adds when the reader enters a block with types. */
const NAMES_HINT = "Arrow keys go through the names and their types.";

/**
 * Whether the element's content runs past its width: measured after hydration and when the window is
 * resized (a block's width follows the window's; code is set in a system font, so no font arrives later);
 * `initial` until then, which is what the server's HTML says.
 */
function useScrollsSideways(ref: RefObject<HTMLElement>, enabled: boolean, initial: boolean): boolean {
  const [scrolls, setScrolls] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [ref, enabled]);
  return scrolls;
}

/**
 * The keyboard attributes of a code block's `<pre>` (the model: src/ui/behaviours/code-focus.ts). A
 * block with types (`html` holds names) is entered on its one roving name and is focusable itself only
 * for a second Escape to land on; a block without types is a Tab stop while it scrolls sideways (in the
 * server's HTML, before anything is measured and for readers without JavaScript, it is one).
 * A typed block's names get their quick info (`types`, the page's code data) when a reader first reaches for
 * the block: the pointer enters it (a mouse, or a finger's tap) or focus does.
 */
export function useCodeBody(ref: RefObject<HTMLPreElement>, html: string, types?: () => Promise<readonly string[]>): HTMLAttributes<HTMLPreElement> {
  const typed = html.includes('class="tw"');
  const scrolls = useScrollsSideways(ref, !typed, true);
  if (!typed) return { tabIndex: scrolls ? 0 : undefined };
  const reach = () => {
    const block = ref.current;
    if (types && block && lacksTypes(block)) types().then((found) => giveTypes(block, found), () => undefined); // tried again at the next reach
  };
  return {
    tabIndex: -1,
    onKeyDown: onCodeKeyDown,
    onFocus: (event) => {
      reach();
      onCodeFocus(event);
    },
    onPointerEnter: reach,
    "aria-description": NAMES_HINT,
  };
}
