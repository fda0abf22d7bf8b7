/**
 * What the build knows about a doc beyond its front matter, all read from its one tree (doc-tree.ts)
 * when its node is created and kept on the Doc node: createPages (link checks, highlighted code) and
 * the files written after the build (Markdown copies, llms-full.txt, search index) use them as they are.
 */
import type { Code, Root } from "mdast";
import { absoluteUrl } from "../lib/paths";
import { codeBlocksOf } from "./doc-tree";
import { sectionsOf, type DocSection } from "./doc-sections";
import { linksOf, type DocLink } from "./links";
import { exportTree, treeToMarkdown } from "./markdown-export";

export interface DocFacts {
  /** Every link, with its line in the file (checked in createPages). */
  links: DocLink[];
  /** Every code block (mdast Code: lang, meta, value, position; highlighted in createPages). */
  codeBlocks: Code[];
  /** The body of the page's Markdown copy. */
  markdownBody: string;
  /** The introduction and h2/h3 sections of the Markdown copy, for the search index. */
  searchSections: DocSection[];
}

export function docFacts(tree: Root, doc: { routePath: string; sourceFile: string }): DocFacts {
  const exported = exportTree(tree, absoluteUrl(doc.routePath), doc.sourceFile);
  return { links: linksOf(tree), codeBlocks: codeBlocksOf(tree), markdownBody: treeToMarkdown(exported), searchSections: sectionsOf(exported) };
}
