import type { SiteConfig, LinkItem } from "../../config/site";
import { getDocById, getSidebarById, getSidebarFirstLink, type DocsVersionData } from "../../shared/docs-data";
import type { DocRecord } from "./doc-record";
import type { DocsModel } from "./docs-model";
import { ContentError } from "../errors/errors";
import { checkLink, type DocLink, type LinkTargets } from "../parse/links";

const CONFIG_FILE = "src/config/site.ts";

/** Pages that exist besides the docs (src/pages). */
export const EXTRA_PAGES = ["/", "/search"];

export function linkTargets(docs: ReadonlyArray<Pick<DocRecord, "routePath" | "allHeadings">>): LinkTargets {
  const anchorsByPath = new Map<string, ReadonlySet<string>>(EXTRA_PAGES.map((page) => [page, new Set<string>()]));
  for (const doc of docs) anchorsByPath.set(doc.routePath, new Set(doc.allHeadings.map((h) => h.id)));
  return { anchorsByPath };
}

/** Fails on the doc's first broken internal link or #anchor, naming its line. */
export function validateDocLinks(doc: DocRecord, links: readonly DocLink[], targets: LinkTargets): void {
  for (const link of links) checkLink(link.url, doc.routePath, doc.sourceFile, link.line, targets);
}

/** Fails on any broken internal link in the docs and on config references to sidebars, docs or pages that do not exist. */
export function validateSite(model: DocsModel, version: DocsVersionData, config: SiteConfig, linksOf: (doc: DocRecord) => readonly DocLink[]): void {
  const targets = linkTargets(model.docs);
  for (const doc of model.docs) validateDocLinks(doc, linksOf(doc), targets);
  validateConfig(version, config, targets);
}

/** Fails on a navbar, footer or announcement-bar reference to a sidebar, doc or page that does not exist. */
export function validateConfig(version: DocsVersionData, config: SiteConfig, targets: LinkTargets): void {
  const checkConfigLink = (item: LinkItem | { to: string }, where: string) => {
    if ("to" in item) checkLink(item.to, "/", `${CONFIG_FILE} (${where})`, 0, targets);
  };
  const wrap = (where: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      if (error instanceof ContentError) throw error;
      throw new ContentError(`${CONFIG_FILE} (${where})`, (error as Error).message, undefined, "Fix the reference in the site config.", "config-reference");
    }
  };
  for (const item of config.navbar.items) {
    const where = `navbar item ${JSON.stringify(item)}`;
    if (item.type === "docSidebar") wrap(where, () => getSidebarFirstLink(getSidebarById(version, item.sidebarId)));
    if (item.type === "doc") wrap(where, () => getDocById(version, item.docId));
    if (item.type === "link") checkConfigLink(item, where);
    if (item.type === "dropdown") item.items.forEach((sub) => checkConfigLink(sub, where));
  }
  for (const column of config.footer.columns) for (const item of column.items) checkConfigLink(item, `footer column ${column.title}`);
  if (config.announcementBar?.link) checkConfigLink(config.announcementBar.link, "announcementBar.link");
}
