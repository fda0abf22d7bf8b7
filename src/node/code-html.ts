import { createHash } from "crypto";
import { visibleCode } from "./code-sample";
import { parseMdxBlocks, type MdxBlock } from "./mdx-blocks";
import { highlightToHtml } from "./highlight";

/**
 * A doc's highlighted code travels in its page data (page context), not in its JavaScript:
 * the MDX body names each block by a key made of what it shows, and the doc page hands the
 * blocks' HTML to them (src/components/mdx/CodeHtml.tsx). On a first load the markup is in the
 * HTML already; the JavaScript carried it a second time (2.5 to 3 KB gzipped of every doc
 * page's first-load JavaScript; the page data is fetched on every load either way).
 */
export type CodeHtml = Record<string, string>;

/** The key of a code block: its language and visible code (trailing newlines aside). */
export function codeBlockKey(language: string, visible: string): string {
  return createHash("sha1").update(`${language}\n${visible.replace(/\n+$/, "")}`).digest("base64url").slice(0, 12);
}

/** The language of a fence as the MDX compiler reports it (`text` when the fence names none). */
const fenceLanguage = (lang: string) => lang || "text";

function fences(blocks: MdxBlock[]): Array<Extract<MdxBlock, { kind: "fence" }>> {
  return blocks.flatMap((block) => (block.kind === "fence" ? [block] : block.kind === "component" ? fences(block.children) : []));
}

/** The highlighted HTML of every code block of an MDX body (front matter removed), by key. */
export function codeHtmlOf(body: string): CodeHtml {
  const html: CodeHtml = {};
  for (const fence of fences(parseMdxBlocks(body))) {
    const language = fenceLanguage(fence.lang);
    // The compiler drops a fence's own indentation from its lines.
    const code = fence.indent ? fence.code.replace(new RegExp(`^ {0,${fence.indent.length}}`, "gm"), "") : fence.code;
    const visible = visibleCode(code);
    html[codeBlockKey(language, visible)] = highlightToHtml(visible, language);
  }
  return html;
}
