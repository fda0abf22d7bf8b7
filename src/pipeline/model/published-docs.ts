/**
 * The published docs, read from GraphQL after the build, in sidebar order and
 * with their Markdown copy and search sections (doc-facts.ts): what every post-build
 * file (search index, Markdown copies, llms.txt, sitemap) is generated from.
 */
import { docFactsOf } from "./doc-facts";
import type { DocSection } from "../markdown/doc-sections";
import type { Heading } from "../parse/headings";

export interface PublishedDoc {
  id: string;
  title: string;
  description: string;
  sidebarLabel: string;
  /** Route without the prefix (`/docs/api/atom`). */
  routePath: string;
  /** Public path with the prefix (`/stan/docs/api/atom`). */
  path: string;
  /** Top-level sidebar category label ("API"); "" for docs outside a category. */
  category: string;
  headings: readonly Heading[];
  /** The body of the page's Markdown copy. */
  markdownBody: string;
  searchSections: DocSection[];
  /** The file, relative to the project (for error messages). */
  sourceFile: string;
}

/** A sidebar entry as the post-build query reads it: a link (`docId`) or a category (`items`). */
export interface SidebarEntry {
  readonly type: string;
  readonly label: string;
  readonly href?: string | null;
  readonly docId?: string | null;
  readonly items?: ReadonlyArray<SidebarEntry> | null;
}

export interface PublishedSite {
  /** Published docs in sidebar order. */
  docs: PublishedDoc[];
  /** The sidebar, for grouping (llms.txt sections). */
  sidebar: readonly SidebarEntry[];
  draftIds: readonly string[];
}

/**
 * Tags a query of the build's own so that Gatsby's typegen finds it (gatsby-config's
 * `documentSearchPaths`) and types its result as `Queries.<Name>Query`; the query is its text.
 */
const graphql = (strings: TemplateStringsArray): string => strings.join("");

export type PublishedDocsQuery = Queries.PublishedDocsQuery;

export const PUBLISHED_DOCS_QUERY = graphql`
  fragment PublishedSidebarItem on SidebarItem {
    type
    label
    href
    docId
  }
  query PublishedDocs {
    allDoc { nodes { docId path routePath title description sidebarLabel draft sourceFile contentFilePath allHeadings { depth value id } internal { contentDigest } } }
    allDocsVersion {
      nodes {
        name
        docs { id path }
        draftIds
        sidebars { name items { ...PublishedSidebarItem items { ...PublishedSidebarItem items { ...PublishedSidebarItem } } } }
      }
    }
  }
`;

/** Doc id -> label of the top-level category it sits in. */
export function categoriesByDocId(items: readonly SidebarEntry[]): Map<string, string> {
  const result = new Map<string, string>();
  const visit = (list: readonly SidebarEntry[], category: string) => {
    for (const item of list) {
      if (item.type === "link" && item.docId) result.set(item.docId, category);
      else visit(item.items ?? [], category || item.label);
    }
  };
  visit(items, "");
  return result;
}

/** The doc's Markdown copy and its search sections (doc-facts.ts). */
function markdownOf(node: PublishedDocsQuery["allDoc"]["nodes"][number]): Pick<PublishedDoc, "markdownBody" | "searchSections"> {
  const { markdownBody, searchSections } = docFactsOf(node);
  return { markdownBody, searchSections };
}

/** Joins the version's doc order with the doc nodes; fails on a draft or an unknown id (both would be build bugs). */
export function publishedSite(data: PublishedDocsQuery, sidebarId: string): PublishedSite {
  const version = data.allDocsVersion.nodes[0];
  if (!version) throw new Error("Post-build: no docs version in GraphQL (allDocsVersion is empty).");
  const sidebar = version.sidebars.find((candidate) => candidate.name === sidebarId)?.items ?? [];
  const categories = categoriesByDocId(sidebar);
  const nodes = new Map(data.allDoc.nodes.map((node) => [node.docId, node]));
  const docs = version.docs.map(({ id }) => {
    const node = nodes.get(id);
    if (!node) throw new Error(`Post-build: the docs version lists ${JSON.stringify(id)}, but no Doc node has that id.`);
    if (node.draft) throw new Error(`Post-build: the draft ${JSON.stringify(id)} is listed as published.`);
    const { sourceFile } = node;
    return {
      id,
      title: node.title,
      description: node.description,
      sidebarLabel: node.sidebarLabel,
      routePath: node.routePath,
      path: node.path,
      category: categories.get(id) ?? "",
      headings: node.allHeadings,
      ...markdownOf(node),
      sourceFile,
    };
  });
  return { docs, sidebar, draftIds: version.draftIds };
}
