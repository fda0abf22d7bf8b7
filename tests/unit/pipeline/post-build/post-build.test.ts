/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Reporter } from "gatsby";
import { createSearchEngine } from "../../../../src/ui/search/search-engine";
import { SEARCH_DATA_DIR, SEARCH_MANIFEST_FILE, type SearchManifest } from "../../../../src/shared/search/search-index-config";
import { llmsFullTxt, llmsSections, llmsTxt, markdownRoute } from "../../../../src/pipeline/post-build/llms";
import { writePostBuildFiles } from "../../../../src/pipeline/post-build/post-build";
import { ogImageRoute } from "../../../../src/shared/og-image";
import { categoriesByDocId, publishedSite } from "../../../../src/pipeline/model/published-docs";
import { robotsTxt, sitemapRoutes, sitemapXml } from "../../../../src/pipeline/post-build/sitemap";
import { markdownHref } from "../../../../src/ui/components/docs/CopyMarkdownButton";
import { docNodeOf, loadContentSite } from "../../../support/content/search-fixture-content";
import { createDocRecord } from "../../../../src/pipeline/model/doc-record";
import { buildDocsModel } from "../../../../src/pipeline/model/docs-model";
import { docFacts } from "../../../../src/pipeline/model/doc-facts";
import { parseDocBody } from "../../../../src/pipeline/parse/doc-tree";
import type { SidebarItem } from "../../../../src/shared/docs-data";

const SITE = "https://rkrupinski.github.io/stan";
const repoRoot = path.resolve(__dirname, "../../../..");
const count = (text: string, needle: string) => text.split(needle).length - 1;

/** The site a build of the real content holds, and what its post-build step receives from it. */
function builtSite() {
  const { nodes, model } = loadContentSite();
  return { nodes, model, site: publishedSite(nodes, model) };
}

describe("published docs from the Doc nodes and the docs model", () => {
  it("follow the model's (sidebar) order, with categories, and take each doc's facts from its node", () => {
    const { nodes, site } = builtSite();
    expect(site.docs.map((d) => d.id)).toEqual(loadContentSite().docs.map((d) => d.id));
    expect(site.docs.find((d) => d.id === "api/atom")?.category).toBe("API");
    expect(site.docs[0].category).toBe("");
    const atom = nodes.find((node) => node.docId === "api/atom");
    expect(site.docs.find((d) => d.id === "api/atom")).toMatchObject({ markdownBody: atom?.markdown, searchSections: atom?.searchSections, sourceFile: "content/docs/api/atom.md" });
  });

  it("fail on a doc the model lists without a node (a bug in the build, not in content)", () => {
    const { nodes, model } = builtSite();
    expect(() => publishedSite(nodes.filter((node) => node.docId !== "api/atom"), model)).toThrow(/lists "api\/atom", but no Doc node has that id/);
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
  const site = { title: "Stan", tagline: "Minimal, type-safe state management", version: "9.8.7" };

  it("llms.txt: title, summary, one section per category, every doc linked once to its Markdown with its description", () => {
    const text = llmsTxt(site, sidebar, docs);
    expect(text.startsWith("# Stan\n\n> Minimal, type-safe state management\n\nThe documentation of Stan 9.8.7. ")).toBe(true);
    expect(text.match(/^## .*/gm)).toEqual(["## Docs", "## Getting started", "## API", "## Guides", "## Optional"]);
    for (const doc of docs) {
      expect(count(text, `- [${doc.title}](${SITE}${markdownRoute(doc.routePath)}): ${doc.description}\n`)).toBe(1);
    }
    expect(text).toContain(`(${SITE}/llms-full.txt)`);
    expect(llmsSections(sidebar, docs).flatMap((s) => s.docs.map((d) => d.id))).toEqual(docs.map((d) => d.id));
  });

  it("llms-full.txt: the header, then the pages in the given order", () => {
    const text = llmsFullTxt(site, [{ markdown: "# A\n\nOne." }, { markdown: "# B\n\nTwo.\n" }]);
    expect(text).toBe("# Stan\n\n> Minimal, type-safe state management\n\nEvery page of the Stan 9.8.7 documentation as Markdown, in sidebar order.\n\n---\n\n# A\n\nOne.\n\n---\n\n# B\n\nTwo.\n");
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

describe("writePostBuildFiles (the content and a draft, temporary public dir)", () => {
  let publicDir: string;
  const info = jest.fn();
  // The cards' SVG stands in for their PNG: rendering is og-images.test.ts's job, and slow.
  let ogImages: { cacheDir: string; render: (svg: string) => Promise<Buffer> };
  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-public-"));
    ogImages = { cacheDir: `${publicDir}-og`, render: async (svg) => Buffer.from(svg) };
    // The real content plus a draft, as a production build holds them: the model leaves the draft out.
    const { nodes, records, categories } = loadContentSite();
    const draftText = "## Hidden\n\nSECRETDRAFTWORD\n";
    const draft = createDocRecord({ relativePath: "guides/secret-draft.md", sourceFile: "content/docs/guides/secret-draft.md", frontmatter: { ...records[0].frontmatter, title: "Secret draft", draft: true, id: null, slug: null }, headings: [{ depth: 2, value: "Hidden", id: "hidden" }] }, "/docs");
    const draftNode = docNodeOf(draft, docFacts(parseDocBody({ body: draftText, firstLine: 1 }, draft.sourceFile), draft), draft.sourceFile);
    const model = buildDocsModel([...records, draft], categories, { includeDrafts: false, hrefPrefix: "/stan" });
    await writePostBuildFiles({ site: publishedSite([draftNode, ...nodes].reverse(), model), reporter: { info } as unknown as Reporter, publicDir, ogImages });
  });
  afterAll(() => {
    fs.rmSync(publicDir, { recursive: true, force: true });
    fs.rmSync(ogImages.cacheDir, { recursive: true, force: true });
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

});
