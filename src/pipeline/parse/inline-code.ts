/**
 * Short inline code never breaks across lines: `'keep-all'` split after its hyphen, in a table cell
 * on a phone, reads as two words (issue 24). CSS cannot tell short code from long, and long code
 * (a call with its arguments) must still wrap on a phone, so the compile marks the short spans.
 */
import type { InlineCode, Root } from "mdast";
import { visit } from "unist-util-visit";

/**
 * The longest code kept on one line: 24 characters of the doc's monospace (0.88 em of 16 px) are
 * about 205 px, well inside a phone's 358 px text column, and every code span of the docs up to
 * this length is a name, a literal or a short expression.
 */
export const SHORT_INLINE_CODE = 24;

/** The class of a short span (markdown.css keeps it on one line). */
export const UNBROKEN_CODE_CLASS = "unbroken";

/** Remark plugin of the MDX compile: short inline code gets UNBROKEN_CODE_CLASS. */
export default function remarkShortInlineCode() {
  return (tree: Root) => {
    visit(tree, "inlineCode", (node: InlineCode) => {
      if (node.value.length > SHORT_INLINE_CODE) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object | undefined), className: [UNBROKEN_CODE_CLASS] } };
    });
  };
}
