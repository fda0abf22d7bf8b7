/**
 * The site's own nodes, made from the files of content/docs: a `Doc` for each doc (a child of its Mdx
 * node) and a `DocCategory` for each `_category_.json` (a child of its File node). A node's id is made
 * from its parent's, so every file has its own node: two docs that claim one doc id are two nodes, and
 * the docs model reports them (docs-model.ts) on every build, whatever the cache held.
 *
 * A doc whose content has an error gets a `DocProblem` node instead of its Doc: under develop its
 * address then explains the error and links to it stay valid (pages/create-pages.ts). Gatsby deletes a
 * node's children when the file changes, so a good save replaces the problem with the Doc.
 *
 * Each node carries the stamp of the code that made it (build-stamp.ts): sourceNodes makes again every
 * node that another version of the code made, since Gatsby's cache keeps nodes of unchanged files.
 */
import * as fs from "fs";
import * as path from "path";
import type { Node, Reporter } from "gatsby";
import type { Root } from "mdast";
import { siteConfig } from "../../config/site";
import { DOC_EXTENSIONS } from "../../shared/site-paths";
import { buildStamp } from "./build-stamp";
import { docEditUrl, projectPath } from "../parse/doc-source";
import { createDocRecord, docRoutePath, type DocFields, type DocRecord } from "./doc-record";
import { docFacts } from "./doc-facts";
import { checkCodeLanguages, checkCodeLineLengths } from "../code/code-sample";
import { codeBlocksOf, firstLineOf, parseDocBody, parseMarkdownFile } from "../parse/doc-tree";
import { ContentError, type ContentErrorKind } from "../errors/errors";
import { reportError } from "../errors/content-errors";
import { frontMatterSyntaxError, parseCategoryMeta, parseDocFrontmatter } from "../parse/frontmatter";
import { formatCommitDate, lastCommitDate } from "../parse/git-date";
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
export type ProblemNode = Node & Omit<Queries.DocProblem, "id" | "parent" | "children" | "internal">;

/** What making a node needs of Gatsby (the arguments of onCreateNode and sourceNodes). */
export interface NodeHelpers {
  actions: { createNode(node: object): unknown; createParentChildLink(args: { parent: Node; child: Node }): unknown; deleteNode(node: Node): unknown };
  createNodeId(input: string): string;
  createContentDigest(input: unknown): string;
  getNode(id: string): Node | undefined;
  getNodesByType(type: string): Node[];
  reporter: Pick<Reporter, "panicOnBuild">;
}

export const isDocsFile = (node: Node | undefined): node is FileNode => node?.internal.type === "File" && (node as FileNode).sourceInstanceName === "docs";
export const isCategoryFile = (node: Node | undefined): node is FileNode => isDocsFile(node) && node.base === "_category_.json";

/** The ids of the nodes of ours made from a file's node: one of each kind per file. */
const childId = (helpers: Pick<NodeHelpers, "createNodeId">, parent: Pick<Node, "id">, type: "Doc" | "DocProblem" | "DocCategory") => helpers.createNodeId(`${parent.id} >>> ${type}`);

/** The doc file of an Mdx node, or undefined when the node is not a doc (an MDX file outside content/docs). */
export function docFileOf(mdx: Node, helpers: Pick<NodeHelpers, "getNode">): FileNode | undefined {
  const file = mdx.parent ? helpers.getNode(mdx.parent) : undefined;
  return isDocsFile(file) ? file : undefined;
}

/** Makes a node (replacing one of the same id), as a child of `parent`. */
function makeChild(helpers: NodeHelpers, parent: Node, node: { id: string; internal: { type: string; contentDigest: string } } & Record<string, unknown>): void {
  helpers.actions.createNode({ ...node, parent: parent.id });
  helpers.actions.createParentChildLink({ parent, child: helpers.getNode(node.id) as Node });
}

/** Removes the node of that id, if there is one (a Doc that now has a problem, or the other way round). */
function removeNode(helpers: NodeHelpers, id: string): void {
  const node = helpers.getNode(id);
  if (node) helpers.actions.deleteNode(node);
}

/** Makes the DocCategory node of a `_category_.json`; throws a ContentError on a bad file. */
function makeCategoryNode(file: FileNode, helpers: NodeHelpers): void {
  const sourceFile = projectPath(file.absolutePath);
  const meta = parseCategoryMeta(fs.readFileSync(file.absolutePath, "utf8"), sourceFile);
  const category: CategoryRecord = { dir: path.posix.dirname(file.relativePath), label: meta.label, position: meta.position ?? null, sourceFile, labelSource: meta.labelSource };
  const stamp = buildStamp();
  makeChild(helpers, file, { ...category, buildStamp: stamp, id: childId(helpers, file, "DocCategory"), internal: { type: "DocCategory", contentDigest: helpers.createContentDigest({ ...category, stamp }) } });
}

/** The Doc node's fields and facts, read from the doc's file; throws a ContentError on bad content. */
function docFieldsOf(mdx: MdxNode, file: FileNode, sourceFile: string, text: string | undefined, tree: Root): DocFields {
  const blocks = codeBlocksOf(tree);
  checkCodeLanguages(blocks, mdx.body, sourceFile);
  checkCodeLineLengths(blocks, sourceFile);
  const record = createDocRecord(
    { relativePath: file.relativePath, sourceFile, frontmatter: parseDocFrontmatter(mdx.frontmatter, sourceFile, text), headings: headingsOf(tree), text },
    siteConfig.docs.routeBasePath,
  );
  const lastUpdated = lastCommitDate(file.absolutePath);
  const { id: docId, ...fields } = record;
  return {
    ...fields,
    ...docFacts(tree, record),
    docId,
    path: siteConfig.pathPrefix + record.routePath,
    contentFilePath: mdx.internal.contentFilePath ?? file.absolutePath,
    editUrl: docEditUrl(siteConfig.docs.editUrl, sourceFile),
    lastUpdated,
    lastUpdatedText: lastUpdated && formatCommitDate(lastUpdated),
  };
}

/**
 * Makes the Doc node of a doc's Mdx node, or, when its content has an error, reports the error and makes
 * its DocProblem node instead.
 */
function makeDocNode(mdx: MdxNode, file: FileNode, helpers: NodeHelpers): void {
  const sourceFile = projectPath(file.absolutePath);
  // The file's text lets errors name the front matter's lines; a node without a file on disk still gets checked.
  const text = fs.existsSync(file.absolutePath) ? fs.readFileSync(file.absolutePath, "utf8") : undefined;
  const stamp = buildStamp();
  let tree: Root | undefined;
  try {
    // The doc's one parse: the body the MDX compiler compiles, with the file's line numbers.
    tree = parseDocBody({ body: mdx.body, firstLine: text === undefined ? 1 : firstLineOf(text, mdx.body) }, sourceFile);
    const doc = docFieldsOf(mdx, file, sourceFile, text, tree);
    removeNode(helpers, childId(helpers, mdx, "DocProblem"));
    // The digest covers the file's (the Mdx node's) and the code's.
    const contentDigest = helpers.createContentDigest({ ...doc, source: mdx.internal.contentDigest, stamp });
    makeChild(helpers, mdx, { ...doc, buildStamp: stamp, id: childId(helpers, mdx, "Doc"), internal: { type: "Doc", contentDigest } });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // A body that does not parse as MDX still has headings: read as plain Markdown, links to them stay valid.
    makeProblemNode(mdx, file, error, tree ?? parseMarkdownFile(mdx.body), helpers);
  }
}

/**
 * Reports a doc's content error and makes its DocProblem node (in place of its Doc), as a child of `parent`:
 * its Mdx node, or its File when gatsby-plugin-mdx could not read the file. Under develop the doc's address
 * then explains the error, and links to its headings (`tree`'s) stay valid.
 */
function makeProblemNode(parent: Node, file: FileNode, error: ContentError, tree: Root, helpers: NodeHelpers): void {
  reportError(helpers.reporter, error);
  removeNode(helpers, childId(helpers, parent, "Doc"));
  const { dir, name } = path.posix.parse(file.relativePath);
  const anchors = headingsOf(tree).map((heading) => heading.id);
  const problem = { sourceFile: projectPath(file.absolutePath), dir, routePath: docRoutePath(siteConfig.docs.routeBasePath, dir, name, undefined), anchors, ...problemFieldsOf(error), buildStamp: buildStamp() };
  makeChild(helpers, parent, { ...problem, id: childId(helpers, parent, "DocProblem"), internal: { type: "DocProblem", contentDigest: helpers.createContentDigest({ ...problem, source: parent.internal.contentDigest }) } });
}

/** The text after a file's front matter (all of it when it has none). */
const afterFrontMatter = (text: string) => text.replace(/^---\r?\n[\s\S]*?\r?\n---[^\n]*(\n|$)/, "");

/**
 * A docs file gatsby-plugin-mdx made no Mdx node of: when its front matter is not YAML (the plugin's error
 * names neither the file nor the line), that error at its line, and its DocProblem node as a child of the
 * File; for any other reason, Gatsby has reported the plugin's error.
 */
function makeUnreadFileProblem(file: FileNode, helpers: NodeHelpers): void {
  if (!fs.existsSync(file.absolutePath)) return;
  const text = fs.readFileSync(file.absolutePath, "utf8");
  const error = frontMatterSyntaxError(text, projectPath(file.absolutePath));
  if (error) makeProblemNode(file, file, error, parseMarkdownFile(afterFrontMatter(text)), helpers);
}

/** A content error as a DocProblem node holds it, and back. */
const problemFieldsOf = (error: ContentError) => ({ place: error.file, problem: error.problem, value: JSON.stringify({ value: error.value }), valid: error.valid, kind: error.kind });
export const problemErrorOf = (node: ProblemNode): ContentError =>
  new ContentError(node.place, node.problem, (JSON.parse(node.value) as { value?: unknown }).value, node.valid, node.kind as ContentErrorKind);

/** Makes the node of ours for a docs file (onCreateNode), reporting a content error in it. */
export function makeNodeFor(node: Node, helpers: NodeHelpers): void {
  try {
    if (isCategoryFile(node)) return makeCategoryNode(node, helpers);
    if (node.internal.type !== "Mdx") return;
    const file = docFileOf(node, helpers);
    if (file) makeDocNode(node as MdxNode, file, helpers);
  } catch (error) {
    reportError(helpers.reporter, error);
  }
}

/**
 * How long a docs file's onCreateNode waits for its doc at most (it ends as soon as the doc is there; making
 * one takes well under a second, so the limit only matters if something else goes wrong: a warning then says so).
 */
export const DOC_WAIT_MS = 60_000;

/** A docs file that gatsby-plugin-mdx makes an Mdx node of. */
const isDocText = (node: Node): node is FileNode => isDocsFile(node) && DOC_EXTENSIONS.includes(path.extname(node.base));

/** The Mdx node gatsby-plugin-mdx made of this version of a docs file (it gives it the file's content digest), as listed by type. */
const mdxOf = (file: Node, helpers: Pick<NodeHelpers, "getNodesByType">) =>
  helpers.getNodesByType("Mdx").find((candidate) => candidate.parent === file.id && candidate.internal.contentDigest === file.internal.contentDigest);

/** Whether a Doc or DocProblem made from this Mdx node is listed by type, as the docs model reads it. */
const docIsMadeFrom = (mdx: Node, helpers: Pick<NodeHelpers, "getNodesByType">) =>
  [...helpers.getNodesByType("Doc"), ...helpers.getNodesByType("DocProblem")].some((doc) => doc.parent === mdx.id);

/**
 * Resolves once this version of a docs file has its doc listed by type (a Doc or DocProblem made from the
 * file's Mdx node of the same content digest), and the node store has written every change so far; at once
 * for other nodes, and for a file gatsby-plugin-mdx made no node of (its problem made: makeUnreadFileProblem);
 * after `timeoutMs` at most, with a warning. onCreateNode returns it for each File node, and createPages waits
 * until every docs file created has passed it (docs-in-progress.ts). The site's onCreateNode of the File runs after the
 * plugin's, which has made the Mdx node by then, but not the doc: the Mdx node's own onCreateNode makes it,
 * and nothing waits for that (src/gatsby/internals.ts).
 *
 * Nodes are looked for by type, as the docs model reads them, once the store has written them: the store
 * (LMDB) answers getNode at once but lists a node made again under its id only once written, and the Mdx
 * node and doc of a saved file are made again under their ids.
 */
export async function docMadeFrom(
  node: Node,
  helpers: NodeHelpers & { reporter: Pick<Reporter, "warn">; storeWritten(): Promise<void> },
  { timeoutMs = DOC_WAIT_MS, intervalMs = 10 } = {},
): Promise<void> {
  if (!isDocText(node)) return;
  await helpers.storeWritten();
  const mdx = mdxOf(node, helpers);
  if (!mdx) return makeUnreadFileProblem(node, helpers);
  for (const deadline = Date.now() + timeoutMs; !docIsMadeFrom(mdx, helpers); await helpers.storeWritten()) {
    if (Date.now() >= deadline) return helpers.reporter.warn(`${node.relativePath}: its doc was not made within ${timeoutMs / 1000} s; the pages may be made without it until the next save.`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Makes again every node of ours that another version of the code made, or that is missing, every doc
 * that had a problem, so that its error is reported again, and every doc whose file was committed since
 * its node was made (sourceNodes, on every build and develop start): Gatsby's cache keeps the nodes of
 * unchanged files, and runs onCreateNode for changed and new files only, so a doc built before its commit
 * kept the date of the commit before (or none) until the file changed again.
 */
export function remakeStaleNodes(helpers: NodeHelpers): void {
  const current = (id: string) => (helpers.getNode(id) as { buildStamp?: string } | undefined)?.buildStamp === buildStamp();
  const dated = (doc: DocNode | undefined, file: FileNode) => doc?.lastUpdated === lastCommitDate(file.absolutePath);
  for (const file of helpers.getNodesByType("File")) if (isCategoryFile(file) && !current(childId(helpers, file, "DocCategory"))) makeNodeFor(file, helpers);
  for (const mdx of helpers.getNodesByType("Mdx")) {
    const file = docFileOf(mdx, helpers);
    const id = childId(helpers, mdx, "Doc");
    if (file && (!current(id) || !dated(helpers.getNode(id) as DocNode | undefined, file))) makeNodeFor(mdx, helpers);
  }
}

/** A Doc node as the docs model reads it: its record (the doc id as `id`), with the node's digest. */
export const docRecordOf = (node: DocNode): DocRecord & Pick<Node, "internal"> => ({ ...(node as DocFields), id: node.docId, internal: node.internal });
