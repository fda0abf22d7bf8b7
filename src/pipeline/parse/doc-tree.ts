/**
 * A doc's one parse: its text as an mdast tree, read as gatsby-plugin-mdx compiles it (every doc,
 * `.md` included, as MDX: the plugin's `format` is `mdx` for all extensions) with the compile's own
 * remark plugins (markdown-syntax.ts). Lines in positions are the file's (the front matter counted);
 * columns and offsets are the body's.
 */
import matter from "gray-matter";
import type { Code, Root } from "mdast";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import { unified } from "unified";
import { visitTree } from "./visit-tree";
import { ContentError } from "../errors/errors";
import { remarkPlugins } from "./markdown-syntax";

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins).freeze();
/** Plain GitHub Markdown, for content/README.md (the authoring guide, not a page: it is read on GitHub). */
const guideParser = unified().use(remarkParse).use(remarkGfm).freeze();

/** What the compiler compiles (the text after the front matter) and the file line it starts on. */
export interface DocBody {
  body: string;
  firstLine: number;
}

/** Splits a doc file as gatsby-plugin-mdx does (gray-matter). */
export function docBodyOf(fileText: string): DocBody {
  const body = matter(fileText).content;
  return { body, firstLine: firstLineOf(fileText, body) };
}

/** The line of `fileText` where `body` (its end) starts; 1 when the body is not the file's end. */
export function firstLineOf(fileText: string, body: string): number {
  if (!fileText.endsWith(body)) return 1;
  return fileText.slice(0, fileText.length - body.length).split("\n").length;
}

/** The parser's place in its messages: "(3:1)" or "(3:1-3:10)", counted from the end of the front matter. */
const PLACE = / \((\d+):\d+(?:-\d+:\d+)?\)/;

/** A parse error as a content error naming the file's line and the line as written; anything else is rethrown. */
function syntaxError(error: unknown, { body, firstLine }: DocBody, sourceFile: string): unknown {
  const { line, position, reason } = error as { line?: number | null; position?: { start: { line: number | null } }; reason?: string };
  if (typeof reason !== "string") return error;
  // An error at the end of the body ("Expected a closing tag") names the opening tag's place only in its text.
  const bodyLine = position?.start.line ?? line ?? Number(PLACE.exec(reason)?.[1] ?? 1);
  const problem = `the MDX does not parse: ${reason.replace(new RegExp(PLACE, "g"), "")}`;
  const valid = "Close every component tag (each on its own line, with an empty line inside), and put `{` and `<` in prose inside backticks.";
  return new ContentError(`${sourceFile}:${bodyLine + firstLine - 1}`, problem, body.split("\n")[bodyLine - 1]?.trim(), valid, "markup");
}

/** Parses a doc's body; an MDX syntax error (an unclosed component, a stray `{`) is a content error at its line. */
export function parseDocBody({ body, firstLine }: DocBody, sourceFile: string): Root {
  let tree: Root;
  try {
    tree = parser.parse(body);
  } catch (error) {
    throw syntaxError(error, { body, firstLine }, sourceFile);
  }
  if (firstLine > 1) {
    visitTree(tree, (node) => {
      for (const point of node.position ? [node.position.start, node.position.end] : []) point.line += firstLine - 1;
    });
  }
  return tree;
}

export const parseDocFile = (fileText: string, sourceFile: string): Root => parseDocBody(docBodyOf(fileText), sourceFile);

/** A plain Markdown file read as GitHub does (the authoring guide), with its own line numbers. */
export const parseMarkdownFile = (fileText: string): Root => guideParser.parse(fileText);

/** Every code block of a tree (inside components too), in document order. */
export function codeBlocksOf(tree: Root): Code[] {
  const blocks: Code[] = [];
  visitTree(tree, "code", (node) => {
    blocks.push(node);
  });
  return blocks;
}
