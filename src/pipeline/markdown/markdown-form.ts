/**
 * The Markdown form of an MDX component: what the page's Markdown copy (and the search index) shows
 * in its place. Each component has its form here, in src/pipeline/markdown/<Name>.markdown.ts;
 * markdown-export.ts lists them by name.
 */
import type { BlockContent, DefinitionContent, PhrasingContent } from "mdast";

/** A JSX element as its form receives it. */
export interface MarkdownFormInput {
  /** String attributes as written; a bare attribute (`<X flag>`) is `true`. */
  attributes: Readonly<Record<string, string | true>>;
  /** The element's children, already in their Markdown form. */
  children: Array<BlockContent | DefinitionContent>;
  /** `file:line` of the element, for content errors. */
  where: string;
}

/**
 * Returns the Markdown nodes that stand for the element (blocks for an element on lines of its own, phrasing for
 * one inside a paragraph or heading); throws a ContentError for attributes it cannot show.
 */
export type MarkdownForm = (input: MarkdownFormInput) => Array<BlockContent | DefinitionContent | PhrasingContent>;

export const text = (value: string): PhrasingContent => ({ type: "text", value });
export const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: "paragraph", children });
export const strong = (value: string): PhrasingContent => ({ type: "strong", children: [text(value)] });
