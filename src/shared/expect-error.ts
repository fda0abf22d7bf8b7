/**
 * `// @ts-expect-error` lines in a sample, read as TypeScript reads them, by the build's typing
 * (src/pipeline/code/typed-code.ts) and the in-place editor's compiler (src/editor/compiler/).
 * Both turn the directives off before compiling (so TypeScript reports the errors they announce) and
 * match each error to its directive themselves.
 */
const DIRECTIVE = "@ts-expect-error";
/** Same length, so positions hold; TypeScript no longer reads it as a directive. */
const DIRECTIVE_OFF = "@ts_expect_error";

export const isDirectiveLine = (line: string): boolean => /^\s*\/\/\s*@ts-expect-error\b/.test(line);

/** The line with its directive, if it has one, turned off. */
export const directiveOff = (line: string): string => (isDirectiveLine(line) ? line.replace(DIRECTIVE, DIRECTIVE_OFF) : line);

/** The indexes of the directive lines. */
export const directiveLines = (lines: readonly string[]): Set<number> => new Set(lines.flatMap((line, index) => (isDirectiveLine(line) ? [index] : [])));

/**
 * The directive an error on line `line` answers, as TypeScript reads it: the nearest directive above,
 * past blank lines and comment lines (a long reason can go on over comment lines before the code).
 */
export function directiveAbove(lines: readonly string[], directives: ReadonlySet<number>, line: number): number | undefined {
  for (let above = line - 1; above >= 0; above--) {
    if (directives.has(above)) return above;
    if (lines[above].trim() !== "" && !/^\s*\/\//.test(lines[above])) return undefined;
  }
  return undefined;
}
