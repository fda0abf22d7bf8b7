import React, { useId, type MouseEvent, type ReactNode } from "react";
import { useDropdown } from "../hooks/useDropdown";
import * as styles from "./NavbarDropdown.module.css";

export interface NavbarDropdownProps {
  label: ReactNode;
  /** Accessible name of the button when `label` alone is not enough. */
  buttonLabel?: string;
  /** The items, each an <li> holding a link or button. */
  children: ReactNode;
  /** Called when it opens (e.g. to read the current address). */
  onOpen?(): void;
}

function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/** A navbar button that shows a list of links (a disclosure, operable by mouse, touch and keyboard). */
export function NavbarDropdown({ label, buttonLabel, children, onOpen }: NavbarDropdownProps) {
  const dropdown = useDropdown();
  const menuId = useId();
  const setOpen = (open: boolean) => {
    if (open) onOpen?.();
    dropdown.setOpen(open);
  };
  // Choosing an item closes the menu.
  const onMenuClick = (event: MouseEvent) => {
    if ((event.target as Element).closest("a, button")) dropdown.close();
  };
  return (
    <div className={styles.dropdown} ref={dropdown.containerRef}>
      <button
        ref={dropdown.buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={dropdown.open}
        aria-controls={menuId}
        aria-label={buttonLabel}
        onClick={() => setOpen(!dropdown.open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !dropdown.open) onOpen?.();
          dropdown.onButtonKeyDown(event);
        }}
      >
        {label}
        <Caret />
      </button>
      <ul id={menuId} ref={dropdown.menuRef} className={styles.menu} hidden={!dropdown.open} onKeyDown={dropdown.onMenuKeyDown} onClick={onMenuClick}>
        {children}
      </ul>
    </div>
  );
}
