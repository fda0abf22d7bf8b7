/** One content error as the page shows it (src/pipeline/develop-errors.ts). */
export interface ShownContentError {
  /** Project-relative path, with `:line` when known. */
  where: string;
  message: string;
  /** The authoring guide's section on this kind of error. */
  guideUrl: string;
}

/** The context of the page that stands in for a doc with a content error (src/ui/templates/content-error.tsx). */
export interface ContentErrorPageContext {
  errors: ShownContentError[];
}
