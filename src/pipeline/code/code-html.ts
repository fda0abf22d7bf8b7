import type { Code } from "mdast";
import { isCheckedLanguage, parseCodeMeta, visibleCode, type CheckedLanguage } from "./code-sample";
import { inLinesBox } from "./code-lines";
import { highlightToHtml } from "./highlight";
import { projectPath } from "../parse/doc-source";
import { typedSampleKey, type TypedHtmlCache } from "./typed-cache";
import { typeSample, type SampleSource, type TypedSample } from "./typed-code";
import { typeVueSample } from "./vue-sample";
import { typedSampleHtml } from "./typed-html";

/**
 * A doc's highlighted code travels in its page data (page context), not in its JavaScript: the HTML of
 * each of its code blocks, in document order (the order of codeBlocksOf, src/pipeline/parse/doc-tree.ts).
 * The MDX body names each block by that place (`<CodeBlock block="3">`, remark-code.ts), and the doc
 * page hands the blocks' HTML to them (src/ui/components/mdx/CodeHtml.tsx). On a first load the markup
 * is in the HTML already; the JavaScript carried it a second time (2.5 to 3 KB gzipped of every doc
 * page's first-load JavaScript; the page data is fetched on every load either way).
 */
export type CodeHtml = string[];

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
 * The HTML of every code block of a doc, in document order, each in its lines' box (code-lines.ts). ts, tsx and vue blocks carry the compiler's types
 * (src/pipeline/code/typed-code.ts, vue-sample.ts) and fail the build with a `sample` content error when they do not
 * compile as their markers say. `blocks`: the doc's code blocks as its Doc node holds them (from its one
 * tree, src/pipeline/parse/doc-tree.ts); `sourceFile`: the doc's file, for errors; `cache`: typed HTML
 * from earlier builds (typed-cache.ts).
 */
export function codeHtmlOf(blocks: ReadonlyArray<CodeBlockSource>, sourceFile: string, cache?: TypedHtmlCache): CodeHtml {
  const file = projectPath(sourceFile);
  return blocks.map((block) => {
    // The MDX compiler names a fence without a language `text`.
    const language = block.lang || "text";
    return inLinesBox(
      isCheckedLanguage(language)
        ? typedSampleHtmlOf(block.value, language, block.meta, { file, fenceLine: block.line, fenceColumn: block.column }, cache)
        : highlightToHtml(visibleCode(block.value, language), language),
    );
  });
}

/**
 * The HTML of a checked sample with the compiler's types: a doc's block, or one outside the docs
 * (the landing page's), from the cache when an earlier build rendered it.
 */
export function typedSampleHtmlOf(code: string, language: CheckedLanguage, meta: string | null | undefined, source: SampleSource, cache?: TypedHtmlCache): string {
  const cacheKey = typedSampleKey(language, meta, code);
  const cached = cache?.get(cacheKey);
  if (cached !== undefined) return cached;
  const html = typedHtmlOf(code, language, meta, source);
  cache?.set(cacheKey, html);
  return html;
}

/** What the compiler knows about a checked sample: a single-file component's by Vue's tools, a ts/tsx one's by twoslash. */
export const typedSampleOf = (code: string, language: CheckedLanguage, meta: string | null | undefined, source: SampleSource): TypedSample =>
  language === "vue" ? typeVueSample(code, parseCodeMeta(meta), source) : typeSample(code, language, parseCodeMeta(meta), source);

/** The HTML of a checked sample with the compiler's types, typed now (in this thread or a typing worker, typing-pool.ts). */
export const typedHtmlOf = (code: string, language: CheckedLanguage, meta: string | null | undefined, source: SampleSource): string =>
  typedSampleHtml(typedSampleOf(code, language, meta, source), language);
