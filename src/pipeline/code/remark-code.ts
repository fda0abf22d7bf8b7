/**
 * Remark plugin of the MDX compile (gatsby-config.ts): the one join between a doc's compiled page and
 * the HTML of its code blocks. Each block gets its place in the doc's list of blocks (its index in
 * document order, the order of codeBlocksOf), which rehype-code.ts passes on as `<CodeBlock block>`.
 * The page's data holds the blocks' HTML in that same order (code-html.ts), made from the Doc node's
 * `codeBlocks`: the build's own parse of the same body (src/pipeline/parse/doc-tree.ts). Nothing is
 * hashed or looked up by content, so a block shows the HTML of its place.
 *
 * The check: the compile's blocks must be the build's, one for one (language, markers and code). A
 * block only the compile sees would have no HTML, and a block only the build sees would shift every
 * later block onto the wrong HTML; either is a build error naming the file and line (gatsby-plugin-mdx
 * reports a compile error, and the build stops before any page is rendered).
 */
import * as fs from "fs";
import type { Code, Root } from "mdast";
import { ContentError, place } from "../errors/errors";
import { projectPath } from "../parse/doc-source";
import { codeBlocksOf, firstLineOf, parseDocBody } from "../parse/doc-tree";

/** Where the compile found a doc (gatsby-plugin-mdx compiles the Mdx node's body, front matter removed). */
interface CompiledFile {
  path?: string;
  value: unknown;
}

const describe = (block: Code) => `${block.lang ?? ""}${block.meta ? ` ${block.meta}` : ""} block`;

/**
 * Fails unless `compiled` (the compile's blocks, lines counted from `firstLine`) and `built` (the
 * build's, with the file's lines) are the same blocks in the same order.
 */
export function checkSameCodeBlocks(compiled: readonly Code[], built: readonly Code[], sourceFile: string, firstLine: number): void {
  const valid = "The page and its code's HTML must come from the same code blocks: write each block as a fenced block (``` or ~~~ on lines of its own) and report this as a bug of the site if it still happens.";
  for (let index = 0; index < Math.max(compiled.length, built.length); index++) {
    const ours = compiled[index];
    const theirs = built[index];
    if (ours && theirs && (ours.lang ?? null) === (theirs.lang ?? null) && (ours.meta ?? null) === (theirs.meta ?? null) && ours.value === theirs.value) continue;
    const line = ours ? (ours.position?.start.line ?? 0) + firstLine - 1 : theirs?.position?.start.line;
    const column = (ours ?? theirs)?.position?.start.column;
    const problem = !theirs
      ? `the page has a code block the build did not read, so it has no HTML (block ${index + 1} of the page, the build read ${built.length})`
      : !ours
        ? `the page lacks a code block the build read (block ${index + 1} of ${built.length}), so later blocks would show the wrong code`
        : `the page and the build read code block ${index + 1} differently`;
    throw new ContentError(place(sourceFile, line, column), problem, ours ? describe(ours) : theirs ? describe(theirs) : undefined, valid, "markup");
  }
}

/** Sets each code block's place, as the `data-block` of its `<code>` (read by rehype-code.ts), after the check. */
export default function remarkCodeBlocks() {
  return (tree: Root, file: CompiledFile) => {
    const blocks = codeBlocksOf(tree);
    // The body the build parsed is the text compiled here; the file on disk gives its first line.
    if (file.path) {
      const body = String(file.value);
      const text = fs.existsSync(file.path) ? fs.readFileSync(file.path, "utf8") : undefined;
      const firstLine = text === undefined ? 1 : firstLineOf(text, body);
      const sourceFile = projectPath(file.path);
      checkSameCodeBlocks(blocks, codeBlocksOf(parseDocBody({ body, firstLine }, sourceFile)), sourceFile, firstLine);
    }
    blocks.forEach((block, index) => {
      block.data = { ...block.data, hProperties: { ...(block.data?.hProperties as object | undefined), dataBlock: index } };
    });
  };
}
