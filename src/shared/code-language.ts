/**
 * The languages a code block in content/ may name after its opening fence, with the label the page shows in
 * the block's header: the one list of names. The build fails on any other name, so a typo such as `tsz` cannot
 * turn type-checking off unseen. What the build does with each (compiles it, opens it in the editor, its
 * grammar) is in src/pipeline/code/code-languages.ts, keyed by these names: only the labels ship to the
 * browser.
 */
export const CODE_LANGUAGE_LABELS = {
  ts: "TS",
  tsx: "TSX",
  vue: "Vue",
  js: "JS",
  jsx: "JSX",
  bash: "Bash",
  json: "JSON",
  diff: "Diff",
  text: "Text",
} as const;

export type CodeLanguage = keyof typeof CODE_LANGUAGE_LABELS;

export const isCodeLanguage = (name: string): name is CodeLanguage => Object.prototype.hasOwnProperty.call(CODE_LANGUAGE_LABELS, name);

/** The label of a fence's language in the block's header (TS, Vue, Bash, JSON). */
export function languageLabel(language: string): string {
  return isCodeLanguage(language) ? CODE_LANGUAGE_LABELS[language] : language.toUpperCase();
}
