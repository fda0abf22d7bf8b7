/** How a code block's language is named in its header: the names readers know (TS, Bash, JSON). */
const LABELS: Readonly<Record<string, string>> = {
  ts: "TS", typescript: "TS", tsx: "TSX",
  js: "JS", javascript: "JS", jsx: "JSX",
  bash: "Bash", sh: "Bash", shell: "Bash",
  json: "JSON", diff: "Diff", text: "Text",
};

/** The label of a fence's language; one not listed is shown upper-cased (`yaml` -> "YAML"). */
export function languageLabel(language: string): string {
  return LABELS[language] ?? language.toUpperCase();
}
