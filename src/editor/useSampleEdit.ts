import { useRef, useState, type MutableRefObject } from "react";
import type { EditableSource } from "../shared/sample-editor";
import type { Analysis } from "./compiler/sample-compiler";
import type { OpenEditor } from "./SampleEditor";

/** static: the build's block; loading: the editor and TypeScript are on their way (the block stays); editing: the editor stands in for it. */
export type EditPhase = "static" | "loading" | "editing";

export interface SampleEdit {
  /** Whether the block is a sample the editor takes (it has an Edit button). */
  editable: boolean;
  /** The sample's source, once the first Edit has fetched it with the page's code data. */
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

/** The failure shown when the editor's code, or the sample's source, could not be fetched. */
const NOT_DOWNLOADED = "its code did not download";

/**
 * "Try it in place" (issue 26): the state of one sample's editor, the only part of it in the page's
 * first load. Edit downloads the editor (CodeMirror, SampleEditor.tsx) and starts the TypeScript worker
 * at once, side by side with the sample's source (`loadSource`: the page's code data, src/shared/code-data.ts),
 * and asks the worker its first question as soon as both are in (it loads TypeScript on that question). The
 * editor is made out of sight when its code is in, while the compiler works (about a second), and the block
 * turns into it when the compiler has answered: click to first diagnostics 1,944 -> 1,822 ms median against
 * making the editor after the answer (15 runs of each, 2-core machine, `npm run bench`).
 */
export function useSampleEdit(loadSource: (() => Promise<EditableSource | null>) | undefined): SampleEdit {
  const [state, setState] = useState<Pick<SampleEdit, "phase" | "failure" | "Editor" | "initial" | "source">>({ phase: "static", failure: "", source: undefined });
  const code = useRef<string>();
  const toggle = () => {
    if (state.phase === "editing") {
      setState((now) => ({ ...now, phase: "static", failure: "" }));
      return;
    }
    if (state.phase === "loading" || !loadSource) return;
    setState((now) => ({ ...now, phase: "loading", failure: "" }));
    const source = loadSource().then(
      (found) => found ?? Promise.reject(new Error("this page has no source for the sample")),
      () => Promise.reject(new Error(NOT_DOWNLOADED)),
    );
    const client = import("./compiler/compiler-client").then(({ compilerClient }) => compilerClient());
    const initial = Promise.all([client, source]).then(([started, found]) => started.request("analyse", found, code.current ?? found.code));
    const editor = Promise.all([import("./SampleEditor"), client, source]).then(([{ editorFor }, started, found]) => editorFor(found, code, started));
    // Its failure is the one below.
    editor.then((Editor) => setState((now) => (now.phase === "loading" ? { ...now, Editor } : now)), () => undefined);
    Promise.all([editor, initial, source]).then(
      ([Editor, analysis, found]) => setState({ phase: "editing", failure: "", Editor, initial: analysis, source: found }),
      // A chunk or the code data that did not download, or the worker's own reason.
      (error: Error) => setState((now) => ({ ...now, phase: "static", failure: error.name === "ChunkLoadError" ? NOT_DOWNLOADED : error.message })),
    );
  };
  return { editable: loadSource !== undefined, ...state, code, toggle };
}
