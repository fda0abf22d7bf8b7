import * as path from "path";
import type { DocFrontmatter } from "./frontmatter";
import type { Heading } from "./headings";

/** Everything the site knows about one doc file. */
export interface DocRecord {
  /** `<folder>/<name>` (e.g. `api/atom`), or the front matter id for top-level docs. */
  id: string;
  /** Route without the path prefix, no trailing slash (e.g. `/docs/api/atom`). */
  routePath: string;
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition: number | null;
  draft: boolean;
  codeTitle: boolean;
  /** Folder relative to the docs root ("" for top level). */
  dir: string;
  /** File name, used to break position ties. */
  fileName: string;
  /** Path relative to the project, for error messages. */
  sourceFile: string;
  headings: Heading[];
}

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
    routePath: docRoutePath(routeBasePath, dir, idName, file.frontmatter.slug),
    title: file.frontmatter.title,
    description: file.frontmatter.description,
    sidebarLabel: file.frontmatter.sidebar_label ?? file.frontmatter.title,
    sidebarPosition: file.frontmatter.sidebar_position ?? null,
    draft: file.frontmatter.draft,
    codeTitle: file.frontmatter.code_title,
    dir,
    fileName: parsed.base,
    sourceFile: file.sourceFile,
    headings: file.headings,
  };
}
