import type { Code, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { frontmatter } from "micromark-extension-frontmatter";
import { gfm } from "micromark-extension-gfm";
import { mdxjs } from "micromark-extension-mdxjs";

type MdastNode = Root | Root["children"][number];

function collectCode(node: MdastNode, found: Code[]): Code[] {
  if (node.type === "code") found.push(node);
  if ("children" in node) for (const child of node.children as MdastNode[]) collectCode(child, found);
  return found;
}

/**
 * `mdx`: a doc (the site compiles .md and .mdx docs as MDX); `md`: plain Markdown, for
 * content/README.md, the authoring guide, which is not a page and uses `<https://...>` links.
 */
export type Syntax = "mdx" | "md";

/**
 * The fenced code blocks of a doc file (front matter included, so each block's
 * `position.start.line` is its opening fence's line in the file), in document order,
 * inside JSX such as <TabItem> too. One parse with the MDX, GFM and front matter syntax
 * extensions, as the MDX compiler reads the file.
 */
export function codeBlocksOf(fileText: string, syntax: Syntax = "mdx"): Code[] {
  const mdx = syntax === "mdx";
  const tree = fromMarkdown(fileText, {
    extensions: [...(mdx ? [mdxjs()] : []), gfm(), frontmatter(["yaml"])],
    mdastExtensions: [...(mdx ? [mdxFromMarkdown()] : []), gfmFromMarkdown(), frontmatterFromMarkdown(["yaml"])],
  });
  return collectCode(tree, []);
}
