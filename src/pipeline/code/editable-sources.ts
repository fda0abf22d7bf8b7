import type { EditableSource, EditableSources } from "../../shared/sample-editor";
import { codeBlockKey, type CodeBlockSource } from "./code-html";
import { isCheckedLanguage, parseCodeMeta, splitHiddenLines } from "./code-sample";

/**
 * What the in-place editor (src/ui/editor/, issue 26) needs of a ts/tsx sample: its whole program,
 * hidden lines apart, and the markers that change how it compiles. It travels in the page context
 * next to the block's HTML, under the same key, and is read only when a reader presses "Edit".
 */
export function editableSourceOf(code: string, language: "ts" | "tsx", meta: string | null | undefined): EditableSource {
  const { hidden, visible } = splitHiddenLines(code);
  const markers = parseCodeMeta(meta);
  return { language, hidden, code: visible, ...(markers.fails && { fails: true }), ...(markers.react19 && { react19: true }) };
}

/** The editable source of each ts/tsx block of a doc, by the key of its HTML (code-html.ts codeBlockKey). */
export function editableSourcesOf(blocks: ReadonlyArray<CodeBlockSource>): EditableSources {
  const sources: Record<string, EditableSource> = {};
  for (const block of blocks) {
    if (!isCheckedLanguage(block.lang)) continue;
    sources[codeBlockKey(block.lang, block.meta, block.value)] = editableSourceOf(block.value, block.lang, block.meta);
  }
  return sources;
}
