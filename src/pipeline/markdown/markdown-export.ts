/**
 * One doc as clean Markdown, written from its tree (doc-tree.ts): each MDX component replaced by
 * its Markdown form (src/pipeline/markdown/<Name>.markdown.ts), code blocks reduced
 * to what the reader sees (plain language tag, file title above), site links made absolute, MDX
 * imports dropped. The `.md` copies, llms-full.txt and the search sections (doc-sections.ts) come
 * from this export tree.
 */
import type { BlockContent, Code, Content, DefinitionContent, Parent, Root } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { defaultHandlers, toMarkdown, type Handle, type Join } from "mdast-util-to-markdown";
import { visitTree } from "../parse/visit-tree";
import { absoluteUrl } from "../../shared/paths";
import { calloutMarkdown } from "./Callout.markdown";
import { stateGraphMarkdown } from "./StateGraph.markdown";
import { tabItemMarkdown, tabsMarkdown } from "./Tabs.markdown";
import { sinceMarkdown } from "./Since.markdown";
import { stanVersionMarkdown } from "./StanVersion.markdown";
import { copiedCode, parseCodeMeta } from "../code/code-sample";
import { parseDocBody } from "../parse/doc-tree";
import { ContentError } from "../errors/errors";
import { absoluteTarget } from "../parse/links";
import { html, htmlElement, isJsx, type JsxElement } from "./markdown-html";
import { paragraph, text, type MarkdownForm } from "./markdown-form";

/** The MDX components content may use, by name, with their Markdown forms. */
export const markdownForms: Readonly<Record<string, MarkdownForm>> = {
  Callout: calloutMarkdown,
  Tabs: tabsMarkdown,
  TabItem: tabItemMarkdown,
  StateGraph: stateGraphMarkdown,
  Since: sinceMarkdown,
  StanVersion: stanVersionMarkdown,
};

export interface ExportableDoc {
  title: string;
  description: string;
  /** Route without the path prefix (`/docs/api/atom`). */
  routePath: string;
}

function formInput(node: JsxElement, children: Content[], where: string) {
  const attributes: Record<string, string | true> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== "mdxJsxAttribute") continue;
    const { value } = attribute;
    attributes[attribute.name] = value === null || value === undefined ? true : typeof value === "string" ? value : value.value;
  }
  return { attributes, children: children as Array<BlockContent | DefinitionContent>, where };
}

/** A code block as the reader sees it: the lines below the cut, its file name above it. */
function readerCode(node: Code): Content[] {
  const { title } = parseCodeMeta(node.meta);
  const code: Code = { type: "code", lang: node.lang, meta: null, value: copiedCode(node.value, node.lang ?? "") };
  return title ? [paragraph(text("File: "), { type: "inlineCode", value: title }), code] : [code];
}

/** The Markdown that stands for one node (its children done first). */
function exportNode(node: Content, pageUrl: string, sourceFile: string): Content[] {
  if (node.type === "mdxjsEsm") return []; // imports of components are an MDX concern
  if (node.type === "code") return readerCode(node);
  if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") return [html(`{${node.value}}`)];
  const children = "children" in node ? (node.children as Content[]).flatMap((child) => exportNode(child, pageUrl, sourceFile)) : [];
  if (!isJsx(node)) return "children" in node ? [{ ...node, children } as Content] : [node];
  const where = `${sourceFile}:${node.position?.start.line ?? 1}`;
  const name = node.name ?? "";
  if (/^[a-z]/.test(name)) return htmlElement(node, children, pageUrl);
  const form = markdownForms[name];
  if (!form) {
    throw new ContentError(where, "this MDX component has no Markdown equivalent", `<${name}>`, `Declare its Markdown form (src/pipeline/markdown/${name}.markdown.ts) and list it in src/pipeline/markdown/markdown-export.ts. Known: ${Object.keys(markdownForms).join(", ")}.`, "markup");
  }
  return form(formInput(node, children, where)) as Content[];
}

/** The doc's tree as its Markdown copy shows it (a new tree; the doc's own is left as it is). */
export function exportTree(tree: Root, pageUrl: string, sourceFile: string): Root {
  const copy = structuredClone(tree);
  visitTree(copy, (node) => {
    if (node.type === "link" || node.type === "definition") node.url = absoluteTarget(node.url, pageUrl);
  });
  return { type: "root", children: copy.children.flatMap((node) => exportNode(node, pageUrl, sourceFile)) };
}

/**
 * Text as to-markdown writes it, but with "_" between two letters or digits left bare: it escapes
 * every "_", and one inside a word (DEFAULT_STORE) can never start emphasis (CommonMark's flanking rules).
 */
const textHandler: Handle = (node, parent, state, info) => defaultHandlers.text(node, parent as Parent | undefined as never, state, info).replace(/(?<=[A-Za-z0-9])\\_(?=[A-Za-z0-9])/g, "_");

const gfm = gfmToMarkdown({ tablePipeAlign: false });
const gfmTableHandler = gfm.extensions?.map((extension) => extension.handlers?.table).find(Boolean) as Handle;

/** A GFM table with unpadded cells, and its delimiter row written as authors write it (`| --- | :---: |`). */
const tableHandler: Handle = (node, parent, state, info) => {
  const [header, delimiter, ...rows] = gfmTableHandler(node, parent, state, info).split("\n");
  return [header, delimiter.replace(/-+/g, "---"), ...rows].join("\n");
};

/** A list written right under a paragraph (in a loose list item too) stays right under it, as in the file. */
const listUnderParagraph: Join = (left, right) => {
  const adjacent = left.position && right.position && right.position.start.line === left.position.end.line + 1;
  return left.type === "paragraph" && right.type === "list" && adjacent ? 0 : undefined;
};

/** An export tree as Markdown text. */
export function treeToMarkdown(tree: Root): string {
  return toMarkdown(tree, { bullet: "-", rule: "-", fences: true, listItemIndent: "one", extensions: [gfm], handlers: { text: textHandler, table: tableHandler }, join: [listUnderParagraph] }).trim();
}

/** The Markdown copy of a doc's body (no page header), from its tree. */
export const docMarkdownBody = (tree: Root, pageUrl: string, sourceFile: string): string => treeToMarkdown(exportTree(tree, pageUrl, sourceFile));

/** The body of an MDX doc (front matter removed) as Markdown: parse, export, write. */
export const mdxToMarkdown = (body: string, pageUrl: string, sourceFile: string): string => docMarkdownBody(parseDocBody({ body, firstLine: 1 }, sourceFile), pageUrl, sourceFile);

/** A whole doc page as Markdown: title, summary, canonical URL, then the body. */
export function renderDocMarkdown(doc: ExportableDoc, body: string): string {
  return `# ${doc.title}\n\n> ${doc.description}\n\nSource: ${absoluteUrl(doc.routePath)}\n\n${body}\n`;
}
