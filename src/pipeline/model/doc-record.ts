import * as path from "path";
import type { DocFrontmatter } from "../parse/frontmatter";
import type { Heading } from "../parse/headings";

/** The Doc node's own fields, as the schema declares them (src/pipeline/model/schema.ts; types generated into src/gatsby-types.d.ts). */
export type DocFields = Omit<Queries.Doc, "id" | "parent" | "children" | "internal" | ResolvedField>;
/** Fields the schema computes on query (gatsby-node's createResolvers), from the docs model. */
type ResolvedField = "headings" | "anchors" | "previous" | "next";
/** Fields that come from the site and the file system rather than the doc's text. */
type PlacedField = "path" | "contentFilePath" | "editUrl" | "lastUpdated";

/** What a doc's file says about it: its node's fields apart from where it is published and edited, and its id. */
export type DocRecord = Omit<DocFields, PlacedField> & { readonly id: string };

export interface DocFile {
  /** Path relative to the docs root, e.g. `api/atom.md`. */
  relativePath: string;
  /** Path relative to the project, for error messages. */
  sourceFile: string;
  frontmatter: DocFrontmatter;
  /** Its h2-h6, from its tree (headingsOf). */
  headings: Heading[];
}

export function docRoutePath(routeBasePath: string, dir: string, idName: string, slug: string | undefined): string {
  const join = (...parts: string[]) => ("/" + parts.filter(Boolean).join("/")).replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
  if (slug === undefined) return join(routeBasePath, dir, idName);
  if (slug.startsWith("/")) return join(routeBasePath, slug);
  return join(routeBasePath, dir, slug);
}

export function createDocRecord(file: DocFile, routeBasePath: string): DocRecord {
  const parsed = path.posix.parse(file.relativePath);
  const dir = parsed.dir;
  const idName = file.frontmatter.id ?? parsed.name;
  return {
    id: dir ? `${dir}/${idName}` : idName,
    routePath: docRoutePath(routeBasePath, dir, idName, file.frontmatter.slug ?? undefined),
    frontmatter: file.frontmatter,
    title: file.frontmatter.title,
    description: file.frontmatter.description,
    sidebarLabel: file.frontmatter.sidebar_label ?? file.frontmatter.title,
    sidebarPosition: file.frontmatter.sidebar_position,
    draft: file.frontmatter.draft,
    codeTitle: file.frontmatter.code_title,
    dir,
    fileName: parsed.base,
    sourceFile: file.sourceFile,
    allHeadings: file.headings,
  };
}
