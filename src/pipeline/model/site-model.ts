/**
 * The docs model of the site as the build holds it now: its Doc, DocCategory and DocProblem nodes,
 * through the one cache of the build (current-docs-model.ts: a model is built once per content and
 * shared by the schema's resolvers, createPages, the develop search index and the post-build files).
 */
import { siteConfig } from "../../config/site";
import type { DocsVersionData } from "../../shared/docs-data";
import { createDocsModelSource } from "./current-docs-model";
import { versionData, type DocsModel } from "./docs-model";
import { docRecordOf, type CategoryNode, type DocNode, type ProblemNode } from "./doc-nodes";

/** What the model reads: the nodes Gatsby's getNodesByType lists (createPages, the post-build files, the resolvers through loadSiteModel). */
export interface SiteNodes {
  docs: Iterable<DocNode>;
  categories: Iterable<CategoryNode>;
  problems: Iterable<ProblemNode>;
}

/** Drafts are built by develop only (NODE_ENV is production in `gatsby build`). */
const docsModel = createDocsModelSource({ includeDrafts: process.env.NODE_ENV !== "production", hrefPrefix: siteConfig.pathPrefix });

/** How many models this process built (the build log prints it). */
export const modelBuilds = (): number => docsModel.builds();

/**
 * The docs model of these nodes. Under develop a folder whose docs all have problems is left out of the
 * check for empty categories: its docs' addresses explain their errors.
 */
export function siteModelOf({ docs, categories, problems }: SiteNodes): DocsModel {
  const records = Array.from(docs, docRecordOf);
  const broken = Array.from(problems, (problem) => problem.dir);
  const holds = (dirs: string[], category: CategoryNode) => dirs.some((dir) => dir === category.dir || dir.startsWith(`${category.dir}/`));
  const onlyBroken = (category: CategoryNode) => holds(broken, category) && !holds(records.map((doc) => doc.dir), category);
  return docsModel.get(records, Array.from(categories).filter((category) => !onlyBroken(category)));
}

export const siteNodesOf = (getNodesByType: (type: string) => unknown[]): SiteNodes => ({
  docs: getNodesByType("Doc") as DocNode[],
  categories: getNodesByType("DocCategory") as CategoryNode[],
  problems: getNodesByType("DocProblem") as ProblemNode[],
});

/** The one docs version (spec section 3: one version, labelled Next, the latest). */
export function siteVersion(): Pick<DocsVersionData, "name" | "label" | "path" | "isLast"> {
  return { name: siteConfig.docs.versionName, label: siteConfig.docs.versionLabel, path: siteConfig.pathPrefix + siteConfig.docs.routeBasePath, isLast: true };
}

export const VERSION_NODE_ID = `docs-version-${siteConfig.docs.versionName}`;

export const siteVersionData = (model: DocsModel): DocsVersionData => versionData(model, siteVersion(), siteConfig.docs.sidebarId, siteConfig.pathPrefix);

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

const tocLevels = siteConfig.tableOfContents;

/** The schema's computed fields (createResolvers): the table of contents, anchors, neighbours and the version's lists. */
export function siteResolvers(nodesOf: (type: string) => unknown[]) {
  type Ctx = { nodeModel: NodeModel };
  const model = (ctx: Ctx) => loadSiteModel(ctx.nodeModel, nodesOf);
  return {
    Doc: {
      headings: { resolve: (doc: DocNode) => doc.allHeadings.filter((h) => h.depth >= tocLevels.minHeadingLevel && h.depth <= tocLevels.maxHeadingLevel) },
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
