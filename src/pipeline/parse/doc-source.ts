import * as fs from "fs";
import * as path from "path";
import { DOC_EXTENSIONS } from "../../shared/site-paths";
import { ContentError } from "../errors/errors";

/** A file's path from the project root with `/` separators, as errors, edit links and the build name files. */
export function projectPath(file: string): string {
  return (path.isAbsolute(file) ? path.relative(process.cwd(), file) : file).split(path.sep).join("/");
}

const EDIT_URL = /^https:\/\/\S+\/$/;

/** The "Edit this page" URL of a doc: the config's edit base plus the file's path from the repository root. */
export function docEditUrl(editBase: string, sourceFile: string): string {
  if (!EDIT_URL.test(editBase)) {
    throw new ContentError("src/config/site.ts (docs.editUrl)", "the edit base is not an https URL ending in /", editBase, 'Write e.g. "https://github.com/<owner>/<docs-repo>/edit/main/".', "config-reference");
  }
  return editBase + sourceFile.split("\\").join("/").replace(/^\.?\//, "");
}

/** The doc files under `dir` (a path from the project root, as the files are named), in a stable order. */
export function docFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : docFilesIn(file);
      return DOC_EXTENSIONS.includes(path.extname(entry.name)) ? [file] : [];
    });
}
