/**
 * What the build knows about a doc beyond its front matter, all read from its one tree (doc-tree.ts):
 * its links (checked in createPages), its code blocks (highlighted there), its Markdown copy and that
 * copy's search sections (written after the build).
 *
 * Computed when the doc's node is created and kept here under the Doc node's content digest (which
 * covers the file's), so createPages and the post-build files use them as they are. A build that reuses
 * Gatsby's cached nodes runs no onCreateNode: the first use parses the file then, once. Kept in this
 * process only, so the facts always come from the code as it is now.
 */
import * as fs from "fs";
import type { Code, Root } from "mdast";
import { absoluteUrl } from "../../shared/paths";
import { codeBlocksOf, parseDocFile } from "../parse/doc-tree";
import { sectionsOf, type DocSection } from "../markdown/doc-sections";
import { linksOf, type DocLink } from "../parse/links";
import { exportTree, treeToMarkdown } from "../markdown/markdown-export";

export interface DocFacts {
  /** Every link, with its line in the file. */
  links: DocLink[];
  /** Every code block (mdast Code: lang, meta, value, position). */
  codeBlocks: Code[];
  /** The body of the page's Markdown copy. */
  markdownBody: string;
  /** The introduction and h2/h3 sections of the Markdown copy, for the search index. */
  searchSections: DocSection[];
}

/** A Doc node as the facts' users see it. */
export interface DocFactsSource {
  contentFilePath: string;
  routePath: string;
  sourceFile: string;
  /** The Doc node's content digest; without one the file is parsed on every call. */
  internal?: { contentDigest: string };
}

export function docFacts(tree: Root, doc: { routePath: string; sourceFile: string }): DocFacts {
  const exported = exportTree(tree, absoluteUrl(doc.routePath), doc.sourceFile);
  return { links: linksOf(tree), codeBlocks: codeBlocksOf(tree), markdownBody: treeToMarkdown(exported), searchSections: sectionsOf(exported) };
}

/** File -> the facts of its latest version, with that version's digest. */
const factsByFile = new Map<string, { digest: string; facts: DocFacts }>();

/** Keeps a doc's facts for the Doc node with this digest (onCreateNode). */
export function keepDocFacts(contentFilePath: string, digest: string, facts: DocFacts): void {
  factsByFile.set(contentFilePath, { digest, facts });
}

/** The facts of a Doc node: the kept ones, or (a node from Gatsby's cache) its file parsed now. */
export function docFactsOf(doc: DocFactsSource): DocFacts {
  const digest = doc.internal?.contentDigest;
  const kept = factsByFile.get(doc.contentFilePath);
  if (kept && digest !== undefined && kept.digest === digest) return kept.facts;
  const facts = docFacts(parseDocFile(fs.readFileSync(doc.contentFilePath, "utf8"), doc.sourceFile), doc);
  if (digest !== undefined) keepDocFacts(doc.contentFilePath, digest, facts);
  return facts;
}
