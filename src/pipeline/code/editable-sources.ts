import { isEditableLanguage, type EditableLanguage, type EditableSource, type EditableSources } from "../../shared/sample-editor";
import type { CodeBlockSource } from "./code-html";
import { parseCodeMeta, splitHiddenLines } from "./code-sample";

/**
 * What the in-place editor (src/editor/, issue 26) needs of a ts/tsx sample: its whole program,
 * hidden lines apart, and the markers that change how it compiles. It travels in the page context
 * next to the block's HTML, at the same place, and is read only when a reader presses "Edit".
 */
export function editableSourceOf(code: string, language: EditableLanguage, meta: string | null | undefined): EditableSource {
  const { hidden, visible } = splitHiddenLines(code, language);
  const markers = parseCodeMeta(meta);
  return { language, hidden, code: visible, ...(markers.fails && { fails: true }) };
}

/**
 * The editable source of each block of a doc, in document order as its HTML (code-html.ts codeHtmlOf); `null`
 * for a block that is not ts/tsx, which has no Edit control (a `vue` sample included: CODE_LANGUAGES).
 */
export const editableSourcesOf = (blocks: ReadonlyArray<CodeBlockSource>): EditableSources =>
  blocks.map((block) => (isEditableLanguage(block.lang) ? editableSourceOf(block.value, block.lang, block.meta) : null));
