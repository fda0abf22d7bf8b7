/**
 * The generated files (llms.txt, llms-full.txt, the .md copies, sitemap.xml, robots.txt), read from public/ and
 * checked against the data the build published beside the pages: the docs version (sidebar order, draft ids)
 * from the shared static query's result, each doc's title, description and headings from its page's context.
 * That the host serves them, with their types: tests/e2e/exports.spec.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";
import type { DocPageContext } from "../../src/shared/page-context";
import { PATH_PREFIX, PUBLIC_DIR, readBuilt } from "../support/site/built-site";
import { SITE_URL } from "../support/site/routes";

interface VersionData {
  docs: Array<{ id: string; path: string }>;
  draftIds: string[];
}
type PublishedDoc = { id: string; path: string } & Pick<DocPageContext, "title" | "description" | "headings">;

const pageData = <T>(file: string): T => JSON.parse(readFileSync(path.join(PUBLIC_DIR, "page-data", file), "utf8")) as T;

/** The docs version from the static queries of the docs root, and each published doc's page context. */
function publishedDocs(): { version: VersionData; docs: PublishedDoc[] } {
  const { staticQueryHashes } = pageData<{ staticQueryHashes: string[] }>("docs/page-data.json");
  const version = staticQueryHashes
    .map((hash) => pageData<{ data: { allDocsVersion?: { nodes: VersionData[] } } }>(`sq/d/${hash}.json`).data.allDocsVersion?.nodes[0])
    .find((found) => found !== undefined);
  if (!version) throw new Error("no allDocsVersion static query result in the build");
  const docs = version.docs.map((doc) => {
    const file = `${doc.path.slice(PATH_PREFIX.length + 1)}/page-data.json`;
    if (!existsSync(path.join(PUBLIC_DIR, "page-data", file))) throw new Error(`no page data for ${doc.path}`);
    return { ...doc, ...pageData<{ result: { pageContext: DocPageContext } }>(file).result.pageContext };
  });
  return { version, docs };
}

const count = (text: string, needle: string) => text.split(needle).length - 1;
const absolute = (route: string) => SITE_URL + route;

describe("generated files match the data the build published", () => {
  const data = publishedDocs();

  test("there are published docs", () => {
    expect(data.docs.length).toBeGreaterThan(0);
  });

  test("llms.txt: llmstxt.org layout, every published doc linked exactly once with its description, no draft", () => {
    const text = readBuilt("llms.txt");
    expect(text).toMatch(/^# Stan\n\n> Minimal, type-safe state management\n\n\S/);
    expect(text.match(/^## /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(data.docs.filter((doc) => count(text, `- [${doc.title}](${absolute(`${doc.path}.md`)}): ${doc.description}\n`) !== 1).map((doc) => doc.id)).toEqual([]);
    const links = text.match(/^- \[[^\]]+\]\([^)]+\)(: .+)?$/gm) ?? [];
    expect(links).toHaveLength(data.docs.length + 1); // plus llms-full.txt under "Optional"
    expect(text).toContain(`(${absolute("/stan/llms-full.txt")})`);
    for (const draft of data.version.draftIds) expect(text).not.toContain(draft);
  });

  test("llms-full.txt: every published doc once, in sidebar order, as clean Markdown", () => {
    const text = readBuilt("llms-full.txt");
    const marker = (doc: PublishedDoc) => `# ${doc.title}\n\n> ${doc.description}\n\nSource: ${absolute(doc.path)}\n`;
    expect(data.docs.filter((doc) => count(text, marker(doc)) !== 1).map((doc) => doc.id)).toEqual([]);
    const positions = data.docs.map((doc) => text.indexOf(marker(doc)));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toMatch(/<\/?(Callout|Tabs|TabItem|StateGraph)\b/);
    expect(text).not.toContain("---cut---");
    expect(text).toContain("```ts\n");
    for (const draft of data.version.draftIds) expect(text).not.toContain(draft);
  });

  test("each doc is published as Markdown at its path plus .md, matching its page", () => {
    const full = readBuilt("llms-full.txt");
    for (const doc of data.docs) {
      const markdown = readBuilt(`${doc.path.slice(PATH_PREFIX.length + 1)}.md`);
      expect({ doc: doc.path, starts: markdown.startsWith(`# ${doc.title}\n\n> ${doc.description}\n\nSource: ${absolute(doc.path)}\n`), inFull: full.includes(markdown.trim()) }).toEqual({ doc: doc.path, starts: true, inFull: true });
      // The page's table of contents (h2/h3) is there, in order (a heading's <Since> mark is its Markdown form's alone).
      const headings = (markdown.match(/^#{2,3} .+$/gm) ?? []).map((line) => line.replace(/^#+ /, "").replace(/ \*\(since \d+\.\d+\.\d+\)\*$/, "").replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"));
      expect({ doc: doc.path, headings }).toEqual({ doc: doc.path, headings: doc.headings.map((heading) => heading.value) });
    }
    expect(readBuilt("docs.md").length).toBeGreaterThan(0);
  });

  test("sitemap.xml lists the landing page and every doc once, without trailing slashes; robots.txt points to it", () => {
    const xml = readBuilt("sitemap.xml");
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([absolute("/stan/"), ...data.docs.map((doc) => absolute(doc.path))]);
    expect(locs.slice(1).filter((loc) => /\/$|\.html$|\/404|\/search/.test(loc))).toEqual([]);
    // (Every location answers 200 when served: tests/e2e/exports.spec.ts.)
    expect(readBuilt("robots.txt")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${absolute("/stan/sitemap.xml")}\n`);
  });
});

