/**
 * The sample editor's CodeMirror 6 set-up (loaded with the editor, on the first "Edit"): TypeScript
 * highlighting in the site's token colours, the compiler's errors underlined, the answers of `// ^?`
 * lines under them (as the page shows them), quick info on hover and at the cursor, completion.
 * Everything the compiler says comes from the worker (compiler/), asked through `Ask`.
 */
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { EditorState, StateEffect, StateField, type Extension, type Range } from "@codemirror/state";
import { Decoration, drawSelection, EditorView, hoverTooltip, keymap, showTooltip, ViewPlugin, WidgetType, type DecorationSet, type Tooltip, type ViewUpdate } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import type { Analysis, Completions, EditorDiagnostic, QuickInfo } from "./compiler/sample-compiler";

/** What the editor asks the worker, for the text it has now. */
export interface Ask {
  quickInfo(code: string, offset: number): Promise<QuickInfo | null>;
  completions(code: string, offset: number): Promise<Completions | null>;
}

export interface EditorSetup {
  doc: string;
  language: "ts" | "tsx";
  label: string;
  /** The id of the visible hint (how to leave the editor), for aria-describedby. */
  hintId: string;
  ask: Ask;
  onChange(code: string): void;
  /** Quick info reached with the keyboard (the cursor rests on a name), for the polite announcement. */
  onCursorInfo(text: string): void;
}

/** How long the cursor rests on a name before its quick info shows (keyboard users move through names). */
const CURSOR_INFO_DELAY_MS = 400;

/** The site's token colours (src/ui/styles/code.css, the classes of the build's highlighting). */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.comment, tags.lineComment, tags.blockComment, tags.docComment], color: "var(--tok-comment)" },
  { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword, tags.definitionKeyword, tags.moduleKeyword, tags.bool, tags.null, tags.self, tags.tagName], color: "var(--tok-keyword)" },
  { tag: [tags.string, tags.special(tags.string), tags.regexp, tags.attributeValue], color: "var(--tok-string)" },
  { tag: [tags.number, tags.atom, tags.constant(tags.variableName), tags.standard(tags.variableName)], color: "var(--tok-number)" },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.function(tags.definition(tags.variableName))], color: "var(--tok-function)" },
  { tag: [tags.typeName, tags.className, tags.attributeName, tags.propertyName, tags.definition(tags.propertyName)], color: "var(--tok-class)" },
  { tag: [tags.operator, tags.arithmeticOperator, tags.logicOperator, tags.compareOperator, tags.definitionOperator, tags.updateOperator], color: "var(--tok-operator)" },
]);

/** Looks of the block's code (code.css `.code-block pre`), both colour modes through the site's variables. */
const theme = EditorView.theme({
  "&": { color: "var(--color-code-fg)", backgroundColor: "var(--color-code-bg)", borderRadius: "0 0 calc(var(--radius) - 1px) calc(var(--radius) - 1px)" },
  "&.cm-focused": { outline: "3px solid var(--color-focus)", outlineOffset: "-3px" },
  // The static block's lines: code at 0.9em of the pre's 0.9em, lines 1.55 times the pre's size (code.css).
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "calc(1.55em / 0.9)", tabSize: "2" },
  ".cm-content": { padding: "0.9rem 0", caretColor: "var(--color-fg)" },
  ".cm-line": { padding: "0 1rem" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--color-fg)", borderLeftWidth: "2px" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection": { backgroundColor: "var(--color-primary-soft) !important" },
  ".cm-matchingBracket": { backgroundColor: "var(--color-primary-soft)", outline: "1px solid var(--color-border-strong)" },
  ".cm-ts-error": { textDecoration: "underline wavy var(--editor-error)", textDecorationSkipInk: "none", textUnderlineOffset: "3px" },
  ".cm-ts-expected": { textDecoration: "underline dotted var(--callout-warning-border)", textDecorationSkipInk: "none", textUnderlineOffset: "3px" },
  ".cm-tooltip": { border: "1px solid var(--color-border-strong)", borderRadius: "var(--radius)", backgroundColor: "var(--color-bg-raised)", color: "var(--color-fg)", boxShadow: "var(--shadow)" },
  ".cm-ts-info": { margin: "0", padding: "0.4rem 0.6rem", maxWidth: "min(34rem, 90vw)", maxHeight: "50vh", overflow: "auto", whiteSpace: "pre-wrap", overflowWrap: "anywhere", font: "0.85rem/1.45 var(--font-mono)" },
  ".cm-ts-info-error": { fontFamily: "var(--font-sans)", borderTop: "1px solid var(--color-border)", paddingTop: "0.3rem", marginTop: "0.3rem" },
  ".cm-ts-info-error:first-child": { borderTop: "none", paddingTop: "0", marginTop: "0" },
  ".cm-tooltip-autocomplete > ul": { fontFamily: "var(--font-mono)", maxHeight: "14em" },
  ".cm-tooltip-autocomplete ul li[aria-selected]": { backgroundColor: "var(--color-primary)", color: "var(--color-primary-contrast)" },
  // The answer of a `// ^?` line, under it, as the page shows it (code-types.css .tq).
  ".tq": { whiteSpace: "pre", fontSize: "inherit", color: "var(--color-fg)" },
});

const setAnalysis = StateEffect.define<Analysis>();

/**
 * The answer of a `// ^?` line, a block under it. Made on WidgetType's prototype rather than with
 * `class … extends WidgetType`: Gatsby's Babel preset compiles the site's classes to functions, and
 * a compiled subclass cannot call CodeMirror's native class constructor.
 */
function answerWidget(text: string): WidgetType {
  const widget = Object.create(WidgetType.prototype) as WidgetType & { text: string };
  return Object.assign(widget, {
    text,
    eq: (other: WidgetType) => (other as WidgetType & { text?: string }).text === text,
    toDOM: () => {
      const element = document.createElement("div");
      element.className = "tq";
      element.textContent = text;
      return element;
    },
  });
}

/** The errors and `// ^?` answers as decorations of a document (`length`: the document's). */
function decorationsOf(analysis: Analysis, state: EditorState): DecorationSet {
  const length = state.doc.length;
  const ranges: Array<Range<Decoration>> = [];
  for (const error of analysis.diagnostics) {
    if (error.hiddenLine || error.from > length) continue;
    // An error of no width (a missing `}` at the end, say) underlines the character before it.
    const to = Math.min(Math.max(error.to, error.from + 1), length);
    const from = Math.min(error.from, Math.max(to - 1, 0));
    if (from < to) ranges.push(Decoration.mark({ class: error.expected ? "cm-ts-expected" : "cm-ts-error" }).range(from, to));
  }
  for (const query of analysis.queries) {
    if (query.at > length) continue;
    const line = state.doc.lineAt(query.at);
    const text = `${" ".repeat(query.column)}^ ${query.text ?? "(no name above the ^)"}`;
    ranges.push(Decoration.widget({ widget: answerWidget(text), block: true, side: 1 }).range(line.to));
  }
  return Decoration.set(ranges, true);
}

/** The compiler's last answer and its decorations, moved along with the reader's edits until the next one. */
const analysisField = StateField.define<{ analysis: Analysis; decorations: DecorationSet }>({
  create: () => ({ analysis: { diagnostics: [], queries: [] }, decorations: Decoration.none }),
  update(value, transaction) {
    let next = transaction.docChanged ? { ...value, decorations: value.decorations.map(transaction.changes) } : value;
    for (const effect of transaction.effects) if (effect.is(setAnalysis)) next = { analysis: effect.value, decorations: decorationsOf(effect.value, transaction.state) };
    return next;
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.decorations),
});

/** The errors whose range holds `offset`. */
const errorsAt = (state: EditorState, offset: number): EditorDiagnostic[] =>
  state.field(analysisField).analysis.diagnostics.filter((error) => !error.hiddenLine && error.from <= offset && offset <= Math.max(error.to, error.from + 1));

function infoDom(info: QuickInfo | null, errors: EditorDiagnostic[]): HTMLElement {
  const element = document.createElement("div");
  element.className = "cm-ts-info";
  if (info) element.append(info.text);
  for (const error of errors) {
    const line = document.createElement("div");
    line.className = "cm-ts-info-error";
    line.textContent = `${error.expected ? "Expected error " : ""}TS${error.code}: ${error.message}`;
    element.append(line);
  }
  return element;
}

/** Quick info and errors where the pointer rests. */
const hoverInfo = (ask: Ask) =>
  hoverTooltip(async (view, offset) => {
    const info = await ask.quickInfo(view.state.doc.toString(), offset);
    const errors = errorsAt(view.state, offset);
    if (!info && !errors.length) return null;
    return { pos: info?.from ?? offset, end: info?.to ?? offset, above: false, create: () => ({ dom: infoDom(info, errors) }) };
  });

const setCursorTooltip = StateEffect.define<Tooltip | null>();
const cursorTooltipField = StateField.define<Tooltip | null>({
  create: () => null,
  update(tooltip, transaction) {
    for (const effect of transaction.effects) if (effect.is(setCursorTooltip)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

/**
 * Quick info at the cursor, for keyboard users: when the cursor rests on a name (not after a click,
 * which the hover already answers), its quick info and errors show under it and are announced.
 */
const cursorInfo = (ask: Ask, onCursorInfo: (text: string) => void) =>
  ViewPlugin.fromClass(
    class {
      timer = 0;
      lastAnnounced = "";
      constructor(readonly view: EditorView) {}
      update(update: ViewUpdate) {
        if (!update.selectionSet && !update.docChanged) return;
        window.clearTimeout(this.timer);
        const selection = update.state.selection.main;
        const byPointer = update.transactions.some((transaction) => transaction.isUserEvent("select.pointer"));
        // Not view.hasFocus: a page whose window is not the focused one (two test pages, a second window) would never show it.
        if (!selection.empty || byPointer) return;
        this.timer = window.setTimeout(() => void this.show(selection.head), CURSOR_INFO_DELAY_MS);
      }
      async show(offset: number) {
        const state = this.view.state;
        const info = await ask.quickInfo(state.doc.toString(), offset);
        if (this.view.state !== state) return;
        const errors = errorsAt(state, offset);
        if (!info && !errors.length) return;
        this.view.dispatch({ effects: setCursorTooltip.of({ pos: offset, above: false, create: () => ({ dom: infoDom(info, errors) }) }) });
        const text = [info?.text.split("\n")[0], ...errors.map((error) => `${error.expected ? "Expected error" : "Error"}: ${error.message}`)].filter(Boolean).join(". ");
        if (text !== this.lastAnnounced) onCursorInfo(text);
        this.lastAnnounced = text;
      }
      destroy() {
        window.clearTimeout(this.timer);
      }
    },
  );

/** CodeMirror's completion kinds, by TypeScript's (CodeMirror draws an icon for each). */
const COMPLETION_TYPES: Readonly<Record<string, string>> = {
  property: "property", method: "method", function: "function", "local function": "function", var: "variable", let: "variable", const: "constant",
  "local var": "variable", parameter: "variable", class: "class", interface: "interface", type: "type", enum: "enum", "enum member": "enum",
  keyword: "keyword", module: "namespace", alias: "namespace", "type parameter": "type",
};

/** Completion after `.` as one types, anywhere with Ctrl+Space. */
const completionSource = (ask: Ask) => async (context: CompletionContext): Promise<CompletionResult | null> => {
  const word = context.matchBefore(/[\w$]*/);
  const afterDot = context.state.sliceDoc((word?.from ?? context.pos) - 1, word?.from ?? context.pos) === ".";
  if (!context.explicit && !afterDot) return null;
  const result = await ask.completions(context.state.doc.toString(), context.pos);
  if (!result || context.aborted) return null;
  return {
    from: result.from,
    options: result.options.map((option, index) => ({ label: option.label, type: COMPLETION_TYPES[option.kind] ?? "text", boost: -index / result.options.length })),
    validFor: /^[\w$]*$/,
  };
};

export function createEditorState(setup: EditorSetup): EditorState {
  return EditorState.create({
    doc: setup.doc,
    extensions: [
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      javascript({ typescript: true, jsx: setup.language === "tsx" }),
      syntaxHighlighting(highlightStyle),
      autocompletion({ override: [completionSource(setup.ask)], icons: true }),
      // Tab indents; Escape then Tab leaves the editor (CodeMirror's rule, said in the hint under it).
      keymap.of([...closeBracketsKeymap, ...completionKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
      analysisField,
      cursorTooltipField,
      hoverInfo(setup.ask),
      cursorInfo(setup.ask, setup.onCursorInfo),
      theme,
      EditorView.contentAttributes.of({ "aria-label": setup.label, "aria-describedby": setup.hintId }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) setup.onChange(update.state.doc.toString());
      }),
    ] satisfies Extension[],
  });
}

/** Shows the compiler's answer (for the document as it is: the caller drops answers to older text). */
export function showAnalysis(view: EditorView, analysis: Analysis): void {
  view.dispatch({ effects: setAnalysis.of(analysis) });
}

/** Replaces the whole text (Reset), as one undoable change. */
export function replaceText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: { anchor: 0 } });
}

export { EditorView };
