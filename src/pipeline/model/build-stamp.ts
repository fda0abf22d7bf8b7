import { filesDigest } from "../code/file-digest";
import { PROJECT_ROOT } from "../code/sample-compiler";

/**
 * The code that turns content into the site's own nodes (Doc, DocCategory). Gatsby keeps nodes between
 * builds and runs onCreateNode again only for files that changed; it empties its cache when
 * gatsby-node.ts itself changes, not when a module it imports does. So each node of ours carries the
 * stamp of the code that made it, and sourceNodes makes again every node whose stamp is not the
 * current one (gatsby-node.ts): a cached node never outlives the code that made it.
 */
export const BUILD_CODE = ["gatsby-node.ts", "src/pipeline", "src/gatsby", "src/shared", "src/config", "package-lock.json", "patches"];

let stamp: string | undefined;

/** The stamp of the build code as it is now (read once per process: the code does not change under it). */
export function buildStamp(): string {
  stamp ??= filesDigest(PROJECT_ROOT, BUILD_CODE);
  return stamp;
}
