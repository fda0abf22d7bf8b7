import { ContentError } from "./errors";

const EDIT_URL = /^https:\/\/\S+\/$/;

/** The "Edit this page" URL of a doc: the config's edit base plus the file's path from the repository root. */
export function docEditUrl(editBase: string, sourceFile: string): string {
  if (!EDIT_URL.test(editBase)) {
    throw new ContentError("src/config/site.ts (docs.editUrl)", "the edit base is not an https URL ending in /", editBase, 'Write e.g. "https://github.com/<owner>/<docs-repo>/edit/main/".', "config-reference");
  }
  return editBase + sourceFile.split("\\").join("/").replace(/^\.?\//, "");
}
