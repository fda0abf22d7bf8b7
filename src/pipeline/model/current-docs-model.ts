import type { Node } from "gatsby";
import { buildDocsModel, type CategoryRecord, type DocsModel, type ModelOptions } from "./docs-model";
import type { DocRecord } from "./doc-record";

type Versioned = Pick<Node, "id" | "internal">;

/**
 * The docs model of the current content, built once per set of Doc and DocCategory nodes: the
 * schema's resolvers (every `previous`, `next` and sidebar field), createPages and the post-build
 * files all ask for it, and it is rebuilt only when a node is added, changed (a new content digest)
 * or removed, that is once per build and once per content change under develop. A model that
 * fails its checks fails the same way for each asker until the content changes.
 */
export function createDocsModelSource(options: ModelOptions, build = buildDocsModel) {
  let key: string | null = null;
  let outcome: { model: DocsModel } | { error: unknown } = { error: new Error("no docs model yet") };
  let builds = 0;
  return {
    get(docs: ReadonlyArray<DocRecord & Versioned>, categories: ReadonlyArray<CategoryRecord & Versioned>): DocsModel {
      const nextKey = [...docs, ...categories].map((node) => `${node.id}@${node.internal.contentDigest}`).sort().join("\n");
      if (nextKey !== key) {
        key = nextKey;
        builds += 1;
        try {
          outcome = { model: build([...docs], [...categories], options) };
        } catch (error) {
          outcome = { error };
        }
      }
      if ("error" in outcome) throw outcome.error;
      return outcome.model;
    },
    /** How many times a model was built (the build log prints it). */
    builds: () => builds,
  };
}
