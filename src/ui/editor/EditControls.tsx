import React, { useEffect, useRef } from "react";
import type { SampleEdit } from "./useSampleEdit";

/**
 * The sample's Edit button in the block's header; while the editor is open, Reset and Close in its place.
 * Edit is in the server HTML, the width it keeps once the scripts run; CSS hides it until they have
 * (code.css), so a page without them has no dead control. Closing puts the focus back on Edit.
 */
export function EditControls({ edit }: { edit: SampleEdit }) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !edit.editing) editButton.current?.focus();
    wasEditing.current = edit.editing;
  }, [edit.editing]);
  if (!edit.source) return null;
  if (edit.editing) {
    return (
      <>
        <button type="button" onClick={edit.reset} aria-label="Reset the sample to the original">
          Reset
        </button>
        <button type="button" onClick={edit.close} aria-label="Close the editor">
          Close
        </button>
      </>
    );
  }
  const loading = edit.phase === "loading";
  return (
    <button ref={editButton} type="button" aria-disabled={loading || undefined} onClick={loading ? undefined : edit.open} aria-label={loading ? "Loading the editor" : "Edit this sample, with the TypeScript compiler"}>
      {loading ? "Loading…" : "Edit"}
    </button>
  );
}
