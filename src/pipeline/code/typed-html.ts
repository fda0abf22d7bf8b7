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

/** An attribute's text as `attribute` escaped it (`&`, `<`, `>` and `"`). */
export const unescapeAttribute = (text: string): string => text.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

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

/**
 * What the compiler answered for a sample, read back from its HTML (the inverse of typedSampleHtml, but for the
 * highlighting): its shown code, each name's quick info at its line and character, the query answers and the
 * errors under their lines. A page's HTML holds its names without their quick info, which its code data holds in
 * document order (`types`, src/pipeline/code/code-data.ts). The pages are the build's record of its check: the
 * sample editor's answers are compared with them on the built site (tests/site/editor-answers.test.ts), without
 * compiling the samples again.
 */
export function typedAnswersOf(html: string, types: readonly string[] = []): TypedSample {
  const answers: TypedSample = { shown: "", hovers: [], queries: [], errors: [] };
  let line = 0;
  let character = 0;
  /** The open spans: a name's (where it starts) or another (highlighting, a hidden newline). */
  const open: Array<{ line: number; character: number; text: string } | null> = [];
  let names = 0;
  const tokens = /<span class="tw" tabindex="-?\d+"(?: aria-description="([^"]*)")?>|<span class="t([qe])" data-t="([^"]*)"><\/span>|<span[^>]*>|<\/span>|([^<]+)/g;
  for (const [token, hover, note, noteText, text] of html.matchAll(tokens)) {
    if (token.startsWith('<span class="tw"')) open.push({ line, character, text: hover === undefined ? (types[names++] ?? "") : unescapeAttribute(hover) });
    else if (note === "q") {
      const [, spaces, answer] = /^( *)\^ ([\s\S]*)$/.exec(unescapeAttribute(noteText)) ?? [];
      answers.queries.push({ line, character: spaces?.length ?? -1, text: answer ?? "" });
    } else if (note === "e") {
      const [, code, message] = /^TS(\d+): ([\s\S]*)$/.exec(unescapeAttribute(noteText)) ?? [];
      answers.errors.push({ line, code: Number(code), text: message ?? "" });
    } else if (token === "</span>") {
      const name = open.pop();
      if (name) answers.hovers.push({ line: name.line, character: name.character, length: character - name.character, text: name.text });
    } else if (text === undefined) open.push(null);
    else {
      const decoded = unescapeAttribute(text);
      answers.shown += decoded;
      for (const char of decoded) {
        if (char === "\n") [line, character] = [line + 1, 0];
        else character += char.length;
      }
    }
  }
  return answers;
}
