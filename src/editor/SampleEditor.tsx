/**
 * The sample editor (issue 26), loaded on the first "Edit": CodeMirror in place of the block's code,
 * the TypeScript worker answering as the reader types. Under the code: the compiler's verdict and
 * Reset, how to leave the editor, the errors with their messages (each a button to its place), and the
 * hidden lines (compiled before the code, not editable). New errors, and quick info reached with the
 * keyboard, are announced politely.
 */
import React, { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type MutableRefObject } from "react";
import { StyleModule } from "style-mod";
import type { EditableSource } from "../shared/sample-editor";
import type { CompilerClient } from "./compiler/compiler-client";
import type { Analysis, EditorDiagnostic } from "./compiler/sample-compiler";
import { createEditorState, EditorView, replaceText, showAnalysis, type Ask } from "./codemirror-setup";

export interface SampleEditorProps {
  source: EditableSource;
  label: string;
  client: CompilerClient;
  /** The compiler's answer for the text the editor opens with; until it comes the editor is made but out of sight. */
  initial: Analysis | undefined;
  /** The reader's code: the editor opens with it and keeps it up to date. */
  code: MutableRefObject<string | undefined>;
}

/** A pause this short in typing is enough to ask the compiler again (it answers in tens of milliseconds). */
const ANALYSE_DELAY_MS = 40;

/** Styles of the parts around the code, mounted with the editor (none of it is in the pages' CSS). */
const styles = new StyleModule({
  ":root": { "--editor-error": "#c4221f" },
  ":root[data-theme='dark']": { "--editor-error": "#ff8a80" },
  ".stan-editor__code": { fontFamily: "var(--font-mono)", fontSize: "0.81em" },
  ".stan-editor__status": {
    display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.25rem 0.75rem", padding: "0.4rem 1rem",
    borderTop: "1px solid var(--color-border)", font: "0.8rem/1.4 var(--font-sans)", color: "var(--color-fg-muted)",
  },
  ".stan-editor__hint": { marginLeft: "auto" },
  ".stan-editor__verdict": { fontWeight: "600", color: "var(--color-fg)" },
  ".stan-editor__errors": { margin: "0", padding: "0.3rem 1rem 0.6rem", listStyle: "none", font: "0.85rem/1.45 var(--font-sans)" },
  ".stan-editor__errors li": { padding: "0.3rem 0 0.3rem 0.6rem", borderLeft: "3px solid var(--editor-error)", margin: "0.25rem 0", overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
  ".stan-editor__errors li.stan-editor__expected": { borderLeftColor: "var(--callout-warning-border)" },
  ".stan-editor__jump, .stan-editor__reset": {
    marginRight: "0.5rem", padding: "0 0.35rem", font: "600 0.8rem var(--font-sans)", border: "1px solid var(--color-border-strong)", borderRadius: "0.3rem",
    background: "var(--color-bg-raised)", color: "var(--color-fg)", cursor: "pointer",
  },
  ".stan-editor__jump:hover, .stan-editor__reset:hover": { borderColor: "var(--color-primary)", color: "var(--color-primary)" },
  ".stan-editor__hidden": { padding: "0.3rem 1rem 0.6rem", borderTop: "1px solid var(--color-border)", font: "0.8rem var(--font-sans)", color: "var(--color-fg-muted)" },
  ".stan-editor__hidden summary": { cursor: "pointer", padding: "0.2rem 0" },
  ".stan-editor__hidden pre": { margin: "0.3rem 0 0", padding: "0.5rem 0.75rem", overflowX: "auto", borderRadius: "0.3rem", background: "var(--color-bg-soft)", color: "var(--color-code-fg)", lineHeight: "1.55" },
});

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function verdictOf(source: EditableSource, errors: readonly EditorDiagnostic[]): string {
  const expected = errors.filter((error) => error.expected).length;
  const unexpected = errors.length - expected;
  const parts = [unexpected ? plural(unexpected, "error") : "No errors", expected ? `${plural(expected, "expected error")} (@ts-expect-error)` : ""].filter(Boolean);
  const verdict = parts.join(", ");
  // A `fails` sample shows a mistake on purpose: say so, and say when it compiles after all.
  if (source.fails) return unexpected ? `${verdict}: this sample shows a mistake on purpose` : `${verdict}: this sample, meant to fail, compiles now`;
  return verdict;
}

const errorKey = (error: EditorDiagnostic) => `${error.code}\n${error.message}`;

/** Where an error is, for the reader: its line in the editor (`text`: the text of the answer), or its hidden line. */
const placeOf = (error: EditorDiagnostic, text: string) => (error.hiddenLine ? `Hidden line ${error.hiddenLine}` : `Line ${text.slice(0, error.from).split("\n").length}`);

/** The editor of one sample; `initial`: the compiler's first answer, which it waits for out of sight (editorFor). */
export type OpenEditor = ComponentType<{ label: string; initial: Analysis | undefined }>;

/**
 * The editor of a sample, opening with the reader's code (kept in `code`) or the sample's. The block
 * makes it before the compiler's first answer and shows it with that answer (useSampleEdit.ts).
 */
export function editorFor(source: EditableSource, code: MutableRefObject<string | undefined>, client: CompilerClient): OpenEditor {
  return function OpenSampleEditor({ label, initial }) {
    return <SampleEditor source={source} label={label} client={client} initial={initial} code={code} />;
  };
}

export function SampleEditor({ source, label, client, initial, code }: SampleEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>();
  const hintId = useId();
  /** The compiler's last answer, and the text it is about (its offsets index that text). */
  const [answer, setAnswer] = useState<{ analysis: Analysis; text: string }>();
  const [announcement, setAnnouncement] = useState("");
  const [stopped, setStopped] = useState("");
  /** The compiler's last answer and the one before, to tell new errors. */
  const known = useRef(new Set<string>());
  const asking = useRef({ version: 0, inFlight: false, timer: 0 });

  const ask = useMemo<Ask>(
    () => ({
      quickInfo: (text, offset) => client.request("quickInfo", source, text, offset).catch(() => null),
      completions: (text, offset) => client.request("completions", source, text, offset).catch(() => null),
    }),
    [client, source],
  );

  const applyAnalysis = useCallback((next: Analysis, text: string) => {
    const editor = view.current;
    if (!editor) return;
    showAnalysis(editor, next);
    setAnswer({ analysis: next, text });
    const fresh = next.diagnostics.filter((error) => !known.current.has(errorKey(error)));
    known.current = new Set(next.diagnostics.map(errorKey));
    if (fresh.length) setAnnouncement(fresh.map((error) => `${error.expected ? "Expected error" : "Error"} on ${placeOf(error, text).toLowerCase()}: ${error.message}`).join(" "));
    else if (!next.diagnostics.length) setAnnouncement("No errors");
  }, []);

  /** Asks the compiler about the current text; one question at a time, the last text wins. */
  const analyse = useCallback(() => {
    const state = asking.current;
    const editor = view.current;
    if (!editor || state.inFlight) return;
    state.inFlight = true;
    const version = state.version;
    const text = editor.state.doc.toString();
    client.request("analyse", source, text).then(
      (next) => {
        state.inFlight = false;
        if (version === state.version) applyAnalysis(next, text);
        else analyse();
      },
      (error: unknown) => {
        state.inFlight = false;
        setStopped(error instanceof Error ? error.message : String(error));
      },
    );
  }, [client, source, applyAnalysis]);

  useLayoutEffect(() => {
    StyleModule.mount(document, styles);
    const state = createEditorState({
      doc: code.current ?? source.code,
      language: source.language,
      label,
      hintId,
      ask,
      onChange: (text) => {
        code.current = text;
        asking.current.version += 1;
        window.clearTimeout(asking.current.timer);
        asking.current.timer = window.setTimeout(analyse, ANALYSE_DELAY_MS);
      },
      onCursorInfo: setAnnouncement,
    });
    const editor = new EditorView({ state, parent: host.current as HTMLDivElement });
    view.current = editor;
    return () => {
      window.clearTimeout(asking.current.timer);
      view.current = undefined;
      editor.destroy();
    };
    // The editor is made once; what it needs later is read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The compiler's first answer: the editor shows it, comes into sight and takes the focus.
  useLayoutEffect(() => {
    const editor = view.current;
    if (!initial || !editor) return;
    showAnalysis(editor, initial);
    setAnswer({ analysis: initial, text: editor.state.doc.toString() });
    known.current = new Set(initial.diagnostics.map(errorKey));
    editor.focus();
    // Said once the editor has the focus (a live region announces changes, not its first text).
    const ready = window.setTimeout(() => setAnnouncement(`TypeScript is ready. ${verdictOf(source, initial.diagnostics)}.`), 150);
    return () => window.clearTimeout(ready);
  }, [initial, source]);

  const reset = () => {
    if (!view.current) return;
    replaceText(view.current, source.code);
    view.current.focus();
  };

  const jumpTo = (error: EditorDiagnostic) => {
    const editor = view.current;
    if (!editor || error.hiddenLine) return;
    editor.dispatch({ selection: { anchor: Math.min(error.from, editor.state.doc.length) }, scrollIntoView: true });
    editor.focus();
  };

  const errors = answer?.analysis.diagnostics ?? [];
  const hiddenCount = source.hidden ? source.hidden.split("\n").length : 0;
  return (
    <div className="stan-editor" hidden={!initial}>
      <div ref={host} className="stan-editor__code" />
      <div className="stan-editor__status">
        {(answer || stopped) && (
          <span className="stan-editor__verdict" data-testid="editor-verdict">
            {stopped ? `The compiler stopped: ${stopped}` : verdictOf(source, errors)}
          </span>
        )}
        <button type="button" className="stan-editor__reset" onClick={reset} aria-label="Reset the sample to the original">
          Reset
        </button>
        <span id={hintId} className="stan-editor__hint">
          Tab indents; Escape, then Tab, leaves the editor. Ctrl+Space completes.
        </span>
      </div>
      {answer && errors.length > 0 && (
        <ul className="stan-editor__errors" aria-label="Compiler errors">
          {errors.map((error, index) => {
            const where = placeOf(error, answer.text);
            return (
              <li key={`${index}:${error.from}:${error.code}`} className={error.expected ? "stan-editor__expected" : undefined}>
                {error.hiddenLine ? (
                  <span>{where}: </span>
                ) : (
                  <button type="button" className="stan-editor__jump" onClick={() => jumpTo(error)} aria-label={`${where}: go to the error`}>
                    {where}
                  </button>
                )}
                {error.expected ? "Expected, " : ""}TS{error.code}: {error.message}
              </li>
            );
          })}
        </ul>
      )}
      {hiddenCount > 0 && (
        <details className="stan-editor__hidden">
          <summary>{plural(hiddenCount, "hidden line")}, compiled before the code (not editable)</summary>
          <pre>{source.hidden}</pre>
        </details>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
