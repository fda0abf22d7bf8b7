/**
 * The docs files whose nodes are being made, so that createPages waits for them. Under `gatsby develop` a
 * saved file's File node is made in a batch that does not wait for its onCreateNode calls: develop builds
 * the schema and runs createPages while gatsby-plugin-mdx reads the file and the site makes its doc
 * (src/gatsby/internals.ts). Without the wait createPages could read a docs model without the saved doc:
 * its page gone, every link to it reported broken (the develop test's failure on a loaded machine).
 *
 * A file is in progress from the moment Gatsby makes its File node (it then runs onCreateNode for it) until
 * the site's onCreateNode of that version of the file has ended (it ends once the doc is made, docMadeFrom),
 * or until the file is deleted. Unchanged files are not made again, so they are never waited for.
 *
 * Develop makes pages again only for the changes it batches after it started making them: the site makes them
 * again itself for a change that lands while its createPages runs (makeFromSettledDocs), and asks develop for
 * them for one that lands after (followChanges).
 */
import type { Node, Reporter } from "gatsby";
import type { NodeChange } from "../../gatsby/internals";
import { DOC_WAIT_MS, isDocsFile, type FileNode } from "./doc-nodes";

interface SettleHelpers {
  reporter: Pick<Reporter, "warn">;
  storeWritten(): Promise<void>;
}

export interface DocsInProgress {
  /** A node Gatsby has made or deleted (onNodeChange). */
  nodeChanged(change: NodeChange): void;
  /** The site's onCreateNode of this version of a file has ended. */
  made(node: Node): void;
  /**
   * Resolves once no docs file is in progress and the store has written every change (the caller can read the
   * nodes at once, before any other await); after `timeoutMs` at most (by default as long as each file's own
   * wait, docMadeFrom), naming the files.
   */
  settled(helpers: SettleHelpers, options?: { timeoutMs?: number; intervalMs?: number }): Promise<void>;
  /**
   * Runs `make` once the docs are settled, and again while a docs file changed as it ran: `make` is handed
   * whether the docs are still those it started from, and returns false when it stopped because they were not.
   */
  makeFromSettledDocs(helpers: SettleHelpers & { reporter: Pick<Reporter, "info"> }, make: (unchanged: () => boolean) => Promise<boolean>): Promise<void>;
  /**
   * Under develop: once a docs file has been made, makes sure pages made from it follow. Gatsby makes the pages
   * again after a batch of node changes, but applies a change that arrives while it is making them without making
   * them again (its develop machine, state `recreatingPages`): the saved doc then kept its old page and its errors
   * went unreported until the next save (the develop test's failure on a loaded machine). When no pages were made
   * from the latest docs `delayMs` after a file was made, `request` (a node change Gatsby batches) is called,
   * at most `attempts` times for one change.
   */
  followChanges(request: () => void, reporter: Pick<Reporter, "info">, options?: { delayMs?: number; attempts?: number }): void;
}

export function docsInProgress(): DocsInProgress {
  /** Each docs file in progress: its id, with the content digest of the version being made and its path. */
  const inProgress = new Map<string, { digest: string; relativePath: string }>();
  /** How many times a docs file was made or deleted so far. */
  let changes = 0;
  /** The changes the last pages were made from (null before the first pages), and whether pages are being made. */
  let pagesFrom: number | null = null;
  let making = false;
  /** Under develop, what asks for the pages again (followChanges); the pending check and the requests made for the latest change. */
  let follow: { request(): void; reporter: Pick<Reporter, "info">; delayMs: number; attempts: number } | null = null;
  let followTimer: ReturnType<typeof setTimeout> | null = null;
  let requested = 0;
  const checkPagesFollow = () => {
    followTimer = null;
    if (!follow) return;
    // Pages being made now: looked at again once they are made (they may have read the docs before the change).
    if (!making) {
      if (pagesFrom === null || pagesFrom >= changes || requested >= follow.attempts) return;
      requested += 1;
      follow.reporter.info("A docs file changed after the pages were made: making them again.");
      follow.request();
    }
    followTimer = setTimeout(checkPagesFollow, follow.delayMs);
  };
  const pagesShouldFollow = () => {
    if (follow && !followTimer) followTimer = setTimeout(checkPagesFollow, follow.delayMs);
  };
  const list: DocsInProgress = {
    nodeChanged({ type, payload: node }) {
      if (!isDocsFile(node)) return;
      changes += 1;
      requested = 0;
      if (type === "CREATE_NODE") inProgress.set(node.id, { digest: node.internal.contentDigest, relativePath: (node as FileNode).relativePath });
      else {
        inProgress.delete(node.id);
        pagesShouldFollow();
      }
    },
    made(node) {
      if (inProgress.get(node.id)?.digest !== node.internal.contentDigest) return;
      inProgress.delete(node.id);
      pagesShouldFollow();
    },
    async settled({ reporter, storeWritten }, { timeoutMs = DOC_WAIT_MS, intervalMs = 10 } = {}) {
      const deadline = Date.now() + timeoutMs;
      // Until nothing is in progress once the store has written: a file made during the last wait is waited for too.
      for (;;) {
        while (inProgress.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, intervalMs));
        if (inProgress.size > 0) {
          reporter.warn(`The pages are made without ${[...inProgress.values()].map((file) => file.relativePath).join(", ")}: not made within ${timeoutMs / 1000} s.`);
          // Given up on: the next createPages does not wait for them again.
          inProgress.clear();
        }
        await storeWritten();
        if (inProgress.size === 0) return;
      }
    },
    async makeFromSettledDocs(helpers, make) {
      making = true;
      try {
        for (;;) {
          await list.settled(helpers);
          const since = changes;
          if (await make(() => changes === since)) {
            pagesFrom = since;
            return;
          }
          // Said, so that an author who waits a few seconds more for a save sees why.
          helpers.reporter.info("A docs file changed while the pages were made: making them again from the saved docs.");
        }
      } finally {
        making = false;
      }
    },
    followChanges(request, reporter, { delayMs = 5_000, attempts = 3 } = {}) {
      follow = { request, reporter, delayMs, attempts };
    },
  };
  return list;
}

/** The one list of the process that runs the site's hooks: onNodeChange and onCreateNode fill it, createPages waits on it. */
export const docsBeingMade = docsInProgress();
