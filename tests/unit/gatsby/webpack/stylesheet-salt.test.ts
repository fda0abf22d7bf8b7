import * as fs from "fs";
import * as path from "path";
import { stylesheetSalt } from "../../../../src/gatsby/webpack/stylesheet-salt";
import { tempDirs } from "../../../support/temp-dirs";

const tempDir = tempDirs("stan-salt-");

/** A checkout whose public/ holds `stats` as the browser bundle's stats file (none when undefined). */
function checkoutWith(stats?: string): string {
  const root = tempDir();
  fs.mkdirSync(path.join(root, "public"));
  if (stats !== undefined) fs.writeFileSync(path.join(root, "public", "webpack.stats.json"), stats);
  return root;
}

const statsOf = (groups: Record<string, string[]>) => JSON.stringify({ assetsByChunkName: groups });

describe("stylesheetSalt: the HTML renderer's salt is the browser bundle's stylesheet names", () => {
  it("lists every stylesheet of every chunk group once, sorted, and nothing else", () => {
    const root = checkoutWith(statsOf({ app: ["webpack-runtime-1.js", "styles.9f.css", "app-2.js"], "component---doc": ["styles.9f.css", "3.js"], search: ["styles.1a.css"] }));
    expect(stylesheetSalt(root)).toBe("styles.1a.css styles.9f.css");
  });

  it("changes when a stylesheet's content (so its name) changes, and only then", () => {
    const before = stylesheetSalt(checkoutWith(statsOf({ app: ["styles.9f.css", "app-2.js"] })));
    expect(stylesheetSalt(checkoutWith(statsOf({ app: ["styles.9f.css", "app-3.js"] })))).toBe(before);
    expect(stylesheetSalt(checkoutWith(statsOf({ app: ["styles.77.css", "app-2.js"] })))).not.toBe(before);
  });

  it("is empty for a bundle without stylesheets", () => {
    expect(stylesheetSalt(checkoutWith(statsOf({ app: ["app-2.js"] })))).toBe("");
  });

  it("without the stats, or with stats that are not JSON, fails naming the file and why it is read", () => {
    for (const root of [checkoutWith(), checkoutWith("{ not json")]) {
      const file = path.join(root, "public", "webpack.stats.json");
      expect(() => stylesheetSalt(root)).toThrow(`${file}: cannot read the browser bundle's stats (`);
      expect(() => stylesheetSalt(root)).toThrow("Gatsby writes them before it makes the renderer.");
    }
  });
});
