import { escapeHtml, highlightSegments, segmentsToHtml, type Segment } from "./highlight";
import type { TypedSample } from "./typed-code";

/**
 * HTML of a typed sample (src/ui/styles/code-types.css shows it):
 * - each identifier with quick info is `<span class="tw" tabindex aria-description>`: the
 *   description is the popup's text (CSS `attr()`), shown on hover and focus (a tap on
 *   touch), and what a screen reader says when the name is reached. The pages carry the names
 *   without it: it waits in the page's code data until a reader reaches for the block
 *   (src/pipeline/code/code-data.ts). A block is one Tab stop:
 *   its first name is in the Tab order, the others are reached with the arrow keys (the
 *   roving tab index of src/ui/behaviours/code-focus.ts moves that one stop), or by pointer.
 * - a query result or an error is an empty block element after its line whose text is in
 *   `data-t` (a pseudo-element shows it), so copying the code copies only the code.
 */
const attribute = (text: string) => escapeHtml(text).replace(/"/g, "&quot;");

function splitLines(segments: Segment[]): Segment[][] {
  const lines: Segment[][] = [[]];
  for (const segment of segments) {
    segment.text.split("\n").forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({ colour: segment.colour, text: part });
    });
  }
  return lines;
}

/** The segments of a line from `start` to `end` (columns). */
function slice(line: Segment[], start: number, end: number): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const segment of line) {
    const from = Math.max(start, at);
    const to = Math.min(end, at + segment.text.length);
    if (from < to) out.push({ colour: segment.colour, text: segment.text.slice(from - at, to - at) });
    at += segment.text.length;
  }
  return out;
}

const lineLength = (line: Segment[]) => line.reduce((sum, segment) => sum + segment.text.length, 0);

export function typedSampleHtml(sample: TypedSample, language: string): string {
  const lines = splitLines(highlightSegments(sample.shown, language));
  let firstName = true;
  const notes = (line: number) =>
    [
      ...sample.queries.filter((query) => query.line === line).map((query) => `<span class="tq" data-t="${attribute(`${" ".repeat(query.character)}^ ${query.text}`)}"></span>`),
      ...sample.errors.filter((error) => error.line === line).map((error) => `<span class="te" data-t="${attribute(`TS${error.code}: ${error.text}`)}"></span>`),
    ].join("");
  return lines
    .map((line, index) => {
      const hovers = sample.hovers.filter((hover) => hover.line === index).sort((a, b) => a.character - b.character);
      let html = "";
      let at = 0;
      for (const hover of hovers) {
        if (hover.character < at) continue;
        html += segmentsToHtml(slice(line, at, hover.character));
        const end = hover.character + hover.length;
        const name = slice(line, hover.character, end);
        html += `<span class="tw" tabindex="${firstName ? 0 : -1}" aria-description="${attribute(hover.text)}">${segmentsToHtml(name)}</span>`;
        firstName = false;
        at = end;
      }
      html += segmentsToHtml(slice(line, at, lineLength(line)));
      const newline = index < lines.length - 1 ? "\n" : "";
      const lineNotes = notes(index);
      // After notes (blocks, so they end the line) the newline is hidden: it stays in the copied
      // text (textContent) but adds no empty line on screen or in innerText.
      return lineNotes ? html + lineNotes + (newline && `<span hidden>${newline}</span>`) : html + newline;
    })
    .join("");
}
