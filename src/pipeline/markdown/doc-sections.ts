/**
 * Splits a doc's Markdown copy (its export tree, markdown-export.ts) into the introduction and its
 * h2/h3 sections, with the page's own anchor ids (headings.ts), as plain text for the search index.
 */
import type { Heading, InlineCode, Root } from "mdast";
import { visitTree } from "../parse/visit-tree";
import { headingNodes, plainText } from "../parse/headings";

export interface DocSection {
  /** Heading id; "" for the text before the first h2. */
  anchor: string;
  heading: string;
  depth: number;
  /** The h2 an h3 sits under. */
  parent: string;
  /** Prose as plain text. */
  text: string;
  /**
   * The name a heading gives in code: the text of its one code span when that is all it holds, or all
   * but one word ("`tag`", "`effects` option", "Effect `set`"); "" otherwise ("Reset", "`get` after `await`").
   */
  headingCode: string;
  /** The section's first paragraph of its own (not one in a list or a callout), as plain text: what the section is about. */
  lead: string;
  /** Distinct identifiers from the section's code blocks, in order of appearance. */
  code: string[];
  /** The section's code blocks as the reader sees them (below the cut), for the declarations they show. */
  codeBlocks: string[];
  /** Destinations of the links in the section's prose, as written. */
  links: string[];
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Keywords, built-in type names and a single-file component's frame: in every snippet (of its kind), so they say nothing about a section. */
const CODE_NOISE = new Set(
  ("abstract as async await boolean break case catch class const continue declare default delete do else enum export extends false finally for from " +
    "function if implements import in infer instanceof interface keyof let new null number of private protected public readonly return satisfies " +
    "static string super switch this throw true try type typeof undefined unique unknown var void while yield any never object symbol bigint " +
    "script setup lang ts template")
    .split(" "),
);

/** Identifiers worth indexing in a code block: no keywords, no one-letter names. */
export function codeIdentifiers(code: string): string[] {
  return [...new Set(code.match(IDENTIFIER) ?? [])].filter((word) => word.length > 1 && !CODE_NOISE.has(word));
}

/** The code name a heading gives (see DocSection.headingCode). */
export function headingCodeOf(heading: Heading): string {
  const codes = heading.children.filter((child) => child.type === "inlineCode");
  if (codes.length !== 1) return "";
  const words = heading.children
    .filter((child) => child.type !== "inlineCode")
    .map(plainText)
    .join(" ")
    .split(/\s+/)
    .filter(Boolean);
  return words.length <= 1 ? (codes[0] as InlineCode).value.trim() : "";
}

/** Nodes whose text is read as one piece: a paragraph, a heading below h3, a table cell. */
const TEXT_BLOCKS = new Set(["paragraph", "heading", "tableCell"]);

/** The introduction (always first, possibly empty) and every h2/h3 section; deeper headings stay in their section's text. */
export function sectionsOf(tree: Root): DocSection[] {
  const ids = new Map(headingNodes(tree).map(({ node, heading }) => [node, heading] as const));
  const sections: DocSection[] = [];
  type Open = DocSection & { pieces: string[] };
  const open = (fields: Pick<DocSection, "anchor" | "heading" | "depth" | "parent" | "headingCode">): Open => ({ ...fields, lead: "", text: "", code: [], codeBlocks: [], links: [], pieces: [] });
  let current = open({ anchor: "", heading: "", depth: 1, parent: "", headingCode: "" });
  let h2 = "";
  const finish = () => {
    const { pieces, ...section } = current;
    sections.push({ ...section, text: pieces.join(" ").replace(/\s+/g, " ").trim(), code: [...new Set(section.code)] });
  };
  visitTree(tree, (node, _index, parent) => {
    const heading = node.type === "heading" ? ids.get(node) : undefined;
    if (heading && (heading.depth === 2 || heading.depth === 3)) {
      finish();
      if (heading.depth === 2) h2 = heading.value;
      current = open({ anchor: heading.id, heading: heading.value, depth: heading.depth, parent: heading.depth === 3 ? h2 : "", headingCode: headingCodeOf(node as Heading) });
      return "skip";
    }
    if (node.type === "code") {
      current.code.push(...codeIdentifiers(node.value));
      current.codeBlocks.push(node.value);
    }
    if (!TEXT_BLOCKS.has(node.type)) return undefined;
    const text = plainText(node);
    current.pieces.push(text);
    if (node.type === "paragraph" && parent === tree && !current.lead) current.lead = text.replace(/\s+/g, " ").trim();
    // Links in a heading are not the section's (the heading is its title).
    if (node.type !== "heading") visitTree(node, "link", (link) => void current.links.push(link.url));
    return "skip";
  });
  finish();
  return sections;
}
