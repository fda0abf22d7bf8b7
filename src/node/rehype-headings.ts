import { createSlugger } from "./headings";
import { element, hastToText, isElement, visitParents, type HastNode } from "./hast";

const HEADING = /^h[2-6]$/;

/**
 * Gives h2-h6 their anchor id (the same slug extractHeadings computes from the
 * source, so the table of contents and link checks agree with the page) and
 * appends a self-link. The link's "#" comes from CSS so heading text stays clean.
 */
export default function rehypeHeadings() {
  return (tree: HastNode) => {
    const slug = createSlugger();
    visitParents(tree, (node) => {
      if (!isElement(node) || !HEADING.test(node.tagName)) return;
      const text = hastToText(node).trim();
      const id = slug(text);
      node.properties = { ...node.properties, id };
      node.children.push(
        element("a", { className: ["heading-anchor"], href: `#${id}`, ariaLabel: `Direct link to ${text}` }, []),
      );
    });
  };
}
