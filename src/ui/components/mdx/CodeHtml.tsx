import React, { createContext, useContext, type ReactNode } from "react";

/** The HTML of a doc's code blocks in document order, from its page data (src/pipeline/code/code-html.ts). */
const CodeHtmlContext = createContext<readonly string[]>([]);

export function CodeHtmlProvider({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return <CodeHtmlContext.Provider value={value}>{children}</CodeHtmlContext.Provider>;
}

/**
 * The HTML of the doc's code block at `place`. The build has checked that the page's blocks are the ones
 * its data was made from (src/pipeline/code/remark-code.ts), so a miss is a bug: it fails the build's
 * HTML rendering. Under develop a saved doc's new page data and new code can arrive apart for a moment,
 * so there the block stays empty until both have.
 */
export function useCodeHtml(place: number, language: string): string {
  const blocks = useContext(CodeHtmlContext);
  const html = blocks[place];
  if (html !== undefined) return html;
  if (process.env.NODE_ENV === "development") return "";
  throw new Error(`No HTML for code block ${place + 1} (${language}) in this page's data, which holds ${blocks.length} (src/pipeline/code/remark-code.ts).`);
}
