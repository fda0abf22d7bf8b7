/**
 * The offline search index: every published doc split into its introduction
 * and h2/h3 sections, indexed with MiniSearch and serialised to a
 * content-hashed JSON file, plus a tiny manifest that names it.
 */
import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import MiniSearch from "minisearch";
import { INDEX_OPTIONS, SEARCH_DATA_DIR, SEARCH_MANIFEST_FILE, sectionHref, type SearchManifest, type SearchSection } from "../../shared/search/search-index-config";
import type { DocSection } from "../markdown/doc-sections";
import { ContentError } from "../errors/errors";
import type { PublishedDoc } from "../model/published-docs";
import { API_NAME, headingKind, pageDeclarations, type PageDeclarations } from "./api-names";
import { FRAMEWORK_PAGES } from "../../shared/frameworks";

/** A doc and the sections of its Markdown copy (doc-sections.ts). */
export interface IndexableDoc extends Pick<PublishedDoc, "title" | "description" | "path" | "category" | "headings" | "sourceFile"> {
  searchSections: readonly DocSection[];
}

/** The first sentence of a page, where the docs say what the page's subject is ("selector defines derived state"). */
function leadSentence(text: string): string {
  return text.split(/(?<=[.:!?])\s/, 1)[0];
}

/** A search section with the link destinations of its prose. */
interface LinkedSection {
  section: SearchSection;
  links: string[];
}

/** Words enough for a sentence to say what something does ("Makes a store available to every Stan hook in its subtree."). */
const DESCRIPTION_WORDS = 8;

/**
 * What a name's section says it does: its first sentence, and the next ones while they are too short to
 * say it (an option's type line, "Type `string`, optional, no default."; a signature restated,
 * "`onSet(callback)` registers `callback(newValue)`.").
 */
function whatItDoes(lead: string): string {
  const taken: string[] = [];
  for (const sentence of lead.split(/(?<=[.!?])\s+/)) {
    taken.push(sentence);
    if (taken.join(" ").split(/\s+/).length >= DESCRIPTION_WORDS) break;
  }
  return taken.join(" ");
}

/** The framework whose bindings a doc is about (FRAMEWORK_PAGES), from its public path (with or without the prefix). */
function frameworkOf(doc: IndexableDoc): string | undefined {
  return Object.entries(FRAMEWORK_PAGES).find(([route]) => doc.path === route || doc.path.endsWith(route))?.[1];
}

/** A doc's search sections, and the declarations of its code blocks. */
interface DocSections {
  linked: LinkedSection[];
  declarations: PageDeclarations;
}

/** The doc's search sections. Fails when the section anchors differ from the page's heading ids (results would point nowhere). */
function docSearchSections(doc: IndexableDoc, firstId: number): DocSections {
  const sections = doc.searchSections;
  const expected = doc.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.id);
  const found = sections.filter((s) => s.anchor !== "").map((s) => s.anchor);
  if (expected.join("\n") !== found.join("\n")) {
    throw new ContentError(doc.sourceFile, "the search sections do not match the page's h2/h3 anchors", found, `Expected ${JSON.stringify(expected)}.`, "markup");
  }
  // A section made before these facts existed (a node from an older build, a hand-made one) has none: it names nothing.
  const declarations = pageDeclarations(sections.map((section) => section.codeBlocks ?? []));
  // A page about a name it declares (atom, selectorFamily) is that name's entry: its introduction; unless a
  // section has the name for its heading (Store's `Store`, State's `State`): then that section is.
  const declaresTitle = declarations.bySection.some((declared) => declared.some((d) => d.name === doc.title));
  const pageName = declaresTitle && !sections.some((section) => section.headingCode === doc.title) ? doc.title : "";
  const framework = frameworkOf(doc);
  const linked = sections.map((section, index) => {
    const name = section.anchor === "" ? pageName : API_NAME.test(section.headingCode ?? "") ? section.headingCode : "";
    return {
      links: section.links,
      section: {
        id: firstId + index,
        title: section.anchor === "" ? doc.title : "",
        page: doc.title,
        path: doc.path,
        category: doc.category,
        anchor: section.anchor,
        heading: section.heading,
        parent: section.parent,
        text: section.text,
        // An introduction says what the page is about; a name's section says first what the name does.
        summary: section.anchor === "" ? `${doc.description} ${leadSentence(section.text)}` : name ? whatItDoes(section.lead ?? "") : "",
        code: section.code.join(" "),
        name,
        kind: name ? headingKind(name, declarations) : "",
        definedAt: "",
        ...(framework ? { framework } : {}),
      },
    };
  });
  return { linked, declarations };
}

/** The sentence of `text` that first names `name` as a word, or "". */
function sentenceNaming(text: string, name: string): string {
  const escaped = name.replace(/[$]/g, "\\$&");
  const word = new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`);
  return text.split(/(?<=[.!?])\s/).find((sentence) => word.test(sentence)) ?? "";
}

/**
 * Entries for the names a doc's sections declare without a heading of their own (`AtomOptions` and
 * `AtomEffect` in atom's Signature, `StanProviderProps` under `StanProvider`): each points at its
 * section, and says what the name is in the docs' words (the first sentence that names it, in its
 * section or else on its page). A name the page is about (`atom`, declared in its Signature) is the
 * page's introduction, and a name a heading gives is that section already.
 */
function apiEntries(doc: IndexableDoc, { linked, declarations }: DocSections, firstId: number): SearchSection[] {
  const sections = linked.map(({ section }) => section);
  const headed = new Set(sections.map((section) => section.name).filter(Boolean));
  const entries: SearchSection[] = [];
  const seen = new Set<string>();
  declarations.bySection.forEach((declared, index) => {
    for (const { name, kind } of declared) {
      if (name === doc.title || headed.has(name) || seen.has(name)) continue;
      seen.add(name);
      const section = sections[index];
      const description = sentenceNaming(section.text, name) || sections.map((other) => sentenceNaming(other.text, name)).find(Boolean) || "";
      // Shown as its section's heading › its name (SearchHitText), found by its name like a section by its heading.
      const parent = section.heading || doc.title;
      entries.push({ ...section, id: firstId + entries.length, title: "", heading: name, parent, text: description, summary: "", code: "", name, kind, entry: true });
    }
  });
  return entries;
}

/**
 * Sets `definedAt` on each section whose prose links to a section with the same heading on another
 * page: the docs' own way of saying "this works as it does there" (atomFamily's `tag` links to atom's).
 *
 * A page that refers to one other page that way for two or more of its sections builds on that page
 * (atomFamily on atom, selectorFamily on selector): its other sections named after an API name of its
 * code that the base page also has a section for (atomFamily's `initialValue`) are marked as defined
 * there too, so the base page's section ranks first. Sections with ordinary headings ("Signature",
 * "Options") stay the page's own.
 */
function markReferences(linked: readonly LinkedSection[]): void {
  // The same heading, or the same API name under another heading ("`effects`" and "`effects` option").
  const sameName = (a: SearchSection, b: SearchSection) => a.heading === b.heading || (a.name !== "" && a.name === b.name);
  const byHref = new Map(linked.map(({ section }) => [sectionHref(section), section]));
  for (const { section, links } of linked) {
    if (!section.heading) continue;
    const target = links
      .map((link) => byHref.get(sitePath(link, section.path)))
      .find((other) => other && other.path !== section.path && sameName(other, section));
    if (target) section.definedAt = sectionHref(target);
  }
  const sections = linked.map(({ section }) => section);
  for (const [page, base] of basePages(sections)) {
    const own = sections.filter((section) => section.path === page);
    const codeNames = new Set(own.flatMap((section) => section.code.split(" ")));
    for (const section of own) {
      if (!section.heading || !codeNames.has(section.name || section.heading) || section.definedAt) continue;
      const target = sections.find((other) => other.path === base && sameName(other, section));
      if (target) section.definedAt = sectionHref(target);
    }
  }
}

/** Page path -> the page it builds on: the one page its sections name as their definition at least twice. */
function basePages(sections: readonly SearchSection[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const { path: page, definedAt } of sections) {
    if (!definedAt) continue;
    const pair = `${page} ${definedAt.split("#")[0]}`;
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  const bases = new Map<string, string[]>();
  for (const [pair, count] of counts) {
    const [page, base] = pair.split(" ");
    if (count >= 2) bases.set(page, [...(bases.get(page) ?? []), base]);
  }
  // A page that defers that often to more than one page builds on none of them in particular.
  return new Map([...bases].filter(([, built]) => built.length === 1).map(([page, [base]]) => [page, base]));
}

/** A link's path and hash as seen from the page at `from` (the docs link to their own pages by absolute URL or by `#anchor`). */
function sitePath(link: string, from: string): string {
  try {
    const url = new URL(link, `https://site.invalid${from}`);
    return url.pathname + url.hash;
  } catch {
    return "";
  }
}

export function searchSections(docs: readonly IndexableDoc[]): SearchSection[] {
  const linked: LinkedSection[] = [];
  const byDoc = docs.map((doc) => {
    const own = docSearchSections(doc, linked.length);
    linked.push(...own.linked);
    return own;
  });
  markReferences(linked);
  const sections = linked.map(({ section }) => section);
  // Entries after every section, so a section's id stays its place among the sections; each takes its section's definedAt.
  docs.forEach((doc, index) => sections.push(...apiEntries(doc, byDoc[index], sections.length)));
  return sections;
}

export function buildSearchIndex(sections: readonly SearchSection[]): MiniSearch<SearchSection> {
  const index = new MiniSearch<SearchSection>(INDEX_OPTIONS);
  index.addAll(sections);
  return index;
}

/** Writes `search-index/index.<hash>.json` and the manifest naming it; returns the manifest. */
export function writeSearchIndex(publicDir: string, sections: readonly SearchSection[]): SearchManifest {
  const json = JSON.stringify(buildSearchIndex(sections));
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
  const dir = path.join(publicDir, SEARCH_DATA_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const manifest: SearchManifest = { index: `index.${hash}.json`, sections: sections.length };
  fs.writeFileSync(path.join(dir, manifest.index), json);
  fs.writeFileSync(path.join(dir, SEARCH_MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}
