/** A page's HTML by kind, gzipped bytes (html-kinds.cjs). */
export interface HtmlKinds {
  total: number;
  typeText: number;
  lineBoxes: number;
  css: number;
  scripts: number;
  head: number;
  code: number;
  toc: number;
  nav: number;
  icons: number;
  /** The words and their markup: what is left once every kind is taken out. */
  content: number;
  /** Every kind but code, the table of contents and content: what the site adds around them. */
  overhead: number;
}

export const KINDS: ReadonlyArray<{ kind: keyof HtmlKinds; overhead: boolean; pattern: RegExp }>;
export const HTML_BUDGETS: { totalGz: number; overheadGz: number };
export function gzipSize(text: string): number;
export function htmlKinds(html: string): HtmlKinds;
