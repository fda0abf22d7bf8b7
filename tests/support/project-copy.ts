/**
 * A copy of the project in a temporary folder, for tests that build or run it as an author would
 * (tests/develop, tests/builds) without touching the checkout: its files (tracked and new, not ignored),
 * with node_modules linked rather than copied.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

export const PROJECT_ROOT = path.resolve(__dirname, "..", "..");

/** Copies the project's files but those `skip` names to a new temporary folder (named after `prefix`); returns it. */
export function copyProject(prefix: string, skip: (file: string) => boolean = () => false): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: PROJECT_ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    if (skip(file) || !fs.existsSync(path.join(PROJECT_ROOT, file))) continue; // skipped, or deleted but not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(PROJECT_ROOT, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}
