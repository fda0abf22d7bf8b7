/**
 * Under `gatsby develop` a content error must not take the site down: it is reported, the doc it
 * belongs to is replaced by an error page (src/ui/templates/content-error.tsx), and the errors that
 * stand are shown in the browser's error overlay until the files are fixed. (A doc whose file has an
 * error is a DocProblem node: model/doc-nodes.ts.)
 */
import * as path from "path";
import type { ContentErrorPageContext, ShownContentError } from "../shared/content-error-page";
import { errorMapEntry, guideUrlOf, reporterCallOf } from "./errors/content-errors";
import type { ContentError } from "./errors/errors";
import { developWebsocket, gatsbyCommand } from "../gatsby/internals";
import { projectPath } from "./parse/doc-source";
import { CONTENT_ERROR_TEMPLATE, htmlVariantPath } from "../shared/site-paths";

/** Set by the Gatsby CLI: only `gatsby develop` has an overlay to tell. */
const isDevelop = (): boolean => gatsbyCommand() === "develop";

/** What the error page says: the file and line, the message, the guide's section. */
export function shownError(error: ContentError): ShownContentError {
  const call = reporterCallOf(error);
  const where = projectPath(call.filePath) + (call.location ? `:${call.location.start.line}:${call.location.start.column}` : "");
  return { where, message: call.context.sourceMessage, guideUrl: guideUrlOf(error.kind) };
}

/** Where the error pages live: each answers its doc's address through `matchPath`. */
export const CONTENT_ERROR_PATH_PREFIX = "/__stan/content-error";

export interface ContentErrorPage {
  path: string;
  matchPath: string;
  component: string;
  context: ContentErrorPageContext;
}

/**
 * The pages that stand in for a broken doc at `routePath` and its `.html` twin. Each is a page of its
 * own (its own path, answering the doc's address through `matchPath`) while the doc's page is left out,
 * never the doc's page with its component swapped: when a page keeps its path and changes component,
 * develop writes its page-data.json with the new component and the old query result (it waits for the
 * query of a new page only), and a query run that overlaps the swap leaves that mix in place: the fixed
 * doc crashed on the error page's data until the next save. A page that is removed and created again
 * gets a new query, whose page-data develop writes only once the query has run.
 */
export function contentErrorPages(routePath: string, errors: ShownContentError[]): ContentErrorPage[] {
  const component = path.resolve(CONTENT_ERROR_TEMPLATE);
  return [routePath, htmlVariantPath(routePath)].map((address) => ({ path: CONTENT_ERROR_PATH_PREFIX + address, matchPath: address, component, context: { errors } }));
}

/** The overlay's entry for an error: what Gatsby's own structured errors carry (title, file, line, code). */
function overlayEntry(error: ContentError) {
  const call = reporterCallOf(error);
  const { text, ...entry } = errorMapEntry(error.kind);
  return { ...call, ...entry, code: call.id, text: text(call.context) };
}

const OVERLAY_ID = "stan-content-errors";

/** Shows the errors that stand in the develop overlay (with file and line), or clears it when there are none. */
export function showInOverlay(errors: readonly ContentError[]): void {
  if (!isDevelop()) return;
  developWebsocket()?.emitError(OVERLAY_ID, errors.length > 0 ? errors.map(overlayEntry) : null);
}
