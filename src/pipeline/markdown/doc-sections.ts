/**
 * Splits a doc's Markdown copy (its export tree, markdown-export.ts) into the introduction and its
 * h2/h3 sections, with the page's own anchor ids (headings.ts), as plain text for the search index.
 */
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
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
  /** Distinct identifiers from the section's code blocks, in order of appearance. */
  code: string[];
  /** Destinations of the links in the section's prose, as written. */
  links: string[];
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Keywords and built-in type names: in every snippet, so they say nothing about a section. */
const CODE_NOISE = new Set(
  ("abstract as async await boolean break case catch class const continue declare default delete do else enum export extends false finally for from " +
    "function if implements import in infer instanceof interface keyof let new null number of private protected public readonly return satisfies " +
    "static string super switch this throw true try type typeof undefined unique unknown var void while yield any never object symbol bigint")
    .split(" "),
);

/** Identifiers worth indexing in a code block: no keywords, no one-letter names. */
export function codeIdentifiers(code: string): string[] {
  return [...new Set(code.match(IDENTIFIER) ?? [])].filter((word) => word.length > 1 && !CODE_NOISE.has(word));
}

/** Nodes whose text is read as one piece: a paragraph, a heading below h3, a table cell. */
const TEXT_BLOCKS = new Set(["paragraph", "heading", "tableCell"]);

/** The introduction (always first, possibly empty) and every h2/h3 section; deeper headings stay in their section's text. */
export function sectionsOf(tree: Root): DocSection[] {
  const ids = new Map(headingNodes(tree).map(({ node, heading }) => [node, heading] as const));
  const sections: DocSection[] = [];
  let current: DocSection & { pieces: string[] } = { anchor: "", heading: "", depth: 1, parent: "", text: "", code: [], links: [], pieces: [] };
  let h2 = "";
  const finish = () => {
    const { pieces, ...section } = current;
    sections.push({ ...section, text: pieces.join(" ").replace(/\s+/g, " ").trim(), code: [...new Set(section.code)] });
  };
  visit(tree, (node) => {
    const heading = node.type === "heading" ? ids.get(node) : undefined;
    if (heading && (heading.depth === 2 || heading.depth === 3)) {
      finish();
      if (heading.depth === 2) h2 = heading.value;
      current = { anchor: heading.id, heading: heading.value, depth: heading.depth, parent: heading.depth === 3 ? h2 : "", text: "", code: [], links: [], pieces: [] };
      return "skip";
    }
    if (node.type === "code") current.code.push(...codeIdentifiers(node.value));
    if (!TEXT_BLOCKS.has(node.type)) return undefined;
    current.pieces.push(plainText(node));
    // Links in a heading are not the section's (the heading is its title).
    if (node.type !== "heading") visit(node, "link", (link) => void current.links.push(link.url));
    return "skip";
  });
  finish();
  return sections;
}
