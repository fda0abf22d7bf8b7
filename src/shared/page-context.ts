/**
 * What a page's data holds: the one contract between the build, which makes it in createPages
 * (src/pipeline/pages/), and the template that renders it (src/ui/templates/). Gatsby publishes it
 * as the page's context in its page data; the templates run no page query.
 */

/** A heading of the table of contents (levels from the site config). */
export interface DocPageHeading {
  /** 2 for ##, 3 for ###. */
  depth: number;
  /** Its text as a reader sees it. */
  value: string;
  /** Its anchor id on the page. */
  id: string;
}

/** The previous or next doc in sidebar order. */
export interface DocPageLink {
  /** Its sidebar label. */
  label: string;
  /** Its public path, with the path prefix. */
  path: string;
}

/** A doc page's data (src/ui/templates/doc.tsx). */
export interface DocPageContext {
  /** The doc's node id. */
  id: string;
  /** Public path, with the path prefix (`/stan/docs/api/atom`); `path` itself is Gatsby's own field of a page. */
  publicPath: string;
  /** Route without the prefix (`/docs/api/atom`). */
  routePath: string;
  title: string;
  description: string;
  /** The title is an API name (left alone by machine translation). */
  codeTitle: boolean;
  /** The file on GitHub, opened for editing. */
  editUrl: string;
  /** The date of the file's last commit (ISO 8601), and as the page shows it; null without git history. */
  lastUpdated: string | null;
  lastUpdatedText: string | null;
  /** The table of contents. */
  headings: DocPageHeading[];
  previous: DocPageLink | null;
  next: DocPageLink | null;
  /** The HTML of the body's code blocks, in document order (src/pipeline/code/code-html.ts), without their names' types. */
  codeHtml: string[];
  /**
   * The page's code data file (`code-data/<hash>.json`, src/shared/code-data.ts): the blocks' types and the ts/tsx
   * blocks' sources for the in-place editor, fetched when a reader reaches for them.
   */
  codeData: string;
  /** Set on the `.html` twin of a page: the route it duplicates (its canonical URL). */
  canonicalPath?: string;
}

/** The landing page's data (src/ui/templates/landing.tsx). */
export interface LandingPageContext {
  /** The taste-of-the-API snippet, highlighted and typed at build time, without its names' types. */
  tasteHtml: string;
  /** Its code data file: its types and its source for the in-place editor (src/shared/code-data.ts). */
  codeData: string;
}
