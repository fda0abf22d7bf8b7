import { CODE_LANGUAGES, isCodeLanguage } from "./code-language";

/**
 * What a page's code data holds for the in-place sample editor (src/editor/; src/shared/code-data.ts): each
 * sample's source, made by the build (src/pipeline/code/editable-sources.ts) and read in the browser on Edit.
 */

/** A ts/tsx sample as the editor compiles it: the same program the build typed. */
export interface EditableSource {
  language: "ts" | "tsx";
  /** The lines above `// ---cut---`, compiled but not shown ("" when the block hides none). */
  hidden: string;
  /** The lines the reader sees and edits, `// ^?` query lines included. */
  code: string;
  /** Marked `fails`: the sample shows a compiler error on purpose. */
  fails?: true;
}

/**
 * A doc's editable samples in document order, one per code block, as its blocks' HTML
 * (src/pipeline/code/code-html.ts): `null` for a block that is not TypeScript.
 */
export type EditableSources = ReadonlyArray<EditableSource | null>;

/** Whether a block of `language` is a sample the editor compiles: a language the build checks (code-language.ts). */
export const isEditableLanguage = (language: string): boolean => isCodeLanguage(language) && CODE_LANGUAGES[language].checked;

/** The line that ends a sample's hidden lines (the build reads it as src/pipeline/code/code-sample.ts CUT_MARKER). */
export const CUT_LINE = "// ---cut---";
