import { execFileSync } from "child_process";

/** Runs git in `cwd` as a fixed author, with both the author and committer dates set to `date` (ISO 8601). */
export function gitAt(cwd: string, date: string, ...args: string[]): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: "Fixture", GIT_AUTHOR_EMAIL: "fixture@example.com", GIT_COMMITTER_NAME: "Fixture", GIT_COMMITTER_EMAIL: "fixture@example.com", GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  // Piped, so that the error thrown on a failure carries what git wrote to stderr.
  execFileSync("git", args, { cwd, env, stdio: "pipe" });
}

/** The date of a file's last commit in `cwd`, as git prints it (ISO 8601; empty without history). */
export const lastCommitDate = (file: string, cwd: string): string => execFileSync("git", ["log", "-1", "--format=%cI", "--", file], { cwd, encoding: "utf8" }).trim();
