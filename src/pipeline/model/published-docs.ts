/**
 * The published docs, in sidebar order (the docs model), with their Markdown copy and search sections
 * (their Doc nodes' facts, doc-facts.ts): what every post-build file (search index, Markdown copies,
 * llms.txt, sitemap) and the develop search index are made from.
 */
import type { DocNode } from "./doc-nodes";
import type { DocsModel } from "./docs-model";
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

/** The published docs of a docs model (in its order), each with its node's Markdown copy and search sections. */
export function publishedSite(docNodes: Iterable<DocNode>, model: DocsModel): PublishedSite {
  const nodes = new Map(Array.from(docNodes, (node) => [node.docId, node]));
  const categories = categoriesByDocId(model.sidebar);
  const docs = model.docs.map((record): PublishedDoc => {
    const node = nodes.get(record.id);
    if (!node) throw new Error(`Post-build: the docs model lists ${JSON.stringify(record.id)}, but no Doc node has that id.`);
    return {
      id: record.id,
      title: node.title,
      description: node.description,
      sidebarLabel: node.sidebarLabel,
      routePath: node.routePath,
      path: node.path,
      category: categories.get(record.id) ?? "",
      headings: node.allHeadings,
      markdownBody: node.markdown,
      // The node's facts, read-only as Gatsby hands them over; the search index only reads them.
      searchSections: node.searchSections as DocSection[],
      sourceFile: node.sourceFile,
    };
  });
  return { docs, sidebar: model.sidebar, draftIds: model.draftIds };
}
