const MAX_CAUSES = 10;

/** An error's message followed by the messages of its causes (error.cause), outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length <= MAX_CAUSES) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message || current.name : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}
