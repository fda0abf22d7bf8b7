/**
 * The languages a code block in content/ may name after its opening fence: the one list, read by the
 * build (which fails on any other name, so a typo such as `tsz` cannot turn type-checking off unseen)
 * and by the page (the label in the block's header). `checked`: the build compiles the block and shows
 * the compiler's types; `editable`: the block has an Edit control (the in-place editor runs TypeScript
 * only: a `vue` sample, a single-file component, has none; the sample editor's reference says why);
 * `prism`: the highlighter's grammar (none for plain text).
 */
export const CODE_LANGUAGES = {
  ts: { label: "TS", checked: true, editable: true, prism: "typescript" },
  tsx: { label: "TSX", checked: true, editable: true, prism: "tsx" },
  vue: { label: "Vue", checked: true, editable: false, prism: "vue" },
  js: { label: "JS", checked: false, editable: false, prism: "javascript" },
  jsx: { label: "JSX", checked: false, editable: false, prism: "jsx" },
  bash: { label: "Bash", checked: false, editable: false, prism: "bash" },
  json: { label: "JSON", checked: false, editable: false, prism: "json" },
  diff: { label: "Diff", checked: false, editable: false, prism: "diff" },
  text: { label: "Text", checked: false, editable: false, prism: null },
} as const;

export type CodeLanguage = keyof typeof CODE_LANGUAGES;

export const isCodeLanguage = (name: string): name is CodeLanguage => Object.prototype.hasOwnProperty.call(CODE_LANGUAGES, name);

/** The label of a fence's language in the block's header (TS, Vue, Bash, JSON). */
export function languageLabel(language: string): string {
  return isCodeLanguage(language) ? CODE_LANGUAGES[language].label : language.toUpperCase();
}
