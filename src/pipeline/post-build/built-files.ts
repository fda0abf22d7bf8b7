import * as fs from "fs";
import * as path from "path";
import { GATSBY_PUBLIC_LAYOUT } from "../../gatsby/internals";

/** Every file below `dir` (the whole build by default), but for public/_gatsby: Gatsby's slice fragments, not pages. */
export function builtFiles(publicDir: string, dir = publicDir): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(publicDir, file).split(path.sep)[0] !== GATSBY_PUBLIC_LAYOUT.slices);
}

/** The HTML file of every page of the build. */
export function builtPageHtml(publicDir: string): string[] {
  return builtFiles(publicDir).filter((file) => file.endsWith(".html"));
}
