import type { Code } from "mdast";
import { createHash } from "crypto";
import { isCheckedLanguage, parseCodeMeta, visibleCode } from "./code-sample";
import { highlightToHtml } from "./highlight";
import { projectPath } from "../parse/doc-source";
import { typedSampleKey, type TypedHtmlCache } from "./typed-cache";
import { typeSample, type SampleSource } from "./typed-code";
import { typedSampleHtml } from "./typed-html";

/**
 * A doc's highlighted code travels in its page data (page context), not in its JavaScript:
 * the MDX body names each block by a short key (codeBlockKey), and the doc page hands the
 * blocks' HTML to them (src/ui/components/mdx/CodeHtml.tsx). On a first load the markup is in the
 * HTML already; the JavaScript carried it a second time (2.5 to 3 KB gzipped of every doc
 * page's first-load JavaScript; the page data is fetched on every load either way).
 */
export type CodeHtml = Record<string, string>;

/** A code block as a Doc node holds it (model/doc-facts.ts): language, markers, code and the fence's place. */
export interface CodeBlockSource {
  /** The language after the fence ("" for none, which the build refuses for docs). */
  lang: string;
  meta: string | null;
  value: string;
  line: number;
  column: number;
}

/** A block of a doc's Markdown tree in that form. */
export const codeBlockSourceOf = (block: Code): CodeBlockSource => ({
  lang: block.lang ?? "",
  meta: block.meta ?? null,
  value: block.value,
  line: block.position?.start.line ?? 0,
  column: block.position?.start.column ?? 1,
});

/**
 * The key of a code block: a hash of all its HTML depends on, its language, meta and code (hidden lines
 * included: they change a sample's types; trailing newlines aside). Six characters: the MDX of every
 * doc page carries each block's key, and a page has at most a few dozen blocks (codeHtmlOf fails on
 * two different blocks with one key).
 */
export function codeBlockKey(language: string, meta: string | null | undefined, code: string): string {
  return createHash("sha1").update(`${language}\n${meta ?? ""}\n${code.replace(/\n+$/, "")}`).digest("base64url").slice(0, 6);
}

/**
 * The HTML of every code block of a doc, by key. ts/tsx blocks carry the compiler's types
 * (src/pipeline/code/typed-code.ts) and fail the build with a `sample` content error when they do not
 * compile as their markers say. `blocks`: the doc's mdast code nodes (src/pipeline/parse/doc-tree.ts),
 * `sourceFile`: the doc's file, for errors; `cache`: typed HTML from earlier builds (typed-cache.ts).
 */
export function codeHtmlOf(blocks: ReadonlyArray<CodeBlockSource>, sourceFile: string, cache?: TypedHtmlCache): CodeHtml {
  const html: CodeHtml = {};
  /** Each key's block (meta and code), to tell a repeated block from a second block with the same key. */
  const keyOwners = new Map<string, string>();
  const file = projectPath(sourceFile);
  for (const block of blocks) {
    // The MDX compiler names a fence without a language `text`.
    const language = block.lang || "text";
    const key = codeBlockKey(language, block.meta, block.value);
    const owner = `${block.meta}\n${block.value}`;
    const earlier = keyOwners.get(key);
    if (earlier === owner) continue;
    if (earlier !== undefined) throw new Error(`${file}:${block.line}: two different code blocks have the key ${key}; lengthen the key in codeBlockKey.`);
    keyOwners.set(key, owner);
    html[key] = isCheckedLanguage(language)
      ? typedSampleHtmlOf(block.value, language, block.meta, { file, fenceLine: block.line, fenceColumn: block.column }, cache)
      : highlightToHtml(visibleCode(block.value), language);
  }
  return html;
}

/**
 * The HTML of a TypeScript sample with the compiler's types: a doc's block, or one outside the docs
 * (the landing page's), from the cache when an earlier build rendered it.
 */
export function typedSampleHtmlOf(code: string, language: "ts" | "tsx", meta: string | null | undefined, source: SampleSource, cache?: TypedHtmlCache): string {
  const cacheKey = typedSampleKey(language, meta, code);
  const cached = cache?.get(cacheKey);
  if (cached !== undefined) return cached;
  const html = typedSampleHtml(typeSample(code, language, parseCodeMeta(meta), source), language);
  cache?.set(cacheKey, html);
  return html;
}
