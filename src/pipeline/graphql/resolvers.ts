/**
 * The GraphQL schema's computed fields (createResolvers): a doc's table of contents, anchors and neighbours,
 * and the docs version's lists, all from the docs model of the nodes as they are (src/pipeline/model/site-model.ts).
 */
import type { DocNode } from "../model/doc-nodes";
import type { DocsModel } from "../model/docs-model";
import { siteModelOf, siteNodesOf, siteVersionData, tocHeadings } from "../model/site-model";

/** The part of a resolver's context that reads nodes. */
export interface NodeModel {
  findAll<T>(args: { type: string }): Promise<{ entries: Iterable<T> }>;
}

/**
 * The docs model for a query: its nodes read from the store as it is (`nodesOf`: Gatsby's getNodesByType), and
 * the query made to depend on every node of their types through the resolvers' nodeModel (`findAll` records a
 * dependency on the type's connection when called, before any entry is read), so develop runs it again when a
 * doc changes. Its entries are not read: they turn ids into nodes as they are read, and under develop a node
 * deleted meanwhile (a doc remade after a save) came out undefined, Gatsby's own tracking threw on it
 * (node-model.js, trackInlineObjectsInRootNode: "Cannot read properties of undefined (reading 'id')"), and the
 * docs data's static query failed with it.
 */
export async function loadSiteModel(nodeModel: NodeModel, nodesOf: (type: string) => unknown[]): Promise<DocsModel> {
  const dependencies: Array<Promise<unknown>> = [];
  const nodes = siteNodesOf((type) => {
    dependencies.push(nodeModel.findAll({ type }));
    return nodesOf(type);
  });
  await Promise.all(dependencies);
  return siteModelOf(nodes);
}

/** The schema's computed fields (createResolvers): the table of contents, anchors, neighbours and the version's lists. */
export function siteResolvers(nodesOf: (type: string) => unknown[]) {
  type Ctx = { nodeModel: NodeModel };
  const model = (ctx: Ctx) => loadSiteModel(ctx.nodeModel, nodesOf);
  return {
    Doc: {
      headings: { resolve: (doc: DocNode) => tocHeadings(doc.allHeadings) },
      anchors: { resolve: (doc: DocNode) => doc.allHeadings.map((h) => h.id) },
      previous: { resolve: async (doc: DocNode, _: unknown, ctx: Ctx) => (await model(ctx)).previous.get(doc.docId) ?? null },
      next: { resolve: async (doc: DocNode, _: unknown, ctx: Ctx) => (await model(ctx)).next.get(doc.docId) ?? null },
    },
    DocsVersion: {
      docs: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => siteVersionData(await model(ctx)).docs },
      sidebars: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => siteVersionData(await model(ctx)).sidebars },
      draftIds: { resolve: async (_v: unknown, _a: unknown, ctx: Ctx) => (await model(ctx)).draftIds },
    },
  };
}
