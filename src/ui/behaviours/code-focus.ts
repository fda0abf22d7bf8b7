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
const STOP = `${NAME}[tabindex="0"]`;

/** What the handlers read of a keyboard or focus event (a React event or a DOM one). */
interface BlockEvent {
  target: EventTarget | null;
  /** The block (its `<pre>`), where the handlers listen. */
  currentTarget: EventTarget | null;
}
interface BlockKeyEvent extends BlockEvent {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  preventDefault(): void;
}

const isName = (target: EventTarget | null): target is HTMLElement => target instanceof HTMLElement && target.matches(NAME);

/** The name on the nearest line below (`direction` 1) or above (-1) `from` that is closest to it across. */
function nearestOnNextLine(names: readonly HTMLElement[], from: HTMLElement, direction: 1 | -1): HTMLElement | undefined {
  const box = from.getBoundingClientRect();
  const start = names.indexOf(from);
  let lineTop: number | undefined;
  let nearest: HTMLElement | undefined;
  let distance = Infinity;
  // Names are in reading order: walk away from `from` until past the next line that holds one.
  for (let index = start + direction; index >= 0 && index < names.length; index += direction) {
    const other = names[index].getBoundingClientRect();
    if (direction === 1 ? other.top < box.bottom - 1 : other.bottom > box.top + 1) continue;
    lineTop ??= other.top;
    if (Math.abs(other.top - lineTop) > 1) break;
    const across = Math.abs(other.left - box.left);
    if (across < distance) [nearest, distance] = [names[index], across];
  }
  return nearest;
}

/** The name a key leads to from the name `from`, if any. */
export function nameForKey(names: readonly HTMLElement[], from: HTMLElement, key: string): HTMLElement | undefined {
  const at = names.indexOf(from);
  switch (key) {
    case "ArrowRight":
      return names[at + 1];
    case "ArrowLeft":
      return at > 0 ? names[at - 1] : undefined;
    case "ArrowDown":
    case "ArrowUp":
      return nearestOnNextLine(names, from, key === "ArrowDown" ? 1 : -1);
    case "Home":
      return names[0];
    case "End":
      return names[names.length - 1];
    default:
      return undefined;
  }
}

const ARROWS = new Set(["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "Home", "End"]);

/** keydown on a block with types. */
export function onCodeKeyDown(event: BlockKeyEvent): void {
  const block = event.currentTarget as HTMLElement;
  const from = isName(event.target) ? event.target : null;
  if (event.key === "Tab") {
    // From the block itself the next stop in document order is its own name: skip it once.
    const stop = from ? null : block.querySelector<HTMLElement>(STOP);
    if (stop) {
      stop.tabIndex = -1;
      setTimeout(() => (stop.tabIndex = 0));
    }
    return;
  }
  if (event.key === "Escape") {
    // The first Escape closes the type (the page's keyboard listener, after this one); the next leaves.
    if (from && document.documentElement.classList.contains(TYPE_POPUPS_CLOSED)) block.focus();
    return;
  }
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !ARROWS.has(event.key)) return;
  const next = from ? nameForKey(Array.from(block.querySelectorAll<HTMLElement>(NAME)), from, event.key) : (block.querySelector<HTMLElement>(STOP) ?? undefined);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** focusin on a block with types: the name reached (by key, click or tap) becomes the block's Tab stop. */
export function onCodeFocus(event: BlockEvent): void {
  if (!isName(event.target)) return;
  const block = event.currentTarget as HTMLElement;
  for (const stop of block.querySelectorAll<HTMLElement>(STOP)) stop.tabIndex = -1;
  event.target.tabIndex = 0;
}
