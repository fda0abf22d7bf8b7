/**
 * HTML elements written in MDX (`<table>`, `<a href>`, `<div className>`) in a doc's Markdown copy:
 * written back as HTML (`class`, absolute `href`/`src`) around their children's Markdown, and a
 * table (in a wrapper or not) as a GFM table.
 */
import type { Content, PhrasingContent, Root, Table, TableCell, TableRow } from "mdast";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { absoluteTarget } from "../parse/links";

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export const isJsx = (node: Content): node is JsxElement => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
export const html = (value: string): Content => ({ type: "html", value });

function attributeSource(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute, pageUrl: string): string {
  if (attribute.type === "mdxJsxExpressionAttribute") return `{${attribute.value}}`;
  const name = attribute.name === "className" ? "class" : attribute.name;
  const { value } = attribute;
  if (value === null || value === undefined) return name;
  if (typeof value !== "string") return `${name}={${value.value}}`;
  return `${name}="${name === "href" || name === "src" ? absoluteTarget(value, pageUrl) : value}"`;
}

/** JSX elements named `names` below `node`, outermost first (not looking inside a match). */
function elementsNamed(node: Content | Root, names: readonly string[]): JsxElement[] {
  if (node.type !== "root" && isJsx(node) && names.includes(node.name ?? "")) return [node];
  return "children" in node ? (node.children as Content[]).flatMap((child) => elementsNamed(child, names)) : [];
}

/** A table cell's phrasing: HTML elements and paragraphs unwrapped to their content. */
function cellContent(nodes: readonly Content[]): PhrasingContent[] {
  return nodes.flatMap((node) => (isJsx(node) || node.type === "paragraph" ? cellContent(node.children as Content[]) : [node as PhrasingContent]));
}

/** An HTML <table> (inside a wrapper or not) as a GFM table; the first row is the header. */
function gfmTable(table: JsxElement): Table {
  const rows = elementsNamed({ type: "root", children: table.children as Content[] }, ["tr"]).map((row) => elementsNamed({ type: "root", children: row.children as Content[] }, ["th", "td"]).map((cell) => cellContent(cell.children as Content[])));
  const width = Math.max(...rows.map((row) => row.length));
  const tableRow = (cells: PhrasingContent[][]): TableRow => ({ type: "tableRow", children: Array.from({ length: width }, (_, i): TableCell => ({ type: "tableCell", children: cells[i] ?? [] })) });
  return { type: "table", align: Array.from({ length: width }, () => null), children: rows.map(tableRow) };
}

/** An HTML element written as HTML around its children's Markdown; a table becomes a GFM table. */
export function htmlElement(node: JsxElement, children: Content[], pageUrl: string): Content[] {
  const [table] = elementsNamed(node, ["table"]);
  if (table) return [gfmTable(table)];
  const attributes = node.attributes.map((attribute) => ` ${attributeSource(attribute, pageUrl)}`).join("");
  if (children.length === 0) return [html(`<${node.name}${attributes} />`)];
  return [html(`<${node.name}${attributes}>`), ...children, html(`</${node.name}>`)];
}
