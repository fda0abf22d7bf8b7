import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
// The scripts and data a built page loads (its script loader's lists).
export { deferredPageLoad } from "../../../src/pipeline/post-build/deferred-scripts";

/** The build the servers serve (tests run from the project root). */
export const PUBLIC_DIR = path.resolve(__dirname, "../../../public");
export const STATIC_DIR = path.resolve(__dirname, "../../../static");
export const PATH_PREFIX = "/stan";

/** Folders of the build that hold no pages (Gatsby internals, page data, assets). */
const NOT_PAGES = new Set(["_gatsby", "page-data", "static", "~partytown"]);

export interface BuiltPage {
  /** Path of the HTML file inside public/. */
  file: string;
  /** URL path the server answers with this file. */
  url: string;
  /** "page": a route of the site; "twin": its .html variant; "not-found": Gatsby's 404 page copies. */
  kind: "page" | "twin" | "not-found";
}

/** Every HTML page of the build, derived from the files (so pages added later are covered). */
export function builtPages(): BuiltPage[] {
  if (!existsSync(path.join(PUBLIC_DIR, "index.html"))) throw new Error(`no build in ${PUBLIC_DIR}: run gatsby build --prefix-paths first`);
  return walkAll(PUBLIC_DIR)
    .filter((file) => file.endsWith(".html") && !NOT_PAGES.has(file.split("/")[0]))
    .sort()
    .map((file): BuiltPage => {
      const notFound = file === "404.html" || file.startsWith("404/");
      if (file === "index.html") return { file, url: `${PATH_PREFIX}/`, kind: "page" };
      if (file.endsWith("/index.html")) return { file, url: `${PATH_PREFIX}/${file.slice(0, -"/index.html".length)}`, kind: notFound ? "not-found" : "page" };
      return { file, url: `${PATH_PREFIX}/${file}`, kind: notFound ? "not-found" : "twin" };
    });
}

/** The site's routes (clean URLs), landing page first. */
export function pageRoutes(): string[] {
  return builtPages()
    .filter((page) => page.kind === "page")
    .map((page) => page.url)
    .sort((a, b) => (a === `${PATH_PREFIX}/` ? -1 : b === `${PATH_PREFIX}/` ? 1 : a.localeCompare(b)));
}

/** An unknown path: the server answers it with the not-found page. */
export const UNKNOWN_PATH = `${PATH_PREFIX}/this-page-does-not-exist`;

export function readBuilt(file: string): string {
  return readFileSync(path.join(PUBLIC_DIR, file), "utf8");
}

/**
 * The file of a page component's own chunk, by the end of its chunk name (`docs-api-atom-md` for
 * `component---src-templates-doc-tsx-content-file-path-content-docs-api-atom-md`). Chunk files are
 * named by their hash alone (src/gatsby/webpack/gatsby-bundle.ts), so tests find them through Gatsby's stats.
 */
export function componentChunkFile(nameEnd: string): string {
  const stats = JSON.parse(readBuilt("webpack.stats.json")) as { assetsByChunkName: Record<string, string[]> };
  const matches = Object.entries(stats.assetsByChunkName).filter(([name]) => name.startsWith("component---") && name.endsWith(nameEnd));
  if (matches.length !== 1) throw new Error(`Expected one page component chunk ending in "${nameEnd}", found ${matches.length}.`);
  // A chunk group lists the chunks it shares first and its own last.
  const scripts = matches[0][1].filter((file) => file.endsWith(".js"));
  return scripts[scripts.length - 1];
}

/** Every file of a folder, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return existsSync(dir) ? walkAll(dir) : [];
}

function walkAll(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walkAll(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

export const sha1 = (data: Buffer | string) => createHash("sha1").update(data).digest("hex");

/** Content hashes of every file in the build: a response body must be one of them. */
export function buildFileHashes(): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const file of walkAll(PUBLIC_DIR)) hashes.set(sha1(readFileSync(path.join(PUBLIC_DIR, file))), file);
  return hashes;
}

/** The not-found page's <title>, as built. */
export function notFoundTitle(): string {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(readBuilt("404.html"))?.[1];
  if (!title) throw new Error("public/404.html has no <title>");
  return title;
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

/** Scripts of this build (public/ may hold files of earlier ones) in the chunk groups matching `groupName`. */
export function buildScripts(groupName: (name: string) => boolean): Set<string> {
  const stats = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8")) as WebpackStats;
  const groups = Object.entries(stats.namedChunkGroups).filter(([name]) => groupName(name));
  return new Set(groups.flatMap(([, group]) => group.assets.map((asset) => asset.name)).filter((name) => name.endsWith(".js")));
}

