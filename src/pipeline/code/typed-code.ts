import { TwoslashError, type TwoslashReturn } from "twoslash";
import { CUT_MARKER, isQueryLine, type CodeMeta } from "./code-sample";
import type { EditableLanguage } from "../../shared/sample-editor";
import { ContentError, place } from "../errors/errors";
import { directiveAbove, directiveLines, directiveOff } from "../../shared/expect-error";
import { fromProjectRoot, quickInfo, sampleCompilerOptions, sampleTwoslasher } from "./sample-twoslasher";

export { typeServiceCount } from "./sample-twoslasher";

/**
 * What the TypeScript compiler knows about a checked sample, for the page (typed-html.ts; a ts/tsx
 * sample is typed here, a `vue` one by vue-sample.ts): quick info of each identifier, `// ^?` query
 * results and the errors a sample shows on purpose (a `fails` block, the line after
 * `// @ts-expect-error`). Any other error fails the build with a `sample` content error. Lines are
 * indexes into `shown`.
 */
export interface TypedSample {
  /** The code the reader sees: the lines `// ---cut---` does not hide, without `// ^?` lines. */
  shown: string;
  hovers: Array<{ line: number; character: number; length: number; text: string }>;
  queries: Array<{ line: number; character: number; text: string }>;
  errors: Array<{ line: number; code: number; text: string }>;
}

/** Where a sample is: its file (relative to the project), its opening fence's line and column in it. */
export interface SampleSource {
  file: string;
  fenceLine: number;
  /** The fence's column (1 unless the block is indented, in a list item say); 1 when not given. */
  fenceColumn?: number;
}

/** A JSX element's tag name (`div`, `p`): its quick info is React's catalogue of HTML elements, the same in every sample. */
const isIntrinsicTag = (text: string) => text.startsWith("(property) JSX.IntrinsicElements.");

/** An error at a line of the block (-1: the fence) and, when known, a character of that line (0-based). */
export function sampleError(source: SampleSource, lineInBlock: number, problem: string, value: string, valid: string, character?: number): ContentError {
  // The block's lines are its file lines less the fence's indentation.
  const column = character === undefined ? (source.fenceColumn ?? 1) : character + (source.fenceColumn ?? 1);
  return new ContentError(place(source.file, source.fenceLine + 1 + lineInBlock, column), problem, value, valid, "sample");
}

/** Compiles one sample (`code`: the block's text, hidden lines included) and reads its types. */
export function typeSample(code: string, language: EditableLanguage, meta: CodeMeta, source: SampleSource): TypedSample {
  const lines = code.replace(/\n$/, "").split("\n");
  const cut = lines.findIndex((line) => line.trim() === CUT_MARKER);
  const firstShown = cut + 1;
  const directives = directiveLines(lines);
  const compiled = lines.map(directiveOff).join("\n");
  // Quick info is asked only where it is shown: not in hidden lines, not for JSX tag names.
  const shownFrom = cut === -1 ? 0 : lines.slice(0, firstShown).join("\n").length + 1;
  const isTagName = (name: string, start: number) => /^[a-z]/.test(name) && /<\/?$/.test(compiled.slice(Math.max(0, start - 2), start));
  const shouldGetHoverInfo = (name: string, start: number) => start >= shownFrom && !isTagName(name, start);
  let result: TwoslashReturn;
  try {
    // Errors are judged below; notations stay so positions are those of the block's text.
    const handbookOptions = { noErrorValidation: true, keepNotations: true };
    result = sampleTwoslasher()(compiled, language, { compilerOptions: sampleCompilerOptions(), handbookOptions, shouldGetHoverInfo });
  } catch (error) {
    // A `// ^?` whose caret points at nothing the compiler knows.
    if (!(error instanceof TwoslashError)) throw error;
    throw sampleError(source, -1, error.title.toLowerCase(), error.description, "Put the `^` of a `// ^?` line under an identifier of the line above it.");
  }

  // Block line -> shown line (-1: hidden or a query line).
  const shownLine: number[] = [];
  let next = 0;
  lines.forEach((line, index) => shownLine.push(index >= firstShown && !isQueryLine(line) ? next++ : -1));

  const errors: TypedSample["errors"] = [];
  const answered = new Set<number>();
  let unannounced = 0;
  for (const error of result.errors) {
    const message = `TS${error.code}: ${error.text}`;
    if (error.line < firstShown) {
      throw sampleError(source, error.line, "a hidden line (above `// ---cut---`) does not compile", message, "Hidden lines must compile in every sample, `fails` ones too: fix the line.", error.character);
    }
    const directive = directiveAbove(lines, directives, error.line);
    const expected = directive !== undefined;
    if (!expected && !meta.fails) {
      throw sampleError(source, error.line, "the sample does not compile", message, "Fix the code, or show the error on purpose: `// @ts-expect-error: why` on the line above, or the `fails` flag on the block.", error.character);
    }
    if (directive !== undefined) answered.add(directive);
    else unannounced += 1;
    errors.push({ line: shownLine[error.line], code: error.code as number, text: fromProjectRoot(error.text) });
  }
  for (const directive of directives) {
    if (!answered.has(directive)) {
      throw sampleError(source, directive, "the line after `// @ts-expect-error` compiles", lines[directive].trim(), "Remove the directive, or make the next line the error it announces.", lines[directive].search(/\S/));
    }
  }
  if (meta.fails && unannounced === 0) {
    throw sampleError(source, -1, "the sample is marked `fails` but compiles", "no compiler error", "Remove the `fails` flag, or show code that does not compile.");
  }

  const hovers = result.hovers
    .filter((hover) => shownLine[hover.line] >= 0 && !isIntrinsicTag(hover.text))
    .map((hover) => ({ line: shownLine[hover.line], character: hover.character, length: hover.length, text: quickInfo(hover.text, hover.docs) }));
  const queries = result.queries.map((query) => ({ line: shownLine[query.line], character: query.character, text: quickInfo(query.text, undefined) }));
  const shown = lines.filter((_, index) => shownLine[index] >= 0).join("\n");
  return { shown, hovers, queries, errors };
}
