import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import webpack, { type Configuration } from "webpack";
import { CACHE_VERSION_FILES, VersionedCachePlugin, webpackCacheVersion, withVersionedCache } from "../../../../src/gatsby/webpack/webpack-cache";
import { tempDirs } from "../../../support/temp-dirs";

const tempDir = tempDirs("stan-webpack-cache-");

/** A checkout with each versioned file and a patch, in a temporary folder. */
function checkout(): string {
  const root = tempDir();
  for (const file of [...CACHE_VERSION_FILES, "patches/gatsby+5.16.1.patch"]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `${file} v1`);
  }
  fs.mkdirSync(path.join(root, "src"));
  fs.writeFileSync(path.join(root, "src", "page.tsx"), "page");
  return root;
}

describe("webpack's cache version (webpack-cache.ts)", () => {
  it("changes when a versioned file or a patch changes, appears or goes, and not for other files", () => {
    const root = checkout();
    const first = webpackCacheVersion(root);
    expect(first).toMatch(/^[0-9a-f]{20}$/);
    expect(webpackCacheVersion(root)).toBe(first);
    // Sources webpack builds are its own business: the version does not follow them.
    fs.writeFileSync(path.join(root, "src", "page.tsx"), "page, edited");
    expect(webpackCacheVersion(root)).toBe(first);
    const seen = new Set([first]);
    for (const file of [...CACHE_VERSION_FILES, "patches/gatsby+5.16.1.patch"]) {
      fs.writeFileSync(path.join(root, file), `${file} v2`);
      const version = webpackCacheVersion(root);
      expect(seen.has(version)).toBe(false);
      seen.add(version);
    }
    fs.writeFileSync(path.join(root, "patches", "webpack+5.0.0.patch"), "another patch");
    expect(seen.has(webpackCacheVersion(root))).toBe(false);
    seen.add(webpackCacheVersion(root));
    fs.rmSync(path.join(root, CACHE_VERSION_FILES[4]));
    expect(seen.has(webpackCacheVersion(root))).toBe(false);
  });

  it("replaces Gatsby's build dependencies of a filesystem cache by the version, keeping the rest; leaves other configs alone", () => {
    const root = checkout();
    const gatsbys: Configuration = {
      mode: "production",
      cache: { type: "filesystem", name: "build-javascript", cacheLocation: "/site/.cache/webpack/stage-build-javascript", buildDependencies: { config: ["/site/node_modules/gatsby/dist/utils/webpack.config.js"] } },
    };
    expect(withVersionedCache(gatsbys, root)).toEqual({
      mode: "production",
      cache: { type: "filesystem", name: "build-javascript", cacheLocation: "/site/.cache/webpack/stage-build-javascript", buildDependencies: {}, version: webpackCacheVersion(root) },
      plugins: [expect.any(VersionedCachePlugin)],
    });
    const memory: Configuration = { cache: { type: "memory" } };
    expect(withVersionedCache(memory, root)).toBe(memory);
    const none: Configuration = { mode: "development" };
    expect(withVersionedCache(none, root)).toBe(none);
  });

  it("VersionedCachePlugin empties the build dependencies webpack would store, before its disk cache takes them", async () => {
    const compiler = webpack({ context: os.tmpdir(), entry: {}, output: { uniqueName: "test" }, plugins: [new VersionedCachePlugin()] });
    const stored: string[][] = [];
    compiler.cache.hooks.storeBuildDependencies.tap({ name: "disk", stage: webpack.Cache.STAGE_DISK }, (dependencies) => void stored.push([...dependencies]));
    const dependencies = new Set(["/site/node_modules/gatsby/dist/utils/babel-loader.js", "/site/node_modules/webpack/lib/"]);
    await new Promise<void>((resolve, reject) => compiler.cache.storeBuildDependencies(dependencies, (error) => (error ? reject(error) : resolve())));
    expect(stored).toEqual([[]]);
  });
});
