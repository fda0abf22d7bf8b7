/**
 * Under `gatsby develop` a content error must not take the site down: it is reported, the doc it
 * belongs to is replaced by an error page (src/templates/content-error.tsx), and the errors that
 * stand are shown in the browser's error overlay until the files are fixed.
 */
import * as path from "path";
import type { ShownContentError } from "../templates/content-error";
import { errorMapEntry, guideUrlOf, reporterCallOf } from "./content-errors";
import type { ContentError } from "./errors";

/** Set by the Gatsby CLI: only `gatsby develop` has an overlay to tell. */
const isDevelop = (): boolean => process.env.gatsby_executing_command === "develop";

/** A doc whose file could not become a Doc node: its error, the route it would have had and its heading ids. */
export interface FailedDoc {
  routePath: string;
  /** Links to the doc and its sections stay valid while it is broken (its page explains the error). */
  anchors: string[];
  error: ContentError;
}

/** Docs whose file failed its checks when its node was created, by source file; a later good save removes the entry. */
export const failedDocs = new Map<string, FailedDoc>();

/** What the error page says: the file and line, the message, the guide's section. */
export function shownError(error: ContentError): ShownContentError {
  const call = reporterCallOf(error);
  const where = path.relative(process.cwd(), call.filePath) + (call.location ? `:${call.location.start.line}` : "");
  return { where, message: call.context.sourceMessage, guideUrl: guideUrlOf(error.kind) };
}

/** The overlay's entry for an error: what Gatsby's own structured errors carry (title, file, line, code). */
function overlayEntry(error: ContentError) {
  const call = reporterCallOf(error);
  const { text, ...entry } = errorMapEntry(error.kind);
  return { ...call, ...entry, code: call.id, text: text(call.context) };
}

interface WebsocketManager {
  emitError(id: string, message: unknown): void;
}

/** Gatsby's develop websocket, through which its overlay learns of errors; absent outside develop. */
function websocket(): WebsocketManager | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (require("gatsby/dist/utils/websocket-manager") as { websocketManager?: WebsocketManager }).websocketManager ?? null;
  } catch {
    return null;
  }
}

const OVERLAY_ID = "stan-content-errors";

/** Shows the errors that stand in the develop overlay (with file and line), or clears it when there are none. */
export function showInOverlay(errors: readonly ContentError[]): void {
  if (!isDevelop()) return;
  websocket()?.emitError(OVERLAY_ID, errors.length > 0 ? errors.map(overlayEntry) : null);
}
