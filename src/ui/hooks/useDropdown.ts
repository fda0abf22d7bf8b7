import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from "react";

export interface Dropdown {
  open: boolean;
  setOpen(open: boolean): void;
  close(): void;
  containerRef: RefObject<HTMLDivElement>;
  buttonRef: RefObject<HTMLButtonElement>;
  menuRef: RefObject<HTMLUListElement>;
  /** For the toggle button: ArrowDown opens and moves to the first item. */
  onButtonKeyDown(event: ReactKeyboardEvent): void;
  /** For the menu: arrows, Home and End move between items. */
  onMenuKeyDown(event: ReactKeyboardEvent): void;
}

const ITEM = "a[href], button:not([disabled])";

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(ITEM)) : [];
}

/**
 * Open/closed state of a navbar dropdown. It closes on a click, touch or
 * focus outside it and on Escape (focus returns to its button).
 */
export function useDropdown(): Dropdown {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      const target = event.target as Node | null;
      if (target && containerRef.current?.contains(target)) return;
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("mousedown", closeIfOutside);
    document.addEventListener("touchstart", closeIfOutside, { passive: true });
    document.addEventListener("focusin", closeIfOutside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", closeIfOutside);
      document.removeEventListener("touchstart", closeIfOutside);
      document.removeEventListener("focusin", closeIfOutside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  useEffect(() => {
    if (open && focusFirst) menuItems(menuRef.current)[0]?.focus();
    setFocusFirst(false);
  }, [open, focusFirst]);

  const onButtonKeyDown = useCallback((event: ReactKeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
    setFocusFirst(true);
  }, []);

  const onMenuKeyDown = useCallback((event: ReactKeyboardEvent) => {
    const items = menuItems(menuRef.current);
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target =
      event.key === "ArrowDown" ? items[(index + 1) % items.length]
      : event.key === "ArrowUp" ? items[(index - 1 + items.length) % items.length]
      : event.key === "Home" ? items[0]
      : event.key === "End" ? items[items.length - 1]
      : null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }, []);

  return { open, setOpen, close, containerRef, buttonRef, menuRef, onButtonKeyDown, onMenuKeyDown };
}
