import { execFileSync } from "child_process";
import * as path from "path";
import { siteConfig } from "../../config/site";

/**
 * The date of a file's last commit (ISO 8601 with offset, `git log -1 --format=%cI`), or null when
 * git cannot say it truthfully: not a git checkout, git missing, the file never committed, or a
 * shallow clone (whose oldest commit would stand in for every older change).
 */
export function readLastCommitDate(file: string): string | null {
  const cwd = path.dirname(path.resolve(file));
  const git = (...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  try {
    if (git("rev-parse", "--is-shallow-repository") !== "false") return null;
    return git("log", "-1", "--format=%cI", "--", path.basename(file)) || null;
  } catch {
    return null;
  }
}

const cache = new Map<string, string | null>();

/** readLastCommitDate, asked once per file for the life of the process (develop re-creates nodes on every save). */
export function lastCommitDate(file: string): string | null {
  const key = path.resolve(file);
  if (!cache.has(key)) cache.set(key, readLastCommitDate(key));
  return cache.get(key) ?? null;
}

/**
 * "March 6, 2024" from an ISO date, as a doc's foot shows it: UTC, the site's locale. Made at build
 * time: the first Intl.DateTimeFormat of a page costs about 50 ms of its hydration (ICU start-up).
 */
export function formatCommitDate(iso: string): string {
  return new Intl.DateTimeFormat(siteConfig.i18n.defaultLocale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
}
