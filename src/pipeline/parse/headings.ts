/**
 * The one heading extractor: the ids of a doc's h2-h6 and their text, read from its Markdown tree.
 * The MDX compile gives each heading its id with the same function (remarkHeadingIds, in the
 * remark plugins of markdown-syntax.ts), so the table of contents, link checks, search sections
 * and the page always agree.
 */
import GithubSlugger from "github-slugger";
import type { Heading as HeadingNode, Literal, Parent, Root } from "mdast";
import type { Node } from "unist";
import { visitTree } from "./visit-tree";

export interface Heading {
  depth: number;
  /** Plain text of the heading, as a reader sees it. */
  value: string;
  /** The anchor id (GitHub-style slug, unique within the page). */
  id: string;
}

/** The text a reader sees in a node: text and code spans; images, expressions and raw markup add nothing. */
export function plainText(node: Node): string {
  if (node.type === "text" || node.type === "inlineCode") return (node as Literal).value;
  if (node.type === "break") return "\n";
  return "children" in node ? (node as Parent).children.map(plainText).join("") : "";
}

/** Data of a node set beside a heading's words, not one of them: the Markdown form of a `<Since>` mark. */
export type MarkData = {
  mark: true;
};
const isMark = (node: Node) => (node.data as Partial<MarkData> | undefined)?.mark === true;

/** A heading's words: its plain text without the marks beside it, so a mark never changes its id. */
const headingText = (node: HeadingNode): string => node.children.filter((child) => !isMark(child)).map(plainText).join("").trim();

/** Every h2-h6 of a tree in document order (inside components too), with its id. */
export function headingNodes(tree: Root): Array<{ node: HeadingNode; heading: Heading }> {
  const slugger = new GithubSlugger();
  const found: Array<{ node: HeadingNode; heading: Heading }> = [];
  visitTree(tree, "heading", (node) => {
    if (node.depth < 2) return;
    const value = headingText(node);
    found.push({ node, heading: { depth: node.depth, value, id: slugger.slug(value) } });
  });
  return found;
}

export const headingsOf = (tree: Root): Heading[] => headingNodes(tree).map(({ heading }) => heading);

/**
 * Remark plugin of the MDX compile: each h2-h6 gets its id and, as its last child, a self-link
 * (`<a class="heading-anchor">`, its "#" drawn by CSS so the heading's text stays clean).
 */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    for (const { node, heading } of headingNodes(tree)) {
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object | undefined), id: heading.id } };
      // A node of no mdast type becomes the element its data names (mdast-util-to-hast).
      const anchor = { type: "headingAnchor", children: [], data: { hName: "a", hProperties: { className: ["heading-anchor"], href: `#${heading.id}`, ariaLabel: `Direct link to ${heading.value}` } } };
      node.children.push(anchor as unknown as HeadingNode["children"][number]);
    }
  };
}
