import * as fs from "fs";

/**
 * Writes a file whole: under another name first (this process's own), then renamed over it. A build
 * stopped halfway leaves no half-written file, and processes that share a folder (a build and
 * develop beside it) never read one.
 */
export function writeFileWhole(file: string, content: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}
