import React, { useCallback, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { shortcutLabel } from "./search-shortcut";
import { createLazyComponent } from "../components/lazy/createLazyComponent";
import { useSearchDialog } from "./useSearchDialog";
import * as styles from "./SearchButton.module.css";

/**
 * The dialog, MiniSearch and the index stay out of the first-load bundle: they
 * load when search is opened, or a moment earlier when the pointer rests on the button.
 */
const loadDialogModule = () => import("./SearchDialog");
const LazySearchDialog = createLazyComponent(loadDialogModule, "search");

/** The navbar's search button; Ctrl+K / Cmd+K or "/" open the same dialog from anywhere. */
export function SearchButton() {
  const preload = useCallback(() => {
    loadDialogModule().then(
      (module) => module.preloadSearchIndex().catch(() => undefined), // the dialog reports load errors itself
      () => undefined,
    );
  }, []);
  const dialog = useSearchDialog(preload);
  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) dialog.hide();
  };
  return (
    <>
      <button
        ref={dialog.triggerRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={dialog.show}
        onPointerEnter={preload}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className={styles.label}>Search</span>
        {/* The shortcut is announced through aria-keyshortcuts; the hint is for the eye. Both
            platforms' hints are in the server HTML and share one cell, so the button has its final
            size before the scripts run; CSS shows the reader's (the boot script marks Apple ones). */}
        <kbd className={styles.keys} aria-hidden="true">
          <span>{shortcutLabel("")}</span>
          <span>{shortcutLabel("Mac")}</span>
        </kbd>
      </button>
      {dialog.open &&
        createPortal(
          <div className={styles.layer} onMouseDown={closeOnBackdrop}>
            <LazySearchDialog onClose={dialog.hide} onNavigate={dialog.hideForNavigation} takeTypedAhead={dialog.takeTypedAhead} leaveQuery={dialog.leaveQuery} />
          </div>,
          document.body,
        )}
    </>
  );
}
