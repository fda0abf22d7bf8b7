import * as path from "path";
import { place } from "../errors/errors";
import { frontmatterPlace, type DocFrontmatter } from "../parse/frontmatter";
import type { Heading } from "../parse/headings";

/** The Doc node's own fields, as the schema declares them (src/pipeline/graphql/schema.ts; types generated into src/gatsby-types.d.ts). */
export type DocFields = Omit<Queries.Doc, "id" | "parent" | "children" | "internal" | ResolvedField>;
/** Fields the schema computes on query (gatsby-node's createResolvers), from the docs model. */
type ResolvedField = "headings" | "anchors" | "previous" | "next";
/**
 * Fields of the node alone: the doc id is `docId`, which the record calls `id` (the node's id is its
 * file's), and the facts read from its tree (doc-facts.ts).
 */
type NodeOnlyField = "docId" | "links" | "codeBlocks" | "markdown" | "searchSections";
/** Fields that come from the site and the file system rather than the doc's text. */
type PlacedField = "path" | "contentFilePath" | "editUrl" | "lastUpdated" | "lastUpdatedText";

/** What a doc's file says about it: its node's fields apart from where it is published and edited, and its id. */
export type DocRecord = Omit<DocFields, PlacedField | NodeOnlyField> & { readonly id: string };

export interface DocFile {
  /** Path relative to the docs root, e.g. `api/atom.md`. */
  relativePath: string;
  /** Path relative to the project, for error messages. */
  sourceFile: string;
  frontmatter: DocFrontmatter;
  /** Its h2-h6, from its tree (headingsOf). */
  headings: Heading[];
  /** The file's text, so that errors about its id or route name the front matter's line. */
  text?: string;
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
  /** Where a front-matter field is written, or null without the field (or the file's text). */
  const written = (key: "id" | "slug") => {
    if (file.frontmatter[key] === null || file.text === undefined) return null;
    const { line, column } = frontmatterPlace(file.text, key);
    return place(file.sourceFile, line, column);
  };
  const idSource = written("id") ?? file.sourceFile;
  return {
    id: dir ? `${dir}/${idName}` : idName,
    idSource,
    routeSource: written("slug") ?? idSource,
    slug: file.frontmatter.slug,
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
