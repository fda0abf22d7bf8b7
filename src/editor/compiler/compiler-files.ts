/**
 * The files the editor's compiler loads, as the build makes them (../editor-assets.ts) and the worker
 * reads them (compiler.worker.ts).
 */

/**
 * The declarations the editor's compiler reads: every file the build's compiler read for a
 * sample (TypeScript's lib files, Stan's declarations, React's types and what they import), under
 * the paths of the editor's virtual file system, and the compiler options the build used.
 */
export interface DeclarationBundle {
  /** The build's compiler options, as TypeScript holds them (enums as numbers, lib as file names). */
  options: Record<string, unknown>;
  /** File path -> text. */
  files: Record<string, string>;
}

/** The editor's files, named by their content hash, relative to the site's root (`/stan/`). */
export interface EditorAssetNames {
  /** TypeScript's compiler (the build's version, minified), loaded into the worker. */
  typescript: string;
  /** The declarations (a DeclarationBundle). */
  declarations: string;
}
