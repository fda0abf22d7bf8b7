import * as fs from "fs";
import * as os from "os";
import * as path from "path";

/**
 * A maker of temporary folders named `prefix…`, each removed once the tests of the file that asked for it
 * have run. Call it at a file's or a describe's top level (it registers the `afterAll`).
 */
export function tempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
