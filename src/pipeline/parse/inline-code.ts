/**
 * Short inline code never breaks across lines: `'keep-all'` split after its hyphen, in a table cell
 * on a phone, reads as two words (issue 24). CSS cannot tell short code from long, and long code
 * (a call with its arguments) must still wrap on a phone, so the compile marks the long spans, the
 * few (5 of the caching guide's 100; each mark is a prop in the page's JavaScript), and CSS keeps
 * the others on one line.
 */
import type { Root } from "mdast";
import { visitTree } from "./visit-tree";

/**
 * The longest code kept on one line: 24 characters of the doc's monospace (0.88 em of 16 px) are
 * about 205 px, well inside a phone's 358 px text column, and every code span of the docs up to
 * this length is a name, a literal or a short expression.
 */
export const SHORT_INLINE_CODE = 24;

/** The class of a long span (markdown.css lets it wrap as text does). */
export const WRAPPING_CODE_CLASS = "wraps";

/** Remark plugin of the MDX compile: inline code longer than SHORT_INLINE_CODE gets WRAPPING_CODE_CLASS. */
export default function remarkShortInlineCode() {
  return (tree: Root) => {
    visitTree(tree, "inlineCode", (node) => {
      if (node.value.length <= SHORT_INLINE_CODE) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object | undefined), className: [WRAPPING_CODE_CLASS] } };
    });
  };
}
