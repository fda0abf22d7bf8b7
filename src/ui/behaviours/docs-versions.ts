import { getVersionByName, type DocsVersionData } from "../../shared/docs-data";

/** The versions a version dropdown lists: the configured names (each must exist) or all. */
export function dropdownVersions(all: readonly DocsVersionData[], names?: readonly string[]): DocsVersionData[] {
  return names ? names.map((name) => getVersionByName(all, name)) : [...all];
}

export function latestVersion(all: readonly DocsVersionData[]): DocsVersionData | null {
  return all.find((version) => version.isLast) ?? all[0] ?? null;
}

/** The version whose docs contain the page, or null off the docs. */
export function versionOfPage(all: readonly DocsVersionData[], pathname: string): DocsVersionData | null {
  return all.find((version) => pathname === version.path || pathname.startsWith(`${version.path}/`)) ?? null;
}

/** Where choosing `target` leads from the page: the same doc in that version if it has one, else its main doc. */
export function versionTargetPath(target: DocsVersionData, from: DocsVersionData | null, pathname: string): string {
  if (from && (pathname === from.path || pathname.startsWith(`${from.path}/`))) {
    const candidate = target.path + pathname.slice(from.path.length);
    if (target.docs.some((doc) => doc.path === candidate)) return candidate;
  }
  return (target.docs.find((doc) => doc.path === target.path) ?? target.docs[0])?.path ?? target.path;
}
