import type { BlockEvent, BlockKeyEvent } from "./code-focus";
import { TYPE_POPUPS_CLOSED } from "./type-popups";

/**
 * The keyboard model of code blocks (code-focus.ts) loads on first use, on the first focus or key inside
 * a block with types: every doc page has code blocks, and the model was first-load JavaScript that only
 * a keyboard reader inside such a block runs (0.27 KB gzipped saved net; prefetching its chunk after load
 * would have cost 0.1 KB of webpack's runtime). Until it has arrived, a key is held and played to it then:
 * a key that would move to another name does not scroll meanwhile. Held keys are played in order, each
 * from where the one before it left focus (three ArrowRights move three names, not one three times), and
 * as it was meant when pressed (a first Escape, which only closes the type on show, does not leave the name).
 */
type Model = typeof import("./code-focus");

let model: Model | null = null;
let loading: Promise<Model> | null = null;

export function loadCodeFocus(): Promise<Model> {
  loading ??= import("./code-focus").then(
    (module) => (model = module),
    (error: unknown) => {
      loading = null; // tried again at the next key; until then the keys keep the browser's meaning
      throw error;
    },
  );
  return loading;
}

/** The focused element when it is inside the block (where an earlier held key has moved it). */
function focusedIn(block: EventTarget | null): Element | null {
  const focused = document.activeElement;
  return block instanceof Node && focused && block.contains(focused) ? focused : null;
}

/** keydown on a block with types. */
export function onCodeKeyDown(event: BlockKeyEvent): void {
  if (model) return model.onCodeKeyDown(event);
  const { key, target, currentTarget, altKey, ctrlKey, metaKey, shiftKey } = event;
  if (/^(Arrow|Home$|End$)/.test(key) && !(altKey || ctrlKey || metaKey || shiftKey)) event.preventDefault();
  // An Escape means what it meant when pressed: the page's listener has closed the type on show since.
  const typesClosed = document.documentElement.classList.contains(TYPE_POPUPS_CLOSED);
  loadCodeFocus().then(
    (loaded) => loaded.onCodeKeyDown({ key, target: focusedIn(currentTarget) ?? target, currentTarget, altKey, ctrlKey, metaKey, shiftKey, preventDefault: () => undefined, typesClosed }),
    () => undefined,
  );
}

/** focusin on a block with types. */
export function onCodeFocus(event: BlockEvent): void {
  if (model) return model.onCodeFocus(event);
  const { target, currentTarget } = event;
  loadCodeFocus().then(
    (loaded) => loaded.onCodeFocus({ target, currentTarget }),
    () => undefined,
  );
}
