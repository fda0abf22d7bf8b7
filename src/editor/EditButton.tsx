import React from "react";
import type { SampleEdit } from "./useSampleEdit";

/**
 * A sample's Edit button in its block's header, Close while the editor is open (the focus stays on it).
 * It is in the server HTML and holds both words in one cell, so it keeps its width from the first paint
 * on; CSS hides it until the scripts have run (code.css), so a page without them has no dead control.
 */
export function EditButton({ edit }: { edit: SampleEdit }) {
  if (!edit.editable) return null;
  const { phase } = edit;
  return (
    <button
      type="button"
      className="code-block__edit"
      data-phase={phase}
      aria-disabled={phase === "loading" || undefined}
      aria-label={phase === "editing" ? "Close the editor" : phase === "loading" ? "Loading the editor" : "Edit this sample, with the TypeScript compiler"}
      onClick={edit.toggle}
    >
      <span>Edit</span>
      <span>Close</span>
    </button>
  );
}
