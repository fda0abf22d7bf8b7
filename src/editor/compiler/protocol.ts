/** Messages between the page (compiler-client.ts) and the TypeScript worker (compiler.worker.ts). */
import type { EditableSource } from "../../shared/sample-editor";
import type { Analysis, Completions, QuickInfo } from "./sample-compiler";

interface Asked {
  id: number;
  sample: EditableSource;
  /** The reader's code (the editor's text). */
  code: string;
}

export type CompilerRequest = (Asked & { kind: "analyse" }) | (Asked & { kind: "quickInfo"; offset: number }) | (Asked & { kind: "completions"; offset: number });

export interface CompilerAnswers {
  analyse: Analysis;
  quickInfo: QuickInfo | null;
  completions: Completions | null;
}

export type CompilerResponse = { id: number; ok: true; result: CompilerAnswers[keyof CompilerAnswers] } | { id: number; ok: false; error: string };
