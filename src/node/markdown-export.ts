/**
 * One doc as clean Markdown: MDX components replaced by Markdown equivalents,
 * code blocks reduced to what the reader sees (plain language tag), site links
 * made absolute. Both the per-page `.md` copies and llms-full.txt use it.
 */
import { absoluteUrl } from "../lib/paths";
import { parseCodeMeta, visibleCode } from "./code-sample";
import { ContentError } from "./errors";
import { MdxSyntaxError, parseMdxBlocks, stripFrontMatter, type MdxBlock } from "./mdx-blocks";
import { componentRenderers } from "./mdx-markdown-components";

export interface ExportableDoc {
  title: string;
  description: string;
  /** Route without the path prefix (`/docs/api/atom`). */
  routePath: string;
  /** The doc file's text, front matter included. */
  source: string;
  /** Path of the doc file, for error messages. */
  sourceFile: string;
}

const CODE_SPAN = /(`+[^`]*`+)/;
const MARKDOWN_LINK_TARGET = /(\]\(\s*<?)([^)\s>]+)/g;
const HTML_LINK_TARGET = /\b(href|src)=("|')([^"']+)\2/g;

/** A link target as an absolute URL: site paths get the site URL and prefix, bare anchors the page's URL. */
export function absoluteTarget(target: string, pageUrl: string): string {
  if (target.startsWith("#")) return pageUrl + target;
  if (target.startsWith("/") && !target.startsWith("//")) return absoluteUrl(target);
  return target;
}

/** Rewrites link targets in one line of Markdown, leaving code spans alone. */
export function absolutizeLinks(line: string, pageUrl: string): string {
  return line
    .split(CODE_SPAN)
    .map((part) =>
      CODE_SPAN.test(part)
        ? part
        : part
            .replace(MARKDOWN_LINK_TARGET, (_, open: string, target: string) => open + absoluteTarget(target, pageUrl))
            .replace(HTML_LINK_TARGET, (_, name: string, quote: string, target: string) => `${name}=${quote}${absoluteTarget(target, pageUrl)}${quote}`),
    )
    .join("");
}

const cellText = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\|/g, "\\|");

/** An HTML <table> as a GFM table (first row is the header); null when there is no table. */
export function htmlTableToMarkdown(html: string): string | null {
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1].matchAll(/<(th|td)[^>]*>([\s\S]*?)<\/\1>/g)].map((cell) => cellText(cell[2])));
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
  return [line(rows[0]), `| ${Array.from({ length: width }, () => "---").join(" | ")} |`, ...rows.slice(1).map(line)].join("\n");
}

const FENCE_LINE = /^\s*(`{3,}|~{3,})/;

/** Collapses runs of blank lines to one, outside code blocks. */
export function collapseBlankLines(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = FENCE_LINE.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker))) {
      fence = fence === null ? marker : null;
    }
    if (fence === null && line.trim() === "" && (out.length === 0 || out[out.length - 1].trim() === "")) continue;
    out.push(fence === null && line.trim() === "" ? "" : line);
  }
  return out.join("\n").trim();
}

function renderBlocks(blocks: MdxBlock[], pageUrl: string, sourceFile: string): string {
  const out: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case "line":
        out.push(absolutizeLinks(block.text, pageUrl));
        break;
      case "heading":
        out.push(`${"#".repeat(block.depth)} ${absolutizeLinks(block.markdown, pageUrl)}`);
        break;
      case "fence": {
        const { title } = parseCodeMeta(block.meta);
        const code = visibleCode(block.code);
        if (title) out.push("", `${block.indent}File: \`${title}\``, "");
        out.push(`${block.indent}${block.marker}${block.lang}`, code, `${block.indent}${block.marker}`);
        break;
      }
      case "html": {
        const html = block.lines.join("\n");
        const table = htmlTableToMarkdown(html);
        out.push("", table ?? absolutizeLinks(html.replace(/\bclassName=/g, "class="), pageUrl), "");
        break;
      }
      case "esm":
        break; // imports of components are an MDX concern; the Markdown has no use for them
      case "component": {
        const render = componentRenderers[block.name];
        if (!render) {
          throw new ContentError(
            `${sourceFile}:${block.line}`,
            "this MDX component has no Markdown equivalent",
            `<${block.name}>`,
            `Add a renderer for it in src/node/mdx-markdown-components.ts. Known: ${Object.keys(componentRenderers).join(", ")}.`, "markup",
          );
        }
        out.push("", render(block, (children) => renderBlocks(children, pageUrl, sourceFile)), "");
        break;
      }
    }
  }
  return out.join("\n");
}

/** The body of an MDX doc (front matter removed) as Markdown. */
export function mdxToMarkdown(body: string, pageUrl: string, sourceFile: string): string {
  let blocks: MdxBlock[];
  try {
    blocks = parseMdxBlocks(body);
  } catch (error) {
    if (error instanceof MdxSyntaxError) throw new ContentError(`${sourceFile}:${error.line}`, error.message.replace(/^line \d+: /, ""), undefined, "Balance the component's opening and closing tags, each on its own line.", "markup");
    throw error;
  }
  return collapseBlankLines(renderBlocks(blocks, pageUrl, sourceFile));
}

/** The doc's body as Markdown, without the page header (the search index splits this into sections). */
export function renderDocBody(doc: ExportableDoc): string {
  return mdxToMarkdown(stripFrontMatter(doc.source), absoluteUrl(doc.routePath), doc.sourceFile);
}

/** A whole doc page as Markdown: title, summary, canonical URL, then the body (pass it when already rendered). */
export function renderDocMarkdown(doc: ExportableDoc, body: string = renderDocBody(doc)): string {
  return `# ${doc.title}\n\n> ${doc.description}\n\nSource: ${absoluteUrl(doc.routePath)}\n\n${body}\n`;
}
