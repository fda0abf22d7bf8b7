/**
 * The docs data shape (as queried from GraphQL) and the lookups the spec's error
 * catalogue (section 8) names. Used by the build and by components, so a bad
 * reference fails the same way wherever it is made.
 */

export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
  docId: string;
  unlisted: boolean;
}

export interface SidebarCategory {
  type: "category";
  label: string;
  href: string | null;
  linkUnlisted: boolean;
  collapsible: boolean;
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface Sidebar {
  name: string;
  items: SidebarItem[];
}

export interface VersionDoc {
  id: string;
  path: string;
}

export interface DocsVersionData {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  docs: VersionDoc[];
  sidebars: Sidebar[];
  draftIds: string[];
}

export class DocsDataError extends Error {
  override name = "DocsDataError";
}

const quoteAll = (values: readonly string[]) => (values.length ? values.map((v) => JSON.stringify(v)).join(", ") : "(none)");

export function requireDocsData(versions: readonly DocsVersionData[] | null | undefined): readonly DocsVersionData[] {
  if (!versions || versions.length === 0) {
    throw new DocsDataError("Docs data is missing: no docs version was found. Is content/docs empty, or did the docsVersion query fail?");
  }
  return versions;
}

export function getSidebarById(version: DocsVersionData, sidebarId: string): Sidebar {
  const sidebar = version.sidebars.find((candidate) => candidate.name === sidebarId);
  if (!sidebar) {
    throw new DocsDataError(
      `No sidebar with id ${JSON.stringify(sidebarId)} in docs version ${JSON.stringify(version.name)}. Available sidebar ids: ${quoteAll(version.sidebars.map((s) => s.name))}.`,
    );
  }
  return sidebar;
}

function firstLink(items: readonly SidebarItem[]): string | null {
  for (const item of items) {
    if (item.type === "link") return item.href;
    if (item.href) return item.href;
    const inner = firstLink(item.items);
    if (inner) return inner;
  }
  return null;
}

/** Where a "sidebar" navbar link points: the sidebar's first link. */
export function getSidebarFirstLink(sidebar: Sidebar): string {
  const href = firstLink(sidebar.items);
  if (!href) {
    throw new DocsDataError(`Sidebar ${JSON.stringify(sidebar.name)} has nothing to link to: it holds no doc and no category with a link.`);
  }
  return href;
}

/** A doc by id; null for a draft (drafts exist but are not published). */
export function getDocById(version: DocsVersionData, docId: string): VersionDoc | null {
  const doc = version.docs.find((candidate) => candidate.id === docId);
  if (doc) return doc;
  if (version.draftIds.includes(docId)) return null;
  throw new DocsDataError(
    `No doc with id ${JSON.stringify(docId)} in docs version ${JSON.stringify(version.name)}. Available doc ids: ${quoteAll(version.docs.map((d) => d.id))}.`,
  );
}

export function getVersionByName(versions: readonly DocsVersionData[], name: string): DocsVersionData {
  const version = versions.find((candidate) => candidate.name === name);
  if (!version) {
    throw new DocsDataError(`No docs version named ${JSON.stringify(name)}. Available version names: ${quoteAll(versions.map((v) => v.name))}.`);
  }
  return version;
}

/** The docs version whose path contains the pathname (public hrefs, with the path prefix). */
export function getVersionForPath(versions: readonly DocsVersionData[], pathname: string): DocsVersionData {
  const version = versions.find((candidate) => pathname === candidate.path || pathname.startsWith(`${candidate.path}/`));
  if (!version) {
    throw new DocsDataError(
      `No docs version serves ${JSON.stringify(pathname)}. Docs live under: ${quoteAll(versions.map((v) => v.path))}.`,
    );
  }
  return version;
}

/** The sidebar items from the root down to the link for `href` (categories then the link), or [] when absent. */
export function findSidebarTrail(items: readonly SidebarItem[], href: string): SidebarItem[] {
  for (const item of items) {
    if (item.type === "link") {
      if (item.href === href) return [item];
    } else {
      if (item.href === href) return [item];
      const inner = findSidebarTrail(item.items, href);
      if (inner.length) return [item, ...inner];
    }
  }
  return [];
}
