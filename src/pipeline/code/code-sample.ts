/**
 * Conventions for code blocks in content/ (shared by the build-time highlighter,
 * the Markdown exporters and the sample type-check test).
 *
 * - Lines before a line that is exactly `// ---cut---` are hidden: they are
 *   type-checked but never shown (use them for `declare` statements and imports
 *   the reader does not need to see). In a `vue` block (a single-file component)
 *   the cut line is in `<script setup lang="ts">` and hides the script's lines
 *   above it: the `<script>` line itself, and anything above it, stays shown.
 * - Meta flags after the language: `fails` marks a block that must NOT compile;
 *   `types` marks a block whose trailing `// Type` comments on `const x = ...`
 *   lines are assertions about the inferred type; `title="..."` names a file.
 * - A line that is only `// ^?` asks for the type of what is above the `^`: the
 *   site shows it there, in place of the line (src/pipeline/code/typed-code.ts).
 * - A shown line is at most CODE_LINE_LIMIT characters long (checkCodeLineLengths).
 */
import type { Code } from "mdast";
import { isCodeLanguage, type CodeLanguage } from "../../shared/code-language";
import { CODE_LANGUAGES } from "./code-languages";
import { CUT_LINE } from "../../shared/sample-editor";
import { ContentError, listChoices, place } from "../errors/errors";

/** The line that ends a sample's hidden lines: one constant for the build and the in-place editor. */
export const CUT_MARKER = CUT_LINE;

/** The languages whose blocks the build compiles and types (the `checked` ones of CODE_LANGUAGES). */
export type CheckedLanguage = { [Name in CodeLanguage]: (typeof CODE_LANGUAGES)[Name]["checked"] extends true ? Name : never }[CodeLanguage];
export const CHECKED_LANGUAGES = ["ts", "tsx", "vue"] as const satisfies ReadonlyArray<CheckedLanguage>;

export const isCheckedLanguage = (language: string): language is CheckedLanguage => isCodeLanguage(language) && CODE_LANGUAGES[language].checked;

/** The fence that opens a block, and the spaces before its language: the language starts after them. */
const FENCE_OPENING = /^[ \t]*(?:`{3,}|~{3,})[ \t]*/;

/**
 * Fails on a code block whose language is missing or not one of CODE_LANGUAGES, at the language's
 * line and column. `text` is the text the tree was parsed from (the positions' offsets index it).
 */
export function checkCodeLanguages(blocks: readonly Code[], text: string, sourceFile: string): void {
  for (const block of blocks) {
    const language = block.lang ?? "";
    if (isCodeLanguage(language)) continue;
    const start = block.position?.start;
    const opening = start?.offset === undefined ? "" : (FENCE_OPENING.exec(text.slice(start.offset - (start.column - 1)))?.[0] ?? "");
    const problem = language ? `unknown code block language "${language}"` : "a code block without a language";
    throw new ContentError(
      place(sourceFile, start?.line, opening.length + 1),
      problem,
      language || undefined,
      `Name one of ${listChoices(Object.keys(CODE_LANGUAGES))} after the opening fence (\`text\` for plain text); ts, tsx and vue blocks are compiled.`,
      "code-language",
    );
  }
}

export interface CodeMeta {
  /** The block must fail to compile (a deliberate counter-example). */
  fails: boolean;
  /** Trailing comments on `const` lines state the inferred type. */
  types: boolean;
  /** Optional file name shown above the block. */
  title?: string;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? "";
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const flags = text.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, "").split(/\s+/);
  return {
    fails: flags.includes("fails"),
    types: flags.includes("types"),
    title: title ? title[1] ?? title[2] ?? title[3] : undefined,
  };
}

export interface SplitCode {
  /** Lines only the compiler sees. */
  hidden: string;
  /** Lines shown to the reader. */
  visible: string;
}

/** A block's hidden lines: indexes `from` (the first) to `cut` (the cut line, hidden too). */
export interface HiddenLines {
  from: number;
  cut: number;
}

/** An SFC's script opening tag, on a line of its own (`<script setup lang="ts">`). */
const SCRIPT_OPENING = /^\s*<script\b/;

/**
 * The lines a block hides, if it has a cut line: every line above it, or in a `vue` block the lines
 * between the `<script>` line above it and the cut (vue-sample.ts checks that this is the script block).
 */
export function hiddenLinesOf(lines: readonly string[], language: string): HiddenLines | undefined {
  const cut = lines.findIndex((line) => line.trim() === CUT_MARKER);
  if (cut === -1) return undefined;
  if (language !== "vue") return { from: 0, cut };
  let opening = cut - 1;
  while (opening >= 0 && !SCRIPT_OPENING.test(lines[opening])) opening -= 1;
  return { from: opening + 1, cut };
}

/** Whether line `index` is hidden (cut line included). */
export const isHiddenLine = (hidden: HiddenLines | undefined, index: number): boolean => hidden !== undefined && index >= hidden.from && index <= hidden.cut;

/** `language`: the block's (a `vue` block keeps its lines above the script shown). */
export function splitHiddenLines(code: string, language: string): SplitCode {
  const lines = code.replace(/\n$/, "").split("\n");
  const hidden = hiddenLinesOf(lines, language);
  if (!hidden) return { hidden: "", visible: lines.join("\n") };
  return {
    hidden: lines.slice(hidden.from, hidden.cut).join("\n"),
    visible: lines.filter((_, index) => !isHiddenLine(hidden, index)).join("\n"),
  };
}

/** What the reader sees (and copies) of a code block. */
export function visibleCode(code: string, language: string): string {
  return splitHiddenLines(code, language).visible;
}

/** A `// ^?` query line (twoslash's notation): never shown as code. */
export const isQueryLine = (line: string): boolean => /^\s*\/\/\s*\^\?\s*$/.test(line);

/** The code as a reader copies it: the visible lines without `// ^?` queries (the Markdown copies). */
export function copiedCode(code: string, language: string): string {
  return visibleCode(code, language)
    .split("\n")
    .filter((line) => !isQueryLine(line))
    .join("\n");
}

/**
 * The longest line a block may show, in characters. At 1280 px the reading column holds 80 characters
 * of code with room to spare (src/ui/templates/doc.module.css), so a block of such lines does not scroll
 * sideways on a laptop, and a trailing comment (a `types` claim, say) starts in view. 80 is also the
 * width TypeScript's own formatters default to.
 */
export const CODE_LINE_LIMIT = 80;

/** A line's width on screen: code blocks set `tab-size: 2` (src/ui/styles/code.css). */
const widthOf = (line: string): number => Array.from(line.replace(/\t/g, "  ")).length;

/**
 * Fails on the first shown line (not hidden by `// ---cut---`, not a `// ^?` query) longer than
 * CODE_LINE_LIMIT, at its line and at the column where it passes the limit.
 */
export function checkCodeLineLengths(blocks: readonly Code[], sourceFile: string): void {
  for (const block of blocks) {
    const lines = block.value.split("\n");
    const hidden = hiddenLinesOf(lines, block.lang ?? "");
    const at = lines.findIndex((line, index) => !isHiddenLine(hidden, index) && !isQueryLine(line) && widthOf(line) > CODE_LINE_LIMIT);
    if (at === -1) continue;
    const start = block.position?.start;
    // The block's lines start on the line after the fence, less the fence's indentation.
    const column = Array.from(lines[at].replace(/\t/g, "  ")).slice(0, CODE_LINE_LIMIT).join("").length + (start?.column ?? 1);
    throw new ContentError(
      place(sourceFile, start ? start.line + 1 + at : undefined, column),
      `a code line longer than ${CODE_LINE_LIMIT} characters (it would scroll sideways in the reading column)`,
      `${widthOf(lines[at])} characters: ${lines[at].trim().slice(0, 40)}...`,
      `Break the line so that no shown line is longer than ${CODE_LINE_LIMIT} characters: after an opening bracket, before an operator or between arguments; put a long trailing comment on a line of its own above.`,
      "code-line",
    );
  }
}
