/**
 * Splits a doc's exported Markdown body into the introduction and its h2/h3
 * sections, with the same anchor ids the page gives its headings
 * (src/node/headings.ts), as plain text for the search index.
 */
import { createSlugger, inlineMarkdownToText } from "./headings";

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

const FENCE = /^\s*(`{3,}|~{3,})/;
const ATX_HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const LINK_DESTINATION = /\]\(\s*<?([^\s)>]+)/g;
const TABLE_RULE = /^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*\|?\s*$/;

/** Keywords and built-in type names: in every snippet, so they say nothing about a section. */
const CODE_NOISE = new Set(
  ("abstract as async await boolean break case catch class const continue declare default delete do else enum export extends false finally for from " +
    "function if implements import in infer instanceof interface keyof let new null number of private protected public readonly return satisfies " +
    "static string super switch this throw true try type typeof undefined unique unknown var void while yield any never object symbol bigint")
    .split(" "),
);

/** One line of Markdown as the words a reader sees (quote and list markers, table pipes and inline syntax removed). */
export function markdownLineToText(line: string): string {
  if (TABLE_RULE.test(line)) return "";
  const stripped = line
    .replace(/^(\s*>)+\s?/, "")
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "")
    .replace(/(^|[^\\])\|/g, "$1 ")
    .replace(/\\\|/g, "|");
  return inlineMarkdownToText(stripped);
}

/** Identifiers worth indexing in a code block: no keywords, no one-letter names. */
export function codeIdentifiers(code: string): string[] {
  return [...new Set(code.match(IDENTIFIER) ?? [])].filter((word) => word.length > 1 && !CODE_NOISE.has(word));
}

/** The introduction (always first, possibly empty) and every h2/h3 section; deeper headings stay in their section's text. */
export function splitSections(markdownBody: string): DocSection[] {
  const slug = createSlugger();
  const sections: DocSection[] = [];
  let current: DocSection & { lines: string[] } = { anchor: "", heading: "", depth: 1, parent: "", text: "", code: [], links: [], lines: [] };
  let h2 = "";
  const finish = () => {
    sections.push({ anchor: current.anchor, heading: current.heading, depth: current.depth, parent: current.parent, text: current.lines.filter(Boolean).join(" ").replace(/\s+/g, " ").trim(), code: [...new Set(current.code)], links: current.links });
  };
  const lines = markdownBody.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      let j = i + 1;
      while (j < lines.length && !(lines[j].trim().startsWith(fence[1]) && /^(`+|~+)$/.test(lines[j].trim()))) code.push(lines[j++]);
      current.code.push(...codeIdentifiers(code.join("\n")));
      i = j;
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      const depth = heading[1].length;
      const text = inlineMarkdownToText(heading[2]);
      const anchor = slug(text);
      if (depth === 2 || depth === 3) {
        finish();
        if (depth === 2) h2 = text;
        current = { anchor, heading: text, depth, parent: depth === 3 ? h2 : "", text: "", code: [], links: [], lines: [] };
      } else {
        current.lines.push(text);
      }
      continue;
    }
    current.lines.push(markdownLineToText(line));
    for (const [, destination] of line.matchAll(LINK_DESTINATION)) current.links.push(destination);
  }
  finish();
  return sections;
}
