import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { pageFilesOf, pageFilesOfBuild, pageFilesScript, pageFilesTable, rewritePageFiles, writePageFilesInBuild } from "../../../../src/pipeline/post-build/page-files";

const DOC = "component---src-ui-templates-doc-tsx-content-file-path-content-docs-api-atom-md";
const STATS = {
  assetsByChunkName: {
    app: ["webpack-runtime-1.js", "styles.2.css", "framework-3.js", "app-4.js"],
    [DOC]: ["styles.2.css", "0f0c8c71.js", "9f7ba6ef.js", "42888dc6.js"],
    "component---src-pages-404-tsx": ["styles.2.css", "0f0c8c71.js", "4a46d61c.js"],
    "component---src-ui-templates-landing-tsx": ["styles.2.css", "0f0c8c71.js", "4e4b07df.js"],
  },
};
const PAGES = [
  { path: "/docs/api/atom", componentChunkName: DOC, staticQueryHashes: ["2175597599"] },
  { path: "/docs/api/atom.html", componentChunkName: DOC, staticQueryHashes: ["2175597599"] },
  { path: "/", componentChunkName: "component---src-ui-templates-landing-tsx", staticQueryHashes: [] },
  { path: "/404/", componentChunkName: "component---src-pages-404-tsx" },
  { path: "/404.html", componentChunkName: "component---src-pages-404-tsx" },
  { path: "/dev-404-page/", componentChunkName: "component---src-pages-404-tsx" },
];
const TABLE = {
  "/": ["0f0c8c71.js", "4e4b07df.js"],
  "/docs/api/atom": ["0f0c8c71.js", "9f7ba6ef.js", "42888dc6.js", "page-data/sq/d/2175597599.json"],
};

/** What Gatsby writes with slices on: its table as a JSON string, with empty lists (chunks are named by hash). */
const gatsbyTable = JSON.stringify(JSON.stringify({ app: ["/app-4.js"], "component---src-pages-404-tsx": [] }));
const page = `<html><body><main>Text</main><!-- slice-start id="_gatsby-scripts-1" -->\n<script\n id="gatsby-chunk-mapping"\n>\n window.___chunkMapping=${gatsbyTable};\n </script><script>window.___webpackCompilationHash="x";</script></body></html>`;

describe("the table of each page's files (built HTML rewrite)", () => {
  it("lists, for every page a link can lead to, all its scripts (shared ones too) and static queries, and no stylesheet", () => {
    expect(pageFilesTable(PAGES, STATS)).toEqual(TABLE);
    expect(() => pageFilesTable([{ path: "/x", componentChunkName: "component---gone" }], STATS)).toThrow("/x: webpack's stats have no chunk group component---gone");
  });

  it("replaces Gatsby's unusable string with an empty table and sets the site's beside it, once, leaving the rest alone", () => {
    const html = rewritePageFiles(page, TABLE, "index.html");
    expect(pageFilesOf(html)).toEqual(TABLE);
    expect(html).toContain(pageFilesScript(TABLE));
    expect(html.replace(pageFilesScript(TABLE), "")).toBe(page.replace(/window\.___chunkMapping=.*?";/, ""));
    expect(rewritePageFiles(html, TABLE, "index.html")).toBe(html);
    expect(pageFilesOf(page)).toBeNull();
    expect(() => rewritePageFiles(page + page, TABLE, "twice.html")).toThrow("twice.html: expected one window.___chunkMapping, found 2");
    // What the loader reads from its own table afterwards: nothing, as before.
    const window = {} as { ___chunkMapping?: Record<string, string[]>; stanPageFiles?: unknown };
    new Function("window", pageFilesScript(TABLE))(window);
    expect(window.___chunkMapping).toEqual({});
    expect(window.stanPageFiles).toEqual(TABLE);
  });

  it("rewrites every page of a build from its page data and stats, not Gatsby's slice fragments", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-files-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    try {
      expect(writePageFilesInBuild(dir)).toBe(0); // no pages, no stats: nothing to do
      write("webpack.stats.json", JSON.stringify(STATS));
      PAGES.forEach((data) => write(`page-data/${data.path === "/" ? "index" : data.path.replace(/^\/|\/$/g, "")}/page-data.json`, JSON.stringify({ ...data, result: {} })));
      write("page-data/app-data.json", JSON.stringify({ webpackCompilationHash: "x" }));
      write("index.html", page);
      write("docs/api/atom/index.html", page);
      write("_gatsby/slices/_gatsby-scripts-1.html", page);
      expect(pageFilesOfBuild(dir)).toEqual(TABLE);
      expect(writePageFilesInBuild(dir)).toBe(2);
      expect(pageFilesOf(fs.readFileSync(path.join(dir, "docs/api/atom/index.html"), "utf8"))).toEqual(TABLE);
      expect(fs.readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).toBe(page);
      expect(writePageFilesInBuild(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
