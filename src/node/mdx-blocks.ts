/**
 * A line-level reading of a doc's MDX body: code fences, headings, JSX
 * components on their own lines (with their children), raw HTML blocks and
 * plain Markdown lines. It is the structure the Markdown export walks; inline
 * Markdown stays as written.
 */
export type MdxBlock =
  | { kind: "fence"; indent: string; marker: string; lang: string; meta: string; code: string }
  | { kind: "heading"; depth: number; markdown: string }
  | { kind: "component"; name: string; attrs: Record<string, string | true>; children: MdxBlock[]; line: number }
  | { kind: "html"; lines: string[] }
  | { kind: "esm"; lines: string[] }
  | { kind: "line"; text: string };

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
const ATX_HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const COMPONENT_OPEN = /^<([A-Z][\w.]*)((?:\s+[^>]*?)?)\s*(\/?)>$/;
const COMPONENT_CLOSE = /^<\/([A-Z][\w.]*)>$/;
const ESM_START = /^(import|export)\s/;
const HTML_START = /^<\/?[a-z][\w-]*(\s|>|\/>|$)/;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|([^}]*?))\s*\}))?/g;

export class MdxSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = "MdxSyntaxError";
  }
}

/** The attributes of a JSX tag (`type="info" title='x' flag`); expression values are kept as their source text. */
export function parseAttributes(source: string): Record<string, string | true> {
  const attrs: Record<string, string | true> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6];
    attrs[match[1]] = value ?? true;
  }
  return attrs;
}

function isFenceClose(line: string, marker: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= marker.length && trimmed[0] === marker[0] && /^(`+|~+)$/.test(trimmed);
}

/** Parses an MDX body (front matter removed) into blocks. Throws MdxSyntaxError on unbalanced component tags. */
export function parseMdxBlocks(body: string): MdxBlock[] {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const root: MdxBlock[] = [];
  const stack: Array<Extract<MdxBlock, { kind: "component" }>> = [];
  const current = () => (stack.length ? stack[stack.length - 1].children : root);

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      const [, indent, marker, lang, meta] = fence;
      const code: string[] = [];
      let j = i + 1;
      while (j < lines.length && !isFenceClose(lines[j], marker)) code.push(lines[j++]);
      current().push({ kind: "fence", indent, marker, lang, meta: meta.trim(), code: code.join("\n") });
      i = j;
      continue;
    }
    if (stack.length === 0 && ESM_START.test(line)) {
      // MDX import/export statements: top level, running to the next blank line.
      const esm: string[] = [];
      let j = i;
      while (j < lines.length && lines[j].trim() !== "") esm.push(lines[j++]);
      root.push({ kind: "esm", lines: esm });
      i = j - 1;
      continue;
    }
    const trimmed = line.trim();
    const open = COMPONENT_OPEN.exec(trimmed);
    if (open) {
      const block = { kind: "component" as const, name: open[1], attrs: parseAttributes(open[2]), children: [], line: i + 1 };
      current().push(block);
      if (open[3] !== "/") stack.push(block);
      continue;
    }
    const close = COMPONENT_CLOSE.exec(trimmed);
    if (close) {
      const top = stack.pop();
      if (!top || top.name !== close[1]) {
        throw new MdxSyntaxError(i + 1, `</${close[1]}> closes ${top ? `<${top.name}> (opened on line ${top.line})` : "nothing"}`);
      }
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      current().push({ kind: "heading", depth: heading[1].length, markdown: heading[2] });
      continue;
    }
    if (HTML_START.test(line)) {
      // A raw HTML block runs to the next blank line (CommonMark block type 6/7).
      const html: string[] = [];
      let j = i;
      while (j < lines.length && lines[j].trim() !== "") html.push(lines[j++]);
      current().push({ kind: "html", lines: html });
      i = j - 1;
      continue;
    }
    current().push({ kind: "line", text: line });
  }
  const unclosed = stack.pop();
  if (unclosed) throw new MdxSyntaxError(unclosed.line, `<${unclosed.name}> is never closed`);
  return root;
}

/** Removes YAML front matter. */
export function stripFrontMatter(fileText: string): string {
  return fileText.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
}
