import { ContentError, listChoices } from "../errors/errors";
import type { DocRecord } from "./doc-record";
import type { DocsVersionData, SidebarItem } from "../../shared/docs-data";

/** A folder's `_category_.json` as its DocCategory node holds it (fields declared in src/pipeline/graphql/schema.ts). */
export type CategoryRecord = Omit<Queries.DocCategory, "id" | "parent" | "children" | "internal">;

export interface DocNavLink {
  title: string;
  label: string;
  path: string;
}

export interface DocsModel {
  /** Published docs in sidebar order. */
  docs: DocRecord[];
  sidebar: SidebarItem[];
  draftIds: string[];
  previous: Map<string, DocNavLink | null>;
  next: Map<string, DocNavLink | null>;
}

export interface ModelOptions {
  includeDrafts: boolean;
  /** Prepended to route paths to form public hrefs (the path prefix, e.g. "/stan"). */
  hrefPrefix: string;
}

interface Entry {
  position: number | null;
  sortName: string;
  item: () => SidebarItem;
  docs: () => DocRecord[];
}

function byPosition(a: Entry, b: Entry): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  return pa !== pb ? pa - pb : a.sortName.localeCompare(b.sortName);
}

/** How a doc claims its id or route, for the duplicate error: the front matter's line, or the file's place. */
function claimOf(doc: DocRecord, key: "id" | "routePath"): { place: string; explicit: boolean; text: string } {
  const source = key === "id" ? doc.idSource : doc.routeSource;
  const explicit = source !== doc.sourceFile;
  const written = key === "id" ? "its front matter id" : doc.routeSource === doc.idSource ? "its front matter id" : "its front matter slug";
  return { place: source, explicit, text: `${source.replace(/:(\d+):\d+$/, ":$1")} (${explicit ? written : "its folder and file name"})` };
}

/**
 * Fails when two docs claim one id or route, naming both files with the line of each claim. The error
 * points at a claim written in front matter (an id or slug is what an author adds by hand), else at the
 * later file.
 */
function assertUnique(docs: readonly DocRecord[], key: "id" | "routePath", what: string): void {
  const seen = new Map<string, DocRecord>();
  for (const doc of [...docs].sort((a, b) => a.sourceFile.localeCompare(b.sourceFile))) {
    const other = seen.get(doc[key]);
    if (other) {
      const [first, second] = [claimOf(other, key), claimOf(doc, key)];
      const culprit = first.explicit && !second.explicit ? first : second;
      throw new ContentError(
        culprit.place,
        `two docs have the same ${what}: ${first.text} and ${second.text}`,
        doc[key],
        `Every doc needs its own ${what}: change the front matter${key === "id" ? ' "id"' : ' "slug"'} of one, or rename one file.`,
        "duplicate",
      );
    }
    seen.set(doc[key], doc);
  }
}

/** Orders the docs into the sidebar, checks the whole set, and links each doc to its neighbours. */
export function buildDocsModel(allDocs: readonly DocRecord[], categories: readonly CategoryRecord[], options: ModelOptions): DocsModel {
  assertUnique(allDocs, "id", "id");
  assertUnique(allDocs, "routePath", "path");
  const published = allDocs.filter((doc) => options.includeDrafts || !doc.draft);
  const draftIds = allDocs.filter((doc) => doc.draft).map((doc) => doc.id).sort();
  const categoryByDir = new Map(categories.map((category) => [category.dir, category]));

  for (const category of categories) {
    const hasDoc = published.some((doc) => doc.dir === category.dir || doc.dir.startsWith(`${category.dir}/`));
    if (!hasDoc) {
      throw new ContentError(
        category.labelSource,
        "this category has nothing to link to: its folder holds no published doc",
        category.label,
        "Add a doc to the folder, un-draft one, or delete the _category_.json.",
        "empty-category",
      );
    }
  }

  const folderEntries = (dir: string): Entry[] => {
    const entries: Entry[] = published
      .filter((doc) => doc.dir === dir)
      .map((doc) => ({
        position: doc.sidebarPosition,
        sortName: doc.fileName,
        item: () => ({ type: "link", label: doc.sidebarLabel, href: options.hrefPrefix + doc.routePath, docId: doc.id, unlisted: false }),
        docs: () => [doc],
      }));
    const childDirs = new Set<string>();
    for (const doc of published) {
      if (doc.dir === dir || !(dir === "" || doc.dir.startsWith(`${dir}/`))) continue;
      const rest = dir === "" ? doc.dir : doc.dir.slice(dir.length + 1);
      childDirs.add(dir === "" ? rest.split("/")[0] : `${dir}/${rest.split("/")[0]}`);
    }
    for (const childDir of childDirs) {
      const meta = categoryByDir.get(childDir);
      const children = folderEntries(childDir).sort(byPosition);
      entries.push({
        position: meta?.position ?? null,
        sortName: childDir,
        item: () => ({
          type: "category",
          label: meta?.label ?? childDir.split("/").pop() ?? childDir,
          href: null,
          linkUnlisted: false,
          collapsible: true,
          collapsed: true,
          items: children.map((child) => child.item()),
        }),
        docs: () => children.flatMap((child) => child.docs()),
      });
    }
    return entries;
  };

  const top = folderEntries("").sort(byPosition);
  const ordered = top.flatMap((entry) => entry.docs());
  const previous = new Map<string, DocNavLink | null>();
  const next = new Map<string, DocNavLink | null>();
  const navLink = (doc: DocRecord | undefined): DocNavLink | null =>
    doc ? { title: doc.title, label: doc.sidebarLabel, path: options.hrefPrefix + doc.routePath } : null;
  ordered.forEach((doc, index) => {
    previous.set(doc.id, navLink(ordered[index - 1]));
    next.set(doc.id, navLink(ordered[index + 1]));
  });

  return { docs: ordered, sidebar: top.map((entry) => entry.item()), draftIds, previous, next };
}

/** Throws a ContentError unless every doc id is known (used for config references). */
export function assertDocId(docs: DocRecord[], docId: string, file: string, draftIds: string[]): void {
  if (docs.some((doc) => doc.id === docId) || draftIds.includes(docId)) return;
  throw new ContentError(file, "no doc has this id", docId, `Known doc ids: ${listChoices(docs.map((doc) => doc.id))}.`, "config-reference");
}

/** The GraphQL docs-version entity for a model (spec section 3). */
export function versionData(
  model: DocsModel,
  version: Pick<DocsVersionData, "name" | "label" | "path" | "isLast">,
  sidebarId: string,
  hrefPrefix: string,
): DocsVersionData {
  return {
    ...version,
    docs: model.docs.map((doc) => ({ id: doc.id, path: hrefPrefix + doc.routePath })),
    sidebars: [{ name: sidebarId, items: model.sidebar }],
    draftIds: model.draftIds,
  };
}
