import { ContentError } from "../../../src/pipeline/errors/errors";

/** The ContentError `run` throws; fails the test when it throws something else or nothing. */
export function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

/** The ContentError `run` throws, or null when it throws nothing (anything else fails the test). */
export function problemOf(run: () => unknown): ContentError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
}
