/**
 * The remark plugins of the MDX compile (gatsby-config.ts), declared once: the build's own parse of
 * each doc (doc-tree.ts) runs the same list, so it reads the same syntax (GFM tables, strikethrough,
 * autolinks) and the same heading ids as the pages. Short inline code is marked to stay on one line.
 */
import remarkGfm from "remark-gfm";
import remarkHeadingIds from "./headings";
import remarkShortInlineCode from "./inline-code";

export const remarkPlugins = [remarkGfm, remarkHeadingIds, remarkShortInlineCode];
