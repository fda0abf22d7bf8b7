import type { CodeLanguage } from "../../shared/code-language";

/**
 * What the build does with each language a code block may name (src/shared/code-language.ts, which holds the
 * names and the labels the page shows; the type makes this list name the same languages). `checked`: the build
 * compiles the block and shows the compiler's types; `editable`: the block has an Edit control (the in-place
 * editor runs TypeScript only: a `vue` sample, a single-file component, has none; the sample editor's reference
 * says why); `prism`: the highlighter's grammar (none for plain text).
 */
export const CODE_LANGUAGES = {
  ts: { checked: true, editable: true, prism: "typescript" },
  tsx: { checked: true, editable: true, prism: "tsx" },
  vue: { checked: true, editable: false, prism: "vue" },
  js: { checked: false, editable: false, prism: "javascript" },
  jsx: { checked: false, editable: false, prism: "jsx" },
  bash: { checked: false, editable: false, prism: "bash" },
  json: { checked: false, editable: false, prism: "json" },
  diff: { checked: false, editable: false, prism: "diff" },
  text: { checked: false, editable: false, prism: null },
} as const satisfies Record<CodeLanguage, { checked: boolean; editable: boolean; prism: string | null }>;
