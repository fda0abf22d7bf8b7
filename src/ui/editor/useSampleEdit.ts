import { useCallback, useRef, useState, type ComponentType, type MutableRefObject } from "react";
import type { EditableSource } from "../../shared/sample-editor";
import type { Analysis } from "./compiler/sample-compiler";
import type { CompilerClient } from "./compiler/compiler-client";
import type { SampleEditorProps } from "./SampleEditor";

/** static: the build's block; loading: the editor and TypeScript are on their way (the block stays); failed: they did not come. */
export type EditPhase = "static" | "loading" | "editing" | "failed";

export interface LoadedEditor {
  Editor: ComponentType<SampleEditorProps>;
  client: CompilerClient;
  /** The compiler's first answer: the editor replaces the block only once it has one. */
  initial: Analysis;
}

export interface SampleEdit {
  source: EditableSource | undefined;
  /** The editor's accessible name. */
  label: string;
  phase: EditPhase;
  /** The editor stands in for the block's code. */
  editing: boolean;
  failure: string;
  loaded: LoadedEditor | null;
  /** The reader's code, kept when the editor closes (undefined: never edited). */
  code: MutableRefObject<string | undefined>;
  /** Counts the presses of Reset, which the editor follows. */
  resets: number;
  open(): void;
  close(): void;
  reset(): void;
  /** The code in the editor while it is open (what Copy copies then), else undefined. */
  editedCode(): string | undefined;
}

/** Why the editor did not start, for the reader: a chunk that did not download, or the worker's own reason. */
const reasonOf = (error: unknown) => (error instanceof Error && error.name !== "ChunkLoadError" ? error.message : "its code did not download");

/**
 * "Try it in place" (issue 26): the state of one sample's editor. Nothing of the editor is in the
 * page's first load: the first open() downloads the editor (CodeMirror) and starts the TypeScript
 * worker at once, and the block turns into the editor when the compiler has answered.
 */
export function useSampleEdit(source: EditableSource | undefined, label: string): SampleEdit {
  const [phase, setPhase] = useState<EditPhase>("static");
  const [failure, setFailure] = useState("");
  const [loaded, setLoaded] = useState<LoadedEditor | null>(null);
  const [resets, setResets] = useState(0);
  const code = useRef<string>();
  const open = useCallback(() => {
    if (!source) return;
    setPhase("loading");
    const editor = import("./SampleEditor");
    const compiler = import("./compiler/compiler-client").then(async ({ compilerClient }) => {
      const client = compilerClient();
      return { client, initial: await client.request("analyse", source, code.current ?? source.code) };
    });
    Promise.all([editor, compiler]).then(
      ([{ SampleEditor }, { client, initial }]) => {
        setLoaded({ Editor: SampleEditor, client, initial });
        setPhase("editing");
      },
      (error: unknown) => {
        setFailure(reasonOf(error));
        setPhase("failed");
      },
    );
  }, [source]);
  const close = useCallback(() => setPhase("static"), []);
  const reset = useCallback(() => {
    code.current = undefined;
    setResets((count) => count + 1);
  }, []);
  const editedCode = () => (phase === "editing" && source ? code.current ?? source.code : undefined);
  return { source, label, phase, editing: phase === "editing", failure, loaded, code, resets, open, close, reset, editedCode };
}
