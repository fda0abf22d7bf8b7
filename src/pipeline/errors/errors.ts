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
  | "markup";

/** A problem in content or config, reported with the file, the bad value and what would be valid. */
export class ContentError extends Error {
  constructor(
    /** `path`, `path:line` or `path (where in it)`, relative to the project. */
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
