import { useRef, useState, type MutableRefObject } from "react";
import type { EditableSource } from "../../shared/sample-editor";
import type { OpenEditor } from "./SampleEditor";

/** static: the build's block; loading: the editor and TypeScript are on their way (the block stays); editing: the editor stands in for it. */
export type EditPhase = "static" | "loading" | "editing";

export interface SampleEdit {
  /** The sample's source; undefined for a block that is not TypeScript (it has no Edit). */
  source: EditableSource | undefined;
  phase: EditPhase;
  /** Why the last Edit did not start the editor ("" when it did, or before any). */
  failure: string;
  Editor?: OpenEditor;
  /** The reader's code, kept when the editor closes (undefined: never edited, or reset). */
  code: MutableRefObject<string | undefined>;
  /** Edit, or Close while editing. */
  toggle(): void;
}

/**
 * "Try it in place" (issue 26): the state of one sample's editor, the only part of it in the page's
 * first load. Edit downloads the editor (CodeMirror, SampleEditor.tsx) and starts the TypeScript worker
 * at once, side by side; the block turns into the editor when the compiler has answered.
 */
export function useSampleEdit(source: EditableSource | undefined): SampleEdit {
  const [state, setState] = useState<Pick<SampleEdit, "phase" | "failure" | "Editor">>({ phase: "static", failure: "" });
  const code = useRef<string>();
  const toggle = () => {
    if (state.phase === "editing") {
      setState({ phase: "static", failure: "" });
      return;
    }
    if (state.phase === "loading" || !source) return;
    setState({ phase: "loading", failure: "" });
    const client = import("./compiler/compiler-client").then(({ compilerClient }) => compilerClient());
    Promise.all([import("./SampleEditor"), client])
      .then(([{ editorFor }, started]) => editorFor(source, code, started))
      .then(
        (Editor) => setState({ phase: "editing", failure: "", Editor }),
        // A chunk that did not download, or the worker's own reason.
        (error: Error) => setState({ phase: "static", failure: error.name === "ChunkLoadError" ? "its code did not download" : error.message }),
      );
  };
  return { source, ...state, code, toggle };
}
