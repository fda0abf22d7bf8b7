import type { EditableSources } from "./sample-editor";

/**
 * A page's code data: what its code blocks need only when a reader reaches for them, kept out of the
 * page's HTML and out of its page data (which is prefetched for every visible link). The build writes
 * it as one file per page, named by a hash of its content (src/pipeline/code/code-data.ts); the browser
 * fetches it on the first hover, focus or tap of a typed block, or on Edit (src/ui/behaviours/code-data.ts).
 */
export interface CodeData {
  /** For each code block in document order, the quick info of each of its names (`.tw`) in document order. */
  types: ReadonlyArray<ReadonlyArray<string>>;
  /** For each code block, the sample's source for the in-place editor (null for a block that is not ts/tsx). */
  sources: EditableSources;
}

/** The folder of public/ that holds the code data files (served at `/stan/code-data/<hash>.json`). */
export const CODE_DATA_DIR = "code-data";
