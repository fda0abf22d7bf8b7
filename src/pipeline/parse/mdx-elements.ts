/** MDX elements in a doc's tree (`<Tabs>`, `<Callout>`, ...), as the build's content checks read them. */
import type { Content, Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { place } from "../errors/errors";

export type MdxElement = MdxJsxFlowElement | MdxJsxTextElement;

export const isMdxElement = (node: Content | Root, name: string): node is MdxElement => (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === name;

/** A string attribute as written, `true` when bare, undefined when absent (or an expression's source). */
export function attribute(node: MdxElement, name: string): string | true | undefined {
  for (const entry of node.attributes) {
    if (entry.type !== "mdxJsxAttribute" || entry.name !== name) continue;
    const { value } = entry;
    return value === null || value === undefined ? true : typeof value === "string" ? value : value.value;
  }
  return undefined;
}

/** The element's place in its file, for an error. */
export const elementPlace = (file: string, node: MdxElement) => place(file, node.position?.start.line, node.position?.start.column);
