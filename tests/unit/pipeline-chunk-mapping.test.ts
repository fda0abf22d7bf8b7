import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { chunkMappingFromStats, chunkMappingOf, rewriteChunkMapping, writeChunkMappingInBuild } from "../../src/gatsby/output/chunk-mapping";

const STATS = {
  assetsByChunkName: {
    app: ["webpack-runtime-1.js", "styles.2.css", "framework-3.js", "app-4.js"],
    helmet: ["5a5a5a5a.js"],
    "component---src-ui-templates-doc-tsx-content-file-path-content-docs-api-atom-md": ["styles.2.css", "0f0c8c71.js", "9f7ba6ef.js", "42888dc6.js"],
    "component---src-pages-404-tsx": ["styles.2.css", "0f0c8c71.js", "4a46d61c.js"],
  },
};

/** What Gatsby writes with slices on: the table as a JSON string, empty lists (chunks are named by hash). */
const gatsbyTable = JSON.stringify(JSON.stringify({ app: ["/app-4.js"], "component---src-pages-404-tsx": [] }));
const page = `<html><body><main>Text</main><!-- slice-start id="_gatsby-scripts-1" -->\n<script\n id="gatsby-chunk-mapping"\n>\n window.___chunkMapping=${gatsbyTable};\n </script><script>window.___webpackCompilationHash="x";</script></body></html>`;

describe("the table of page components' scripts (built HTML rewrite)", () => {
  it("lists every script of each page component's chunk group, shared ones included, and no stylesheet", () => {
    expect(chunkMappingFromStats(STATS)).toEqual({
      "component---src-ui-templates-doc-tsx-content-file-path-content-docs-api-atom-md": ["/0f0c8c71.js", "/9f7ba6ef.js", "/42888dc6.js"],
      "component---src-pages-404-tsx": ["/0f0c8c71.js", "/4a46d61c.js"],
    });
  });

  it("turns Gatsby's string into an object the loader can index, once, and leaves the rest of the page alone", () => {
    const mapping = chunkMappingFromStats(STATS);
    const html = rewriteChunkMapping(page, mapping, "index.html");
    expect(chunkMappingOf(html)).toEqual(mapping);
    expect(html).toContain(`window.___chunkMapping=${JSON.stringify(mapping)};`);
    expect(html.replace(/window\.___chunkMapping=.*?;/, "")).toBe(page.replace(/window\.___chunkMapping=.*?";/, ""));
    expect(rewriteChunkMapping(html, mapping, "index.html")).toBe(html);
    expect(chunkMappingOf(page)).toBeNull();
    expect(() => rewriteChunkMapping(page + page, mapping, "twice.html")).toThrow("twice.html: expected one window.___chunkMapping, found 2");
  });

  it("rewrites every page of a build, not Gatsby's slice fragments, and reads the stats only when a page needs them", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chunk-mapping-"));
    try {
      expect(writeChunkMappingInBuild(dir)).toBe(0); // no pages, no stats: nothing to do
      fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(STATS));
      fs.mkdirSync(path.join(dir, "docs"));
      fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
      fs.writeFileSync(path.join(dir, "index.html"), page);
      fs.writeFileSync(path.join(dir, "docs", "index.html"), page);
      fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), page);
      expect(writeChunkMappingInBuild(dir)).toBe(2);
      expect(chunkMappingOf(fs.readFileSync(path.join(dir, "docs", "index.html"), "utf8"))).toEqual(chunkMappingFromStats(STATS));
      expect(fs.readFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe(page);
      expect(writeChunkMappingInBuild(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
