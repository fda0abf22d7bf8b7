/** @jest-environment node */
import * as fs from "fs";
import { siteConfig, type SiteConfig } from "../../../../src/config/site";
import type { DocFrontmatter } from "../../../../src/pipeline/parse/frontmatter";
import { createDocRecord } from "../../../../src/pipeline/model/doc-record";
import { buildDocsModel, versionData } from "../../../../src/pipeline/model/docs-model";
import { configPlaceOf, validateSite } from "../../../../src/pipeline/model/validate-site";
import { parseDocBody, parseDocFile } from "../../../../src/pipeline/parse/doc-tree";
import { headingsOf } from "../../../../src/pipeline/parse/headings";
import { linksOf } from "../../../../src/pipeline/parse/links";
import { canonicalPathname, htmlVariantPath } from "../../../../src/shared/site-paths";

const intro = createDocRecord(
  { relativePath: "intro.md", sourceFile: "content/docs/intro.md", frontmatter: { title: "Introduction", description: "d", id: "indtroduction", slug: "/", draft: false, code_title: false, sidebar_position: null, sidebar_label: null } as DocFrontmatter, headings: headingsOf(parseDocBody({ body: "## Hello\n", firstLine: 1 }, "content/docs/intro.md")) },
  "/docs",
);
const model = buildDocsModel([intro], [], { includeDrafts: false, hrefPrefix: "/stan" });
const version = versionData(model, { name: "current", label: "Next", path: "/stan/docs", isLast: true }, "docs", "/stan");
const withConfig = (patch: Partial<SiteConfig>): SiteConfig => ({ ...siteConfig, ...patch, footer: patch.footer ?? { columns: [], copyright: "" }, announcementBar: patch.announcementBar ?? null });
const validate = (config: SiteConfig, body = "Text.") => () => validateSite(model, version, config, () => linksOf(parseDocFile(body, "content/docs/intro.md")));

describe("site validation", () => {
  it("accepts the real config against a docs set that has its targets", () => {
    expect(validate(withConfig({ navbar: { ...siteConfig.navbar, items: [{ type: "docSidebar", label: "Docs", sidebarId: "docs" }] } }))).not.toThrow();
  });

  it("fails on an unknown sidebar id, listing the available ids", () => {
    const config = withConfig({ navbar: { ...siteConfig.navbar, items: [{ type: "docSidebar", label: "Docs", sidebarId: "api" }] } });
    expect(validate(config)).toThrow(/src\/config\/site\.ts \(navbar item .*"sidebarId":"api".*\): No sidebar with id "api".*Available sidebar ids: "docs"/);
  });

  it("fails on an unknown doc id, listing the available ids", () => {
    const config = withConfig({ navbar: { ...siteConfig.navbar, items: [{ type: "doc", label: "Intro", docId: "introduction" }] } });
    expect(validate(config)).toThrow(/No doc with id "introduction".*Available doc ids: "indtroduction"/);
  });

  it("fails on a footer link to a page that does not exist, at the line and column where the config writes it", () => {
    const config = withConfig({ footer: { copyright: "", columns: [{ title: "Docs", items: [{ type: "link", label: "API", to: "/docs/api/state" }] }] } });
    const configText = fs.readFileSync("src/config/site.ts", "utf8");
    const written = configPlaceOf(configText, "/docs/api/state");
    expect(written).not.toBeNull();
    expect(configText.split("\n")[(written?.line ?? 0) - 1].slice((written?.column ?? 0) - 1)).toMatch(/^"\/docs\/api\/state"/);
    expect(validate(config)).toThrow(`src/config/site.ts (footer column Docs):${written?.line}:${written?.column}: link to a page that does not exist. Got "/docs/api/state"`);
  });

  it("fails on a broken link inside a doc, naming file and line", () => {
    expect(validate(withConfig({}), "---\ntitle: x\n---\n\nSee [x](/docs#goodbye).")).toThrow(/content\/docs\/intro\.md:5:5: link to an anchor that does not exist on \/docs\. Got "#goodbye"\. Anchors on that page: "#hello"/);
  });
});

describe("html twins", () => {
  it("maps routes to their .html twins and back", () => {
    expect(htmlVariantPath("/docs/api/atom")).toBe("/docs/api/atom.html");
    expect(htmlVariantPath("/")).toBe("/index.html");
    expect(canonicalPathname("/stan/docs/api/atom.html", "/stan")).toBe("/stan/docs/api/atom");
    expect(canonicalPathname("/stan/docs/api/atom/index.html", "/stan")).toBe("/stan/docs/api/atom");
    expect(canonicalPathname("/stan/index.html", "/stan")).toBe("/stan/");
    expect(canonicalPathname("/stan/docs", "/stan")).toBe("/stan/docs");
    expect(canonicalPathname("/docs.html")).toBe("/docs");
    // The hosts match files by case: these are not found, and keep their address.
    expect(canonicalPathname("/stan/docs/guides/ssr/INDEX.HTML", "/stan")).toBe("/stan/docs/guides/ssr/INDEX.HTML");
    expect(canonicalPathname("/stan/docs/guides/ssr.HTML", "/stan")).toBe("/stan/docs/guides/ssr.HTML");
  });
});

describe("the footer's year", () => {
  it("is the build's, which gatsby-config sets for the bundles to inline, not the reader's clock", () => {
    const before = process.env.GATSBY_BUILD_YEAR;
    process.env.GATSBY_BUILD_YEAR = "2031";
    try {
      jest.isolateModules(() => {
        const { siteConfig: built } = jest.requireActual<typeof import("../../../../src/config/site")>("../../../../src/config/site");
        expect(built.footer.copyright).toBe("Copyright © 2031 Rafał Krupiński. Built with Gatsby.");
      });
    } finally {
      if (before === undefined) delete process.env.GATSBY_BUILD_YEAR;
      else process.env.GATSBY_BUILD_YEAR = before;
    }
    expect(fs.readFileSync("gatsby-config.ts", "utf8")).toContain("process.env.GATSBY_BUILD_YEAR ||= String(new Date().getFullYear());");
  });
});
