import React, { useEffect, useRef } from "react";
import type { SampleEdit } from "./useSampleEdit";
import * as styles from "./EditControls.module.css";

/**
 * The sample's Edit button in the block's header (rendered once JavaScript runs, so a page without it
 * has no dead control); while the editor is open, Reset and Close in its place. Closing puts the focus
 * back on Edit.
 */
export function EditControls({ edit }: { edit: SampleEdit }) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && edit.phase === "static") editButton.current?.focus();
    wasEditing.current = edit.phase === "editing";
  }, [edit.phase]);
  if (!edit.source) return null;
  if (edit.phase === "editing") {
    return (
      <>
        <button type="button" className={styles.button} onClick={edit.reset} aria-label="Reset the sample to the original">
          Reset
        </button>
        <button type="button" className={styles.button} onClick={edit.close} aria-label="Close the editor">
          Close
        </button>
      </>
    );
  }
  const loading = edit.phase === "loading";
  return (
    <button ref={editButton} type="button" className={styles.button} aria-disabled={loading || undefined} onClick={loading ? undefined : edit.open} aria-label={loading ? "Loading the editor" : "Edit this sample, with the TypeScript compiler"}>
      {loading ? "Loading…" : "Edit"}
    </button>
  );
}
