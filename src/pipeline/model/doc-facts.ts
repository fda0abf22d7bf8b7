/**
 * What the build knows about a doc beyond its front matter, all read from its one tree (doc-tree.ts):
 * its links (checked by createPages), its code blocks (highlighted and typed there), its Markdown copy
 * and that copy's search sections (written after the build). They are fields of its Doc node
 * (schema.ts), made with the node (doc-nodes.ts): Gatsby keeps them with the node, and a node made by
 * other code is made again (build-stamp.ts), so they always come from the file and the code as they are.
 */
import type { Root } from "mdast";
import { absoluteUrl } from "../../shared/paths";
import { codeBlocksOf } from "../parse/doc-tree";
import { linksOf } from "../parse/links";
import { checkTabSets } from "../parse/tab-sets";
import { checkCalloutNames } from "../parse/callout-names";
import { sectionsOf } from "../markdown/doc-sections";
import { exportTree, treeToMarkdown } from "../markdown/markdown-export";
import { codeBlockSourceOf } from "../code/code-html";

/** The facts as the Doc node holds them: the schema's `links`, `codeBlocks`, `markdown` and `searchSections`. */
export type DocFacts = Pick<Queries.Doc, "links" | "codeBlocks" | "markdown" | "searchSections">;

export function docFacts(tree: Root, doc: { routePath: string; sourceFile: string }): DocFacts {
  checkTabSets(tree, doc.sourceFile);
  checkCalloutNames(tree, doc.sourceFile);
  const exported = exportTree(tree, absoluteUrl(doc.routePath), doc.sourceFile);
  return { links: linksOf(tree), codeBlocks: codeBlocksOf(tree).map(codeBlockSourceOf), markdown: treeToMarkdown(exported), searchSections: sectionsOf(exported) };
}
