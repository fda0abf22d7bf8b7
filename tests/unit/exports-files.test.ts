/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Reporter } from "gatsby";
import { createSearchEngine } from "../../src/ui/search/search-engine";
import { SEARCH_DATA_DIR, SEARCH_MANIFEST_FILE, type SearchManifest } from "../../src/shared/search/search-index-config";
import { llmsFullTxt, llmsSections, llmsTxt, markdownRoute } from "../../src/pipeline/post-build/llms";
import { writePostBuildFiles } from "../../src/pipeline/post-build/post-build";
import { ogImageRoute } from "../../src/shared/og-image";
import { categoriesByDocId, publishedSite, type PublishedDocsQuery } from "../../src/pipeline/model/published-docs";
import { robotsTxt, sitemapRoutes, sitemapXml } from "../../src/pipeline/post-build/sitemap";
import { markdownHref } from "../../src/ui/components/docs/CopyMarkdownButton";
import { loadContentSite } from "./search-fixture-content";
import type { SidebarItem } from "../../src/shared/docs-data";

const SITE = "https://rkrupinski.github.io/stan";
const repoRoot = path.resolve(__dirname, "../..");
const count = (text: string, needle: string) => text.split(needle).length - 1;

/** The sidebar as the query types it (the fixture holds the same fields). */
type SidebarQueryItems = PublishedDocsQuery["allDocsVersion"]["nodes"][number]["sidebars"][number]["items"];

/** What GraphQL answers after a build of the real content plus one draft doc. */
function graphqlData(draftFile: string): PublishedDocsQuery {
  const { docs, sidebar } = loadContentSite();
  const nodes = docs.map((doc) => ({ docId: doc.id, path: doc.path, routePath: doc.routePath, title: doc.title, description: doc.description, sidebarLabel: doc.sidebarLabel, draft: false, sourceFile: doc.sourceFile, contentFilePath: path.resolve(repoRoot, doc.sourceFile), allHeadings: doc.headings, internal: { contentDigest: `test-${doc.id}` } }));
  const draft = { docId: "guides/secret-draft", path: "/stan/docs/guides/secret-draft", routePath: "/docs/guides/secret-draft", title: "Secret draft", description: "Unpublished", sidebarLabel: "Secret draft", draft: true, sourceFile: "content/docs/guides/secret-draft.md", contentFilePath: draftFile, allHeadings: [{ depth: 2, value: "Hidden", id: "hidden" }], internal: { contentDigest: "test-draft" } };
  return {
    allDoc: { nodes: [draft, ...nodes].reverse() }, // node order must not matter: the version's order does
    allDocsVersion: { nodes: [{ name: "current", docs: docs.map((doc) => ({ id: doc.id, path: doc.path })), sidebars: [{ name: "docs", items: sidebar as unknown as SidebarQueryItems }], draftIds: [draft.docId] }] },
  };
}

describe("published docs from GraphQL", () => {
  it("follow the version's (sidebar) order, with categories, and refuse drafts or unknown ids", () => {
    const data = graphqlData("/dev/null");
    const site = publishedSite(data, "docs");
    expect(site.docs.map((d) => d.id)).toEqual(loadContentSite().docs.map((d) => d.id));
    expect(site.docs.find((d) => d.id === "api/atom")?.category).toBe("API");
    expect(site.docs[0].category).toBe("");
    const withDraft: PublishedDocsQuery = { ...data, allDocsVersion: { nodes: [{ ...data.allDocsVersion.nodes[0], docs: [...data.allDocsVersion.nodes[0].docs, { id: "guides/secret-draft", path: "" }] }] } };
    expect(() => publishedSite(withDraft, "docs")).toThrow(/draft "guides\/secret-draft" is listed as published/);
    const unknown: PublishedDocsQuery = { ...data, allDocsVersion: { nodes: [{ ...data.allDocsVersion.nodes[0], docs: [{ id: "nope", path: "" }] }] } };
    expect(() => publishedSite(unknown, "docs")).toThrow(/lists "nope", but no Doc node has that id/);
  });

  it("maps nested categories to their top-level label", () => {
    const items: SidebarItem[] = [
      { type: "link", label: "Intro", href: "/x", docId: "intro", unlisted: false },
      { type: "category", label: "API", href: null, linkUnlisted: false, collapsible: true, collapsed: true, items: [{ type: "category", label: "Deep", href: null, linkUnlisted: false, collapsible: true, collapsed: true, items: [{ type: "link", label: "A", href: "/a", docId: "api/deep/a", unlisted: false }] }] },
    ];
    const map = categoriesByDocId(items);
    expect(map.get("intro")).toBe("");
    expect(map.get("api/deep/a")).toBe("API");
  });
});

describe("llms.txt, sitemap.xml and robots.txt", () => {
  const { docs, sidebar } = loadContentSite();
  const site = { title: "Stan", tagline: "Minimal, type-safe state management" };

  it("llms.txt: title, summary, one section per category, every doc linked once to its Markdown with its description", () => {
    const text = llmsTxt(site, sidebar, docs);
    expect(text.startsWith("# Stan\n\n> Minimal, type-safe state management\n")).toBe(true);
    expect(text.match(/^## .*/gm)).toEqual(["## Docs", "## Getting started", "## API", "## Guides", "## Optional"]);
    for (const doc of docs) {
      expect(count(text, `- [${doc.title}](${SITE}${markdownRoute(doc.routePath)}): ${doc.description}\n`)).toBe(1);
    }
    expect(text).toContain(`(${SITE}/llms-full.txt)`);
    expect(llmsSections(sidebar, docs).flatMap((s) => s.docs.map((d) => d.id))).toEqual(docs.map((d) => d.id));
  });

  it("llms-full.txt: the header, then the pages in the given order", () => {
    const text = llmsFullTxt(site, [{ markdown: "# A\n\nOne." }, { markdown: "# B\n\nTwo.\n" }]);
    expect(text).toBe("# Stan\n\n> Minimal, type-safe state management\n\nEvery page of the Stan documentation as Markdown, in sidebar order.\n\n---\n\n# A\n\nOne.\n\n---\n\n# B\n\nTwo.\n");
  });

  it("sitemap: the landing page and every doc, absolute, without trailing slashes; robots points to it", () => {
    const xml = sitemapXml(sitemapRoutes(docs.map((d) => d.routePath)));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${SITE}/`, ...docs.map((d) => `${SITE}${d.routePath}`)]);
    expect(locs.slice(1).every((loc) => !loc.endsWith("/") && !loc.endsWith(".html"))).toBe(true);
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(sitemapXml(["/a&b"])).toContain("<loc>https://rkrupinski.github.io/stan/a&amp;b</loc>");
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it("the copy button and the build agree on where a page's Markdown lives", () => {
    for (const doc of docs) expect(markdownHref(doc.path)).toBe(`/stan${markdownRoute(doc.routePath)}`);
    expect(markdownHref("/stan/docs")).toBe("/stan/docs.md");
  });
});

describe("writePostBuildFiles (fake GraphQL, temporary public dir)", () => {
  let publicDir: string;
  let draftFile: string;
  const info = jest.fn();
  // The cards' SVG stands in for their PNG: rendering is og-images.test.ts's job, and slow.
  let ogImages: { cacheDir: string; render: (svg: string) => Promise<Buffer> };
  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-public-"));
    ogImages = { cacheDir: `${publicDir}-og`, render: async (svg) => Buffer.from(svg) };
    draftFile = path.join(publicDir, "..", `${path.basename(publicDir)}-draft.md`);
    fs.writeFileSync(draftFile, "---\ntitle: Secret draft\ndescription: Unpublished\ndraft: true\n---\n\n## Hidden\n\nSECRETDRAFTWORD\n");
    const data = graphqlData(draftFile);
    await writePostBuildFiles({ graphql: async <T,>() => ({ data: data as unknown as T }), reporter: { info } as unknown as Reporter, publicDir, ogImages });
  });
  afterAll(() => {
    fs.rmSync(publicDir, { recursive: true, force: true });
    fs.rmSync(ogImages.cacheDir, { recursive: true, force: true });
    fs.rmSync(draftFile, { force: true });
  });
  const read = (route: string) => fs.readFileSync(path.join(publicDir, route), "utf8");

  it("writes every published doc as Markdown at its path plus .md, and no draft", () => {
    for (const doc of loadContentSite().docs) expect(read(markdownRoute(doc.routePath)).startsWith(`# ${doc.title}\n`)).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "docs.md"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "docs/guides/secret-draft.md"))).toBe(false);
  });

  it("llms.txt and llms-full.txt hold each published doc exactly once, in sidebar order, and no draft", () => {
    const llms = read("llms.txt");
    const full = read("llms-full.txt");
    const docs = loadContentSite().docs;
    const positions = docs.map((doc) => {
      expect(count(llms, `${SITE}${markdownRoute(doc.routePath)})`)).toBe(1);
      expect(count(full, `\nSource: ${SITE}${doc.routePath}\n`)).toBe(1);
      return full.indexOf(`\nSource: ${SITE}${doc.routePath}\n`);
    });
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const text of [llms, full, read("sitemap.xml")]) {
      expect(text).not.toContain("secret-draft");
      expect(text).not.toContain("SECRETDRAFTWORD");
    }
  });

  it("writes a content-hashed search index named by the manifest, without the draft", () => {
    const manifest = JSON.parse(read(`${SEARCH_DATA_DIR}/${SEARCH_MANIFEST_FILE}`)) as SearchManifest;
    expect(manifest.index).toMatch(/^index\.[0-9a-f]{12}\.json$/);
    const engine = createSearchEngine(JSON.parse(read(`${SEARCH_DATA_DIR}/${manifest.index}`)));
    expect(engine.sectionCount).toBe(manifest.sections);
    expect(engine.search("SECRETDRAFTWORD")).toEqual([]);
    expect(engine.search("atomFamily")[0].title).toBe("atomFamily");
  });

  it("writes sitemap.xml and robots.txt, and reports what it wrote", () => {
    expect(count(read("sitemap.xml"), "<url>")).toBe(loadContentSite().docs.length + 1);
    expect(read("robots.txt")).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const pattern = String.raw`^Post-build: ${loadContentSite().docs.length} Markdown pages, llms\.txt, llms-full\.txt, search index \(\d+ sections, index\.[0-9a-f]{12}\.json\), sitemap\.xml, robots\.txt; scripts deferred in 0 HTML files; page files listed in 0; 0 \.html twins copied from their pages; CSP and referrer <meta> in 0 pages\.$`;
    expect(info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(pattern)));
  });

  it("writes a social card for every published doc and every other page, and reports its cost", () => {
    for (const route of ["/", "/404", "/search", ...loadContentSite().docs.map((doc) => doc.routePath)]) expect(fs.existsSync(path.join(publicDir, ogImageRoute(route)))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, ogImageRoute("/docs/guides/secret-draft")))).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Social cards: \d+ PNGs \(\d+ rendered, \d+ from \.cache\/og-images\) added \d+\.\d\d s to the build\.$/));
  });

  it("fails loudly when the docs query fails", async () => {
    await expect(writePostBuildFiles({ graphql: async () => ({ errors: ["boom"] }), reporter: { info } as unknown as Reporter, publicDir })).rejects.toThrow(/Post-build docs query failed: \["boom"\]/);
  });
});
