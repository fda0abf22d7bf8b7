/**
 * A code block's lines in a box of their own, sized by the build: `--lines` (how many) and `--columns` (the
 * longest, in characters). code.css lets the browser skip laying out and painting the box until it nears
 * the viewport (`content-visibility: auto`), standing in for it meanwhile with exactly the size its lines
 * will have (so the page's height, its scroll positions and whether the block scrolls sideways are the same
 * either way; tests/e2e/code/blocks.spec.ts compares them on every doc page).
 *
 * Measured on api/react, the longest doc page (412 px, static HTML, medians of 15 loads side by side):
 * layout 84 -> 56 ms, style 52 -> 29 ms, paint 32 -> 16 ms of its first render.
 */

/** Query answers and expected errors (typed-html.ts) are blocks of their own under a line: not a whole number of lines. */
const NOT_LINES = /class="t[qe]"|\t/;

/** The lines of a block's text as its HTML shows them: tags removed, each character reference one character. */
export const linesOfCodeHtml = (html: string): string[] => html.replace(/<[^>]*>/g, "").replace(/&(?:#x?[0-9a-f]+|[a-z]+);/gi, "_").split("\n");

/** The block's HTML inside its lines' box, with their count and width; unchanged when its height is not a whole number of lines (or a tab makes the width uncertain). */
export function inLinesBox(html: string): string {
  if (NOT_LINES.test(html)) return html;
  const lines = linesOfCodeHtml(html);
  const columns = Math.max(...lines.map((line) => [...line].length));
  return `<span class="code-lines" style="--lines:${lines.length};--columns:${columns}">${html}</span>`;
}
