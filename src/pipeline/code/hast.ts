/** The small part of the HTML syntax tree (hast) that the build plugins touch. */
export interface HastText {
  type: "text";
  value: string;
}

export interface HastElement {
  type: "element";
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
  data?: { meta?: string | null };
}

export interface HastOther {
  type: "root" | "comment" | "doctype" | "raw" | "mdxJsxFlowElement" | "mdxJsxTextElement" | "mdxFlowExpression" | "mdxTextExpression" | "mdxjsEsm";
  children?: HastNode[];
  value?: string;
}

export type HastNode = HastText | HastElement | HastOther;

export function isElement(node: HastNode, tagName?: string): node is HastElement {
  return node.type === "element" && (tagName === undefined || node.tagName === tagName);
}

export function childrenOf(node: HastNode): HastNode[] {
  return node.type === "text" ? [] : node.children ?? [];
}

export function hastToText(node: HastNode): string {
  if (node.type === "text") return node.value;
  return childrenOf(node).map(hastToText).join("");
}

/** Depth-first walk over every node with children. */
export function visitParents(node: HastNode, visit: (node: HastNode) => void): void {
  visit(node);
  for (const child of childrenOf(node)) visitParents(child, visit);
}

export const element = (tagName: string, properties: Record<string, unknown>, children: HastNode[]): HastElement => ({
  type: "element",
  tagName,
  properties,
  children,
});

export const text = (value: string): HastText => ({ type: "text", value });
