import type { CodeLanguage } from "../../shared/code-language";

/**
 * What the build does with each language a code block may name (src/shared/code-language.ts, which holds the
 * names and the labels the page shows; the type makes this list name the same languages). `checked`: the build
 * compiles the block and shows the compiler's types (those the in-place editor opens too are listed in
 * src/shared/sample-editor.ts, which ships to the browser); `prism`: the highlighter's grammar (none for plain
 * text).
 */
export const CODE_LANGUAGES = {
  ts: { checked: true, prism: "typescript" },
  tsx: { checked: true, prism: "tsx" },
  vue: { checked: true, prism: "vue" },
  js: { checked: false, prism: "javascript" },
  jsx: { checked: false, prism: "jsx" },
  bash: { checked: false, prism: "bash" },
  json: { checked: false, prism: "json" },
  diff: { checked: false, prism: "diff" },
  text: { checked: false, prism: null },
} as const satisfies Record<CodeLanguage, { checked: boolean; prism: string | null }>;
