import { APPLE_PLATFORM } from "../behaviours/platform";

/** The keys that open search: Ctrl+K / Cmd+K anywhere, and "/" when not typing. */

type KeyEventLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "target">;

/** True while focus is in a text field, where "/" must type a slash. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !["button", "checkbox", "radio", "reset", "submit", "range", "color", "file", "image"].includes(element.type);
  return false;
}

export function isSearchShortcut(event: KeyEventLike): boolean {
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
}

/** "⌘ K" on Apple platforms, "Ctrl K" elsewhere (for the hint on the button). */
export function shortcutLabel(platform: string): string {
  return APPLE_PLATFORM.test(platform) ? "⌘ K" : "Ctrl K";
}
