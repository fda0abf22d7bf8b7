import { STAN_VERSION } from "../config/site";

/**
 * The "since 1.x" mark of an API added after the release the docs first described (`<Since version="1.6.0" />`):
 * its words, and the check the build runs on it (src/pipeline/markdown/Since.markdown.ts).
 */

/** The first release these docs described: anything it had needs no mark. */
export const FIRST_DOCUMENTED_VERSION = "1.3.2";

const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;

/** -1, 0 or 1 as release `a` comes before, is, or comes after release `b` (both `x.y.z`). */
export function compareReleases(a: string, b: string): number {
  const [x, y] = [a, b].map((release) => RELEASE.exec(release)!.slice(1).map(Number));
  for (let part = 0; part < 3; part += 1) if (x[part] !== y[part]) return Math.sign(x[part] - y[part]);
  return 0;
}

/** What is wrong with a mark's version, or undefined when it is one the site can show. */
export function sinceProblem(version: unknown): string | undefined {
  if (typeof version !== "string" || !RELEASE.test(version)) return "the version of a <Since> mark is a release, x.y.z";
  if (compareReleases(version, FIRST_DOCUMENTED_VERSION) <= 0) return `the version of a <Since> mark comes after ${FIRST_DOCUMENTED_VERSION}, which needs no mark`;
  if (compareReleases(version, STAN_VERSION) > 0) return `the version of a <Since> mark is at most ${STAN_VERSION}, the release the docs describe`;
  return undefined;
}

/** The mark's words, on the page and in its Markdown copy. */
export const sinceText = (version: string): string => `since ${version}`;
