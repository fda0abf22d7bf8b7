/**
 * The kinds of content error, each registered with Gatsby's reporter under its own id
 * (src/pipeline/errors/content-errors.ts) and explained in content/README.md.
 */
export type ContentErrorKind =
  | "broken-link"
  | "missing-anchor"
  | "front-matter"
  | "duplicate"
  | "empty-category"
  | "config-reference"
  | "sample"
  | "code-language"
  | "code-line"
  | "markup";

/** `path:line:column` (or `path:line`, or `path`): where a content error points, as errors name it. */
export function place(file: string, line?: number | null, column?: number | null): string {
  if (!line || line < 1) return file;
  return column && column > 0 ? `${file}:${line}:${column}` : `${file}:${line}`;
}

/** A problem in content or config, reported with the file, the bad value and what would be valid. */
export class ContentError extends Error {
  constructor(
    /** `path`, `path:line`, `path:line:column` or `path (where in it)`, relative to the project (see `place`). */
    readonly file: string,
    readonly problem: string,
    readonly value: unknown,
    readonly valid: string,
    readonly kind: ContentErrorKind,
  ) {
    super(`${file}: ${problem}. Got ${formatValue(value)}. ${valid}`);
    this.name = "ContentError";
  }

  /** The message without the file: what is wrong, the value, what is valid. */
  get detail(): string {
    return `${this.problem}. Got ${formatValue(this.value)}. ${this.valid}`;
  }
}

export function formatValue(value: unknown): string {
  if (value === undefined) return "nothing";
  return JSON.stringify(value);
}

export function listChoices(choices: readonly string[]): string {
  return choices.length === 0 ? "(none)" : choices.map((choice) => JSON.stringify(choice)).join(", ");
}
