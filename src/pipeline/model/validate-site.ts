import * as fs from "fs";
import * as path from "path";
import type { SiteConfig, LinkItem } from "../../config/site";
import { getDocById, getSidebarById, getSidebarFirstLink, type DocsVersionData } from "../../shared/docs-data";
import type { DocRecord } from "./doc-record";
import type { DocsModel } from "./docs-model";
import { ContentError, place } from "../errors/errors";
import { checkLink, type DocLink, type LinkTargets } from "../parse/links";
import { PROJECT_ROOT } from "../code/sample-compiler";

const CONFIG_FILE = "src/config/site.ts";

/** The site config's source, for the lines of its references (its values come from the module itself). */
const readConfigText = (): string => {
  const file = path.join(PROJECT_ROOT, CONFIG_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
};

/** Pages that exist besides the docs (src/pages). */
export const EXTRA_PAGES = ["/", "/search"];

export function linkTargets(docs: ReadonlyArray<Pick<DocRecord, "routePath" | "allHeadings">>): LinkTargets {
  const anchorsByPath = new Map<string, ReadonlySet<string>>(EXTRA_PAGES.map((page) => [page, new Set<string>()]));
  for (const doc of docs) anchorsByPath.set(doc.routePath, new Set(doc.allHeadings.map((h) => h.id)));
  return { anchorsByPath };
}

/** Fails on the doc's first broken internal link or #anchor, naming its line. */
export function validateDocLinks(doc: DocRecord, links: readonly DocLink[], targets: LinkTargets): void {
  for (const link of links) checkLink(link.url, doc.routePath, doc.sourceFile, link.line, targets, link.column);
}

/** Fails on any broken internal link in the docs and on config references to sidebars, docs or pages that do not exist. */
export function validateSite(model: DocsModel, version: DocsVersionData, config: SiteConfig, linksOf: (doc: DocRecord) => readonly DocLink[]): void {
  const targets = linkTargets(model.docs);
  for (const doc of model.docs) validateDocLinks(doc, linksOf(doc), targets);
  validateConfig(version, config, targets);
}

/** Where the site config writes a value (its first occurrence as a quoted string), or null. */
export function configPlaceOf(configText: string, value: string): { line: number; column: number } | null {
  const lines = configText.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const column = [`"${value}"`, `'${value}'`].map((quoted) => lines[index].indexOf(quoted)).find((found) => found >= 0);
    if (column !== undefined) return { line: index + 1, column: column + 1 };
  }
  return null;
}

/** Fails on a navbar, footer or announcement-bar reference to a sidebar, doc or page that does not exist. */
export function validateConfig(version: DocsVersionData, config: SiteConfig, targets: LinkTargets, configText = readConfigText()): void {
  /** The config file, the item, and the line and column of the value it refers by. */
  const at = (where: string, value: string) => {
    const found = configPlaceOf(configText, value);
    return { file: `${CONFIG_FILE} (${where})`, line: found?.line ?? 0, column: found?.column };
  };
  const checkConfigLink = (item: LinkItem | { to: string }, where: string) => {
    if (!("to" in item)) return;
    const { file, line, column } = at(where, item.to);
    checkLink(item.to, "/", file, line, targets, column);
  };
  const wrap = (where: string, value: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      if (error instanceof ContentError) throw error;
      const { file, line, column } = at(where, value);
      throw new ContentError(place(file, line, column), (error as Error).message, undefined, "Fix the reference in the site config.", "config-reference");
    }
  };
  for (const item of config.navbar.items) {
    const where = `navbar item ${JSON.stringify(item)}`;
    if (item.type === "docSidebar") wrap(where, item.sidebarId, () => getSidebarFirstLink(getSidebarById(version, item.sidebarId)));
    if (item.type === "doc") wrap(where, item.docId, () => getDocById(version, item.docId));
    if (item.type === "link") checkConfigLink(item, where);
    if (item.type === "dropdown") item.items.forEach((sub) => checkConfigLink(sub, where));
  }
  for (const column of config.footer.columns) for (const item of column.items) checkConfigLink(item, `footer column ${column.title}`);
  if (config.announcementBar?.link) checkConfigLink(config.announcementBar.link, "announcementBar.link");
}
