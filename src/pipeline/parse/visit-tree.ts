/**
 * The one way the site walks a Markdown tree: unist-util-visit, with the visitor's node typed from the
 * type asked for. Called directly, visit's own types work out every node type the tree can hold (MDX's
 * included) and every parent each can have: two calls took 19 of the type check's 32 s.
 */
import type { Content, Parent, Root } from "mdast";
import type { Node } from "unist";
import { visit, type VisitorResult } from "unist-util-visit";

/** Any node of a doc's Markdown tree. */
export type MarkdownNode = Root | Content;

type Visitor<Visited> = (node: Visited, index: number | null, parent: Parent | null) => VisitorResult;

/** Visits every node of `tree` (the tree itself first), in document order. */
export function visitTree(tree: MarkdownNode, visitor: Visitor<MarkdownNode>): void;
/** Visits every node of `tree` of the given type, in document order. */
export function visitTree<Type extends MarkdownNode["type"]>(tree: MarkdownNode, type: Type, visitor: Visitor<Extract<MarkdownNode, { type: Type }>>): void;
export function visitTree(tree: MarkdownNode, ...rest: [Visitor<never>] | [string, Visitor<never>]): void {
  (visit as (tree: Node, ...rest: unknown[]) => void)(tree, ...rest);
}
