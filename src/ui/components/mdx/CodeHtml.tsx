import React, { createContext, useContext, type ReactNode } from "react";

/** A doc's highlighted code blocks by key, from its page data (src/pipeline/code/code-html.ts). */
const CodeHtmlContext = createContext<Readonly<Record<string, string>>>({});

export function CodeHtmlProvider({ value, children }: { value: Readonly<Record<string, string>>; children: ReactNode }) {
  return <CodeHtmlContext.Provider value={value}>{children}</CodeHtmlContext.Provider>;
}

/** The HTML of the code block with this key; a key the page data lacks is a build error, not an empty block. */
export function useCodeHtml(key: string, language: string): string {
  const html = useContext(CodeHtmlContext)[key];
  if (html === undefined) throw new Error(`No highlighted code for the ${language} block with key "${key}" in this page's data (src/pipeline/code/code-html.ts did not find the same block in the doc's source).`);
  return html;
}
