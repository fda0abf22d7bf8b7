/**
 * What a doc page's data holds for the in-place sample editor (src/editor/): each sample's source, made
 * by the build (src/pipeline/code/editable-sources.ts) and read in the browser.
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

/** The line that ends a sample's hidden lines (the build reads it as src/pipeline/code/code-sample.ts CUT_MARKER). */
export const CUT_LINE = "// ---cut---";
