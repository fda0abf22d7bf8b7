/**
 * The keyboard model of a code block's body (the `<pre>` of CodeBlock.tsx), plain DOM so that anything
 * built into a block later (an editor in place, say) can keep it:
 * - A block is at most one Tab stop. A block with types is entered on one of its names: the first,
 *   until the reader moves (a roving tab index: exactly one name has tabindex 0, set in the HTML by
 *   src/pipeline/code/typed-html.ts, then moved here). A block without types is a stop only while it
 *   scrolls sideways, so that the keyboard can scroll it (useScrollsSideways).
 * - Inside, the arrow keys move between names: Left and Right to the previous and next name, Up and
 *   Down to the nearest name on the line above or below, Home and End to the first and last. The
 *   browser scrolls the name into view, CSS shows its type (src/ui/styles/code-types.css) and a screen
 *   reader says it (the name's aria-description: its quick info, which starts with the name). Past the
 *   last name the arrow keys do what they do anyway (scroll the block, then the page).
 * - Escape closes the type on show without moving (type-popups.ts); a second Escape leaves the names
 *   for the block itself. Tab and Shift+Tab leave the block: the other names are not in the Tab order.
 * A click or tap on a name makes it the stop, as arrival by keyboard does.
 */
import { TYPE_POPUPS_CLOSED } from "./type-popups";

const NAME = ".tw";
const STOP = '.tw[tabindex="0"]';

/** What the handlers read of a keyboard or focus event (a React event or a DOM one). */
export interface BlockEvent {
  target: EventTarget | null;
  /** The block (its `<pre>`), where the handlers listen. */
  currentTarget: EventTarget | null;
}
export interface BlockKeyEvent extends BlockEvent {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  preventDefault(): void;
}

const nameOf = (target: EventTarget | null): HTMLElement | null => (target instanceof HTMLElement && target.matches(NAME) ? target : null);

/**
 * The name a key leads to from `names[at]`, if any. Up and Down: names are in reading order, so walk
 * away from it to the first name on another line, then along that line to the one closest across.
 */
export function nameForKey(names: readonly HTMLElement[], at: number, key: string): HTMLElement | undefined {
  if (key === "Home") return names[0];
  if (key === "End") return names[names.length - 1];
  if (key === "ArrowRight") return names[at + 1];
  if (key === "ArrowLeft") return names[at - 1];
  const step = key === "ArrowDown" ? 1 : key === "ArrowUp" ? -1 : 0;
  if (!step) return undefined;
  const box = names[at].getBoundingClientRect();
  let line: number | undefined;
  let nearest: HTMLElement | undefined;
  let distance = Infinity;
  for (let index = at + step; names[index]; index += step) {
    const { top, left } = names[index].getBoundingClientRect();
    if (Math.abs(top - box.top) < 2) continue;
    line ??= top;
    if (Math.abs(top - line) > 1) break;
    if (Math.abs(left - box.left) < distance) [nearest, distance] = [names[index], Math.abs(left - box.left)];
  }
  return nearest;
}

/** keydown on a block with types. */
export function onCodeKeyDown(event: BlockKeyEvent): void {
  const block = event.currentTarget as HTMLElement;
  const from = nameOf(event.target);
  const stop = block.querySelector<HTMLElement>(STOP);
  if (event.key === "Tab") {
    // From the block itself the next stop in document order is its own name: skip it once, until
    // focus has left the block (a timer raced the reader's next key on a loaded machine).
    if (!from && stop) {
      stop.tabIndex = -1;
      block.addEventListener("focusout", () => (stop.tabIndex = 0), { once: true });
    }
  } else if (event.key === "Escape") {
    // The first Escape closes the type (the page's keyboard listener, after this one); the next leaves.
    if (from && document.documentElement.classList.contains(TYPE_POPUPS_CLOSED)) block.focus();
  } else if (!(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)) {
    const names = Array.from(block.querySelectorAll<HTMLElement>(NAME));
    // From the block itself, any of these keys goes back to its name.
    const next = from ? nameForKey(names, names.indexOf(from), event.key) : /^(Arrow|Home|End)/.test(event.key) && stop;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }
}

/** focusin on a block with types: the name reached (by key, click or tap) becomes the block's Tab stop. */
export function onCodeFocus(event: BlockEvent): void {
  const name = nameOf(event.target);
  if (!name) return;
  (event.currentTarget as HTMLElement).querySelector<HTMLElement>(STOP)?.setAttribute("tabindex", "-1");
  name.tabIndex = 0;
}
