/** A problem in content or config, reported with the file, the bad value and what would be valid. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    readonly value: unknown,
    readonly valid: string,
  ) {
    super(`${file}: ${problem}. Got ${formatValue(value)}. ${valid}`);
    this.name = "ContentError";
  }
}

export function formatValue(value: unknown): string {
  if (value === undefined) return "nothing";
  return JSON.stringify(value);
}

export function listChoices(choices: readonly string[]): string {
  return choices.length === 0 ? "(none)" : choices.map((choice) => JSON.stringify(choice)).join(", ");
}
