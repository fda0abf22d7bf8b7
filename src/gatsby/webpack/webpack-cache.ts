import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import type { Compiler, Configuration, WebpackPluginInstance } from "webpack";
import { GATSBY_COMPILED_DIR } from "../internals";

/**
 * What can change a bundle without changing a file webpack follows itself (the modules it built and
 * what their loaders read): the installed packages (the lock file, and patch-package's patches, which
 * change installed files under the same versions), the browsers list (package.json), the Babel config,
 * and the site's gatsby-node and gatsby-config as Gatsby compiled them (the loaders' and plugins' settings).
 */
export const CACHE_VERSION_FILES: readonly string[] = ["package.json", "package-lock.json", "babel.config.js", `${GATSBY_COMPILED_DIR}/gatsby-node.js`, `${GATSBY_COMPILED_DIR}/gatsby-config.js`];
const PATCHES_DIR = "patches";

/** A hash of the files above and of every patch, in the checkout at `root`. */
export function webpackCacheVersion(root: string): string {
  const patches = fs.existsSync(path.join(root, PATCHES_DIR)) ? fs.readdirSync(path.join(root, PATCHES_DIR)).sort().map((file) => `${PATCHES_DIR}/${file}`) : [];
  const hash = createHash("sha256");
  for (const file of [...CACHE_VERSION_FILES, ...patches]) {
    const full = path.join(root, file);
    hash.update(`${file}\0`).update(fs.existsSync(full) ? fs.readFileSync(full) : "(none)").update("\0");
  }
  return hash.digest("hex").slice(0, 20);
}

const NAME = "VersionedCachePlugin";

/**
 * Keeps webpack from following the build dependencies of a compile: every loader's file is one (Gatsby's
 * Babel loader loads most of Gatsby), and webpack follows every module each has loaded and every dependency
 * of every package among them. 4,253 files, resolved in 22.0 s (browser bundle) and 11.0 s (HTML renderer)
 * of a cold build on the 2-core machine, on the thread that compiles; again in develop. The cache's version
 * stands for them.
 */
export class VersionedCachePlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    // Before the disk cache takes the set (the compilation's, a LazySet) to store it.
    compiler.cache.hooks.storeBuildDependencies.tap({ name: NAME, stage: compiler.webpack.Cache.STAGE_DISK - 1 }, (dependencies) => {
      (dependencies as unknown as { clear(): void }).clear();
    });
  }
}

/**
 * Webpack's persistent cache (.cache/webpack) checked against that version instead of Gatsby's build
 * dependencies (Gatsby's own webpack config file and each plugin's gatsby-node, and the loaders webpack
 * adds to them).
 */
export function withVersionedCache(config: Configuration, root: string): Configuration {
  const { cache } = config;
  if (typeof cache !== "object" || cache.type !== "filesystem") return config;
  return { ...config, cache: { ...cache, buildDependencies: {}, version: webpackCacheVersion(root) }, plugins: [...(config.plugins ?? []), new VersionedCachePlugin()] };
}
