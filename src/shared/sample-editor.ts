/**
 * What the build hands the in-place sample editor (issue 26), shared by the build
 * (src/pipeline/code/editable-sources.ts, editor-assets.ts) and the browser (src/ui/editor/).
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
  /** Marked `react19`: compiled with React 19's types. */
  react19?: true;
}

/**
 * A doc's editable samples in document order, one per code block, as its blocks' HTML
 * (src/pipeline/code/code-html.ts): `null` for a block that is not TypeScript.
 */
export type EditableSources = ReadonlyArray<EditableSource | null>;

/** The line that ends a sample's hidden lines (the build reads it as src/pipeline/code/code-sample.ts CUT_MARKER). */
export const CUT_LINE = "// ---cut---";

/** The program the compiler sees for a sample: its hidden lines, the cut line, then the code (as the build joins them). */
export function compiledText(source: Pick<EditableSource, "hidden" | "code">, code: string = source.code): string {
  return source.hidden ? `${source.hidden}\n${CUT_LINE}\n${code}` : code;
}

/**
 * A set of declarations the editor's compiler reads: every file the build's compiler read for a
 * sample (TypeScript's lib files, Stan's declarations, React's types and what they import), under
 * the paths of the editor's virtual file system, and the compiler options the build used.
 */
export interface DeclarationBundle {
  /** The build's compiler options, as TypeScript holds them (enums as numbers, lib as file names). */
  options: Record<string, unknown>;
  /** File path -> text. */
  files: Record<string, string>;
  /** The Stan declarations each sample references (the build prepends `/// <reference path>` lines). */
  references: string[];
}

/** The editor's files, named by their content hash, relative to the site's root (`/stan/`). */
export interface EditorAssetNames {
  /** TypeScript's compiler (the build's version, minified), loaded into the worker. */
  typescript: string;
  /** Declarations for React 18 samples (and everything both React versions share). */
  react18: string;
  /** What React 19 samples need besides: React 19's types and their options. */
  react19: string;
}
