import { createHash } from "crypto";
import type { Code } from "mdast";
import { visibleCode } from "./code-sample";
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

/** The highlighted HTML of a doc's code blocks (the Code nodes of its tree, doc-tree.ts), by key; `sourceFile` names the doc. */
export function codeHtmlOf(blocks: ReadonlyArray<Code>, sourceFile: string): CodeHtml {
  const html: CodeHtml = {};
  for (const block of blocks) {
    const language = fenceLanguage(block.lang ?? "");
    const visible = visibleCode(block.value);
    html[codeBlockKey(language, visible)] = highlightToHtml(visible, language);
  }
  return html;
}
