import type { CodeLanguage } from "./code-language";

/**
 * What a page's code data holds for the in-place sample editor (src/editor/; src/shared/code-data.ts): each
 * sample's source, made by the build (src/pipeline/code/editable-sources.ts) and read in the browser on Edit.
 */

/**
 * The languages the editor opens: TypeScript's. A `vue` sample (a single-file component) is checked by the build
 * but has no Edit control: Vue's language service would not fit the editor's budgets (the sample editor's
 * reference, docs/sample-editor.md, gives the figures).
 */
export const EDITABLE_LANGUAGES = ["ts", "tsx"] as const satisfies ReadonlyArray<CodeLanguage>;
export type EditableLanguage = (typeof EDITABLE_LANGUAGES)[number];

/** Whether a block of `language` is a sample the editor compiles. */
export const isEditableLanguage = (language: string): language is EditableLanguage => (EDITABLE_LANGUAGES as readonly string[]).includes(language);

/** A ts/tsx sample as the editor compiles it: the same program the build typed. */
export interface EditableSource {
  language: EditableLanguage;
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

/** The line that ends a sample's hidden lines (the build reads it as src/pipeline/code/code-sample.ts CUT_MARKER). */
export const CUT_LINE = "// ---cut---";
