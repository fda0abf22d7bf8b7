import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";

/**
 * A digest of files of the project: each entry (a file, or a folder read whole) by its path relative to
 * `root` and its bytes. Relative paths keep it the same in a moved or copied checkout; a missing entry
 * counts as missing, so adding it later changes the digest.
 */
export function filesDigest(root: string, entries: readonly string[], seed = ""): string {
  const hash = createHash("sha1").update(seed);
  const add = (relative: string) => {
    const absolute = path.join(root, relative);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stat) hash.update(`${relative}\0(missing)\0`);
    else if (stat.isDirectory()) for (const name of fs.readdirSync(absolute).sort()) add(path.posix.join(relative, name));
    else hash.update(`${relative}\0`).update(fs.readFileSync(absolute)).update("\0");
  };
  for (const entry of entries) add(entry.split(path.sep).join("/"));
  return hash.digest("hex");
}
