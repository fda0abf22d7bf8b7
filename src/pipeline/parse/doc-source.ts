import * as path from "path";
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
