/**
 * llms.txt (https://llmstxt.org): the site's title, summary and a section of
 * links per sidebar category, each link to the page's Markdown copy with a
 * one-line description; and llms-full.txt, every page's Markdown in sidebar order.
 */
import { absoluteUrl } from "../../shared/paths";
import { STAN_VERSION, siteConfig } from "../../config/site";
import type { PublishedDoc, SidebarEntry } from "../model/published-docs";

export const LLMS_FILE = "llms.txt";
export const LLMS_FULL_FILE = "llms-full.txt";

export interface SiteSummary {
  title: string;
  tagline: string;
  /** The release of the library the docs describe. */
  version: string;
}

/** Route of a doc's Markdown copy: the page route plus `.md` (`/docs/api/atom.md`, `/docs.md`). */
export function markdownRoute(routePath: string): string {
  return `${routePath.replace(/\/$/, "")}.md`;
}

/** The site's own summary: its title and tagline, and the release the docs describe. */
export const SITE_SUMMARY: SiteSummary = { title: siteConfig.title, tagline: siteConfig.tagline, version: STAN_VERSION };

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

interface Section {
  title: string;
  docs: PublishedDoc[];
}

/** Sidebar order, one section per top-level category; consecutive top-level docs share a "Docs" section. */
export function llmsSections(sidebar: readonly SidebarEntry[], docs: readonly PublishedDoc[]): Section[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const linkedDocs = (items: readonly SidebarEntry[]): PublishedDoc[] =>
    items.flatMap((item) => (item.type === "link" ? [byId.get(item.docId ?? "")].filter((doc) => doc !== undefined) : linkedDocs(item.items ?? [])));
  const sections: Section[] = [];
  for (const item of sidebar) {
    if (item.type === "category") {
      sections.push({ title: item.label, docs: linkedDocs(item.items ?? []) });
      continue;
    }
    const last = sections[sections.length - 1];
    const doc = byId.get(item.docId ?? "");
    if (!doc) continue;
    if (last && last.title === "Docs") last.docs.push(doc);
    else sections.push({ title: "Docs", docs: [doc] });
  }
  const listed = new Set(sections.flatMap((section) => section.docs.map((doc) => doc.id)));
  const unlisted = docs.filter((doc) => !listed.has(doc.id));
  if (unlisted.length) sections.push({ title: "More", docs: unlisted });
  return sections.filter((section) => section.docs.length > 0);
}

export function llmsTxt(site: SiteSummary, sidebar: readonly SidebarEntry[], docs: readonly PublishedDoc[]): string {
  const lines = [
    `# ${site.title}`,
    "",
    `> ${site.tagline}`,
    "",
    `The documentation of ${site.title} ${site.version}. Each link below is one page of the docs as Markdown, with what the page covers. [${LLMS_FULL_FILE}](${absoluteUrl(`/${LLMS_FULL_FILE}`)}) holds every page in one file.`,
  ];
  for (const section of llmsSections(sidebar, docs)) {
    lines.push("", `## ${section.title}`, "");
    for (const doc of section.docs) lines.push(`- [${doc.title}](${absoluteUrl(markdownRoute(doc.routePath))}): ${oneLine(doc.description)}`);
  }
  lines.push("", "## Optional", "", `- [Full documentation](${absoluteUrl(`/${LLMS_FULL_FILE}`)}): every page above in one Markdown file, in sidebar order`);
  return `${lines.join("\n")}\n`;
}

/** Every page's Markdown, in the given (sidebar) order, separated by thematic breaks. */
export function llmsFullTxt(site: SiteSummary, pages: ReadonlyArray<{ markdown: string }>): string {
  const header = `# ${site.title}\n\n> ${site.tagline}\n\nEvery page of the ${site.title} ${site.version} documentation as Markdown, in sidebar order.`;
  return `${[header, ...pages.map((page) => page.markdown.trim())].join("\n\n---\n\n")}\n`;
}
