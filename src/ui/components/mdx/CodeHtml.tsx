import React, { createContext, useContext, useMemo, type ReactNode } from "react";
import { withPrefix } from "gatsby";
import type { EditableSource } from "../../../shared/sample-editor";
import { loadCodeData } from "../../behaviours/code-data";

/** What a page's code blocks read of its data: their HTML in document order, and where the rest waits (src/shared/code-data.ts). */
interface PageCode {
  blocks: readonly string[];
  /** The page's code data file (`code-data/<hash>.json`, src/pipeline/code/code-data.ts); none under develop's error pages. */
  data?: string;
}

const CodeHtmlContext = createContext<PageCode>({ blocks: [] });

export function CodeHtmlProvider({ value, data, children }: { value: readonly string[]; data?: string; children: ReactNode }) {
  const page = useMemo(() => ({ blocks: value, data }), [value, data]);
  return <CodeHtmlContext.Provider value={page}>{children}</CodeHtmlContext.Provider>;
}

/**
 * The HTML of the doc's code block at `place`. The build has checked that the page's blocks are the ones
 * its data was made from (src/pipeline/code/remark-code.ts), so a miss is a bug: it fails the build's
 * HTML rendering. Under develop a saved doc's new page data and new code can arrive apart for a moment,
 * so there the block stays empty until both have.
 */
export function useCodeHtml(place: number, language: string): string {
  const { blocks } = useContext(CodeHtmlContext);
  const html = blocks[place];
  if (html !== undefined) return html;
  if (process.env.NODE_ENV === "development") return "";
  throw new Error(`No HTML for code block ${place + 1} (${language}) in this page's data, which holds ${blocks.length} (src/pipeline/code/remark-code.ts).`);
}

/** What a block fetches when a reader reaches for it: its names' types, and its sample's source for the editor. */
export interface BlockData {
  types(): Promise<readonly string[]>;
  source(): Promise<EditableSource | null>;
}

/** The code data of the block at `place` in a page whose code data file is `data`. */
export function blockDataOf(data: string, place: number): BlockData {
  const load = () => loadCodeData(withPrefix(`/${data}`));
  return { types: () => load().then((code) => code.types[place] ?? []), source: () => load().then((code) => code.sources[place] ?? null) };
}

/** The code data of the doc's block at `place`; undefined where the page has none. */
export function useBlockData(place: number): BlockData | undefined {
  const { data } = useContext(CodeHtmlContext);
  return useMemo(() => (data ? blockDataOf(data, place) : undefined), [data, place]);
}
