/**
 * The site's own nodes, made from the files of content/docs: a `Doc` for each doc (a child of its Mdx
 * node) and a `DocCategory` for each `_category_.json` (a child of its File node). A node's id is made
 * from its parent's, so every file has its own node: two docs that claim one doc id are two nodes, and
 * the docs model reports them (docs-model.ts) on every build, whatever the cache held. Each node carries
 * the build stamp of the code that made it (build-stamp.ts).
 */
import * as fs from "fs";
import * as path from "path";
import type { Node } from "gatsby";
import type { Root } from "mdast";
import { siteConfig } from "../../config/site";
import { buildStamp } from "./build-stamp";
import { docEditUrl, projectPath } from "../parse/doc-source";
import { createDocRecord, docRoutePath, type DocFields, type DocRecord } from "./doc-record";
import { docFacts, keepDocFacts } from "./doc-facts";
import type { FailedDoc } from "../develop-errors";
import { checkCodeLanguages } from "../code/code-sample";
import { codeBlocksOf, firstLineOf, parseDocBody, parseMarkdownFile } from "../parse/doc-tree";
import { ContentError } from "../errors/errors";
import { parseCategoryMeta, parseDocFrontmatter } from "../parse/frontmatter";
import { lastCommitDate } from "../parse/git-date";
import { headingsOf } from "../parse/headings";
import type { CategoryRecord } from "./docs-model";

export interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
  internal: Node["internal"] & { contentFilePath?: string };
}

export interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
  sourceInstanceName: string;
  base: string;
}

/** A node of ours as the store holds it: with the stamp of the code that made it. */
export type DocNode = Node & DocFields & { buildStamp?: string };
export type CategoryNode = Node & CategoryRecord & { buildStamp?: string };

/** What making a node needs of Gatsby (the arguments of onCreateNode and sourceNodes). */
export interface NodeHelpers {
  actions: { createNode(node: object): unknown; createParentChildLink(args: { parent: Node; child: Node }): unknown };
  createNodeId(input: string): string;
  createContentDigest(input: unknown): string;
  getNode(id: string): Node | undefined;
}

/** A doc file that could not become a Doc node: its route and anchors stand while it is fixed (develop). */
export interface FailedDocFile extends FailedDoc {
  sourceFile: string;
}

export const isDocsFile = (node: Node | undefined): node is FileNode => node?.internal.type === "File" && (node as FileNode).sourceInstanceName === "docs";
export const isCategoryFile = (node: Node | undefined): node is FileNode => isDocsFile(node) && node.base === "_category_.json";

/** The id of the Doc node of an Mdx node, and of the DocCategory node of a File node: one per file. */
export const docNodeId = (helpers: Pick<NodeHelpers, "createNodeId">, mdx: Pick<Node, "id">): string => helpers.createNodeId(`${mdx.id} >>> Doc`);
export const categoryNodeId = (helpers: Pick<NodeHelpers, "createNodeId">, file: Pick<Node, "id">): string => helpers.createNodeId(`${file.id} >>> DocCategory`);

/** The doc file of an Mdx node, or undefined when the node is not a doc (an MDX file outside content/docs). */
export function docFileOf(mdx: Node, helpers: Pick<NodeHelpers, "getNode">): FileNode | undefined {
  const file = mdx.parent ? helpers.getNode(mdx.parent) : undefined;
  return isDocsFile(file) ? file : undefined;
}

/** Makes the DocCategory node of a `_category_.json`; throws a ContentError on a bad file. */
export function makeCategoryNode(file: FileNode, helpers: NodeHelpers): void {
  const sourceFile = projectPath(file.absolutePath);
  const meta = parseCategoryMeta(fs.readFileSync(file.absolutePath, "utf8"), sourceFile);
  const category: CategoryRecord = { dir: path.posix.dirname(file.relativePath), label: meta.label, position: meta.position ?? null, sourceFile, labelSource: meta.labelSource };
  const stamp = buildStamp();
  helpers.actions.createNode({ ...category, buildStamp: stamp, id: categoryNodeId(helpers, file), parent: file.id, internal: { type: "DocCategory", contentDigest: helpers.createContentDigest({ ...category, stamp }) } });
}

/**
 * Makes the Doc node of a doc's Mdx node. On bad content it makes none and returns the content error,
 * with what the develop error page needs to stand in for the doc; null when the node was made.
 */
export function makeDocNode(mdx: MdxNode, file: FileNode, helpers: NodeHelpers): FailedDocFile | null {
  const sourceFile = projectPath(file.absolutePath);
  // The file's text lets errors name the front matter's lines; a node without a file on disk still gets checked.
  const text = fs.existsSync(file.absolutePath) ? fs.readFileSync(file.absolutePath, "utf8") : undefined;
  let tree: Root | undefined;
  try {
    // The doc's one parse: the body the MDX compiler compiles, with the file's line numbers.
    tree = parseDocBody({ body: mdx.body, firstLine: text === undefined ? 1 : firstLineOf(text, mdx.body) }, sourceFile);
    checkCodeLanguages(codeBlocksOf(tree), mdx.body, sourceFile);
    const record = createDocRecord(
      { relativePath: file.relativePath, sourceFile, frontmatter: parseDocFrontmatter(mdx.frontmatter, sourceFile, text), headings: headingsOf(tree), text },
      siteConfig.docs.routeBasePath,
    );
    const { id: docId, ...fields } = record;
    const doc: DocFields = {
      ...fields,
      docId,
      path: siteConfig.pathPrefix + record.routePath,
      contentFilePath: mdx.internal.contentFilePath ?? file.absolutePath,
      editUrl: docEditUrl(siteConfig.docs.editUrl, sourceFile),
      lastUpdated: lastCommitDate(file.absolutePath),
    };
    const stamp = buildStamp();
    // The digest covers the file's (the Mdx node's) and the code's, so kept facts stand for this version of both.
    const contentDigest = helpers.createContentDigest({ ...doc, source: mdx.internal.contentDigest, stamp });
    keepDocFacts(doc.contentFilePath, contentDigest, docFacts(tree, record));
    const id = docNodeId(helpers, mdx);
    helpers.actions.createNode({ ...doc, buildStamp: stamp, id, parent: mdx.id, internal: { type: "Doc", contentDigest } });
    helpers.actions.createParentChildLink({ parent: mdx, child: helpers.getNode(id) as Node });
    return null;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const { dir, name } = path.posix.parse(file.relativePath);
    // A body that does not parse as MDX still has headings: read as plain Markdown, links to them stay valid.
    const anchors = headingsOf(tree ?? parseMarkdownFile(mdx.body)).map((heading) => heading.id);
    return { sourceFile, dir, routePath: docRoutePath(siteConfig.docs.routeBasePath, dir, name, undefined), anchors, error };
  }
}

/** A Doc node as the docs model reads it: its record (the doc id as `id`), with the node's digest. */
export const docRecordOf = (node: DocNode): DocRecord & Pick<Node, "internal"> => ({ ...(node as DocFields), id: node.docId, internal: node.internal });
