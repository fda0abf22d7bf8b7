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

const tocLevels = siteConfig.tableOfContents;

/** The headings of a doc's table of contents: its headings of the site config's levels (2 to 3). */
export const tocHeadings = <H extends { depth: number }>(headings: readonly H[]): H[] =>
  headings.filter((heading) => heading.depth >= tocLevels.minHeadingLevel && heading.depth <= tocLevels.maxHeadingLevel);
