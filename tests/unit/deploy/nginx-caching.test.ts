/** @jest-environment node */
/**
 * nginx's cache rules (deploy/nginx/stan-http.conf) against the names the build gives its files: a file named by
 * its content is cached for good, anything else is revalidated. The names are made from the bundle's own file-name
 * templates (Gatsby's, the site's CHUNK_FILENAME) and by the functions that name the editor's files and the pages'
 * code data, so a change of one that nginx's
 * patterns no longer match fails here, not silently in production.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { GATSBY_BUNDLE_FILENAMES } from "../../../src/gatsby/internals";
import { CHUNK_FILENAME } from "../../../src/gatsby/webpack/gatsby-bundle";
import { hashedAssetName } from "../../../src/gatsby/webpack/site-assets-plugin";
import { writeCodeData } from "../../../src/pipeline/code/code-data";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The `map $uri $stan_cache_control` entries: [nginx regex as a JS RegExp, value]. */
function cacheRules(): Array<[RegExp, string]> {
  const conf = fs.readFileSync("deploy/nginx/stan-http.conf", "utf8");
  const map = /map \$uri \$stan_cache_control \{([\s\S]*?)\n\}/.exec(conf)?.[1];
  if (!map) throw new Error("stan-http.conf has no map of $stan_cache_control");
  return [...map.matchAll(/^\s*"~([^"]+)"\s+"([^"]+)";/gm)].map(([, pattern, value]) => [new RegExp(pattern), value]);
}

/** The Cache-Control nginx gives a URI (the map's first matching regex, else its default). */
function cacheControl(uri: string): string {
  return cacheRules().find(([pattern]) => pattern.test(uri))?.[1] ?? "no-cache";
}

/** A file name from a webpack template: `[name]` as given, each `[contenthash(:n)]` as n hex digits (webpack's length by default). */
function nameFrom(template: string, name: string): string {
  const hex = "0123456789abcdef".repeat(4);
  return template.replace(/\[name\]/g, name).replace(/\[contenthash(?::(\d+))?\]/g, (_, digits?: string) => hex.slice(0, digits ? Number(digits) : GATSBY_BUNDLE_FILENAMES.hashDigits));
}

describe("nginx's cache rules", () => {
  it("cache every file named by its content for good: Gatsby's scripts and stylesheets, the chunks loaded on demand, the editor's files, code data, static/", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stan-nginx-names-"));
    const codeData = writeCodeData(publicDir, { types: [["const a: number"]], sources: [null] });
    fs.rmSync(publicDir, { recursive: true, force: true });
    const named = [
      codeData,
      ...["app", "framework", "webpack-runtime", "component---src-ui-templates-doc-tsx-content-file-path-content-docs-api-atom-md"].map((name) => nameFrom(GATSBY_BUNDLE_FILENAMES.script, name)),
      nameFrom(GATSBY_BUNDLE_FILENAMES.stylesheet, "styles"),
      nameFrom(CHUNK_FILENAME, "ignored"),
      hashedAssetName("editor-typescript", "code", "js"),
      hashedAssetName("editor-types", "{}", "json"),
      hashedAssetName("editor-types-react19", "{}", "json"),
      "static/logo-0123456789abcdef0123.svg",
    ];
    expect(named.filter((file) => cacheControl(`/stan/${file}`) !== IMMUTABLE)).toEqual([]);
  });

  it("revalidate everything else: pages, page data, the editor's names without a hash, the search index's manifest", () => {
    const unnamed = ["/stan/", "/stan/docs/api/atom", "/stan/docs/api/atom.html", "/stan/page-data/docs/page-data.json", "/stan/page-data/app-data.json", "/stan/sitemap.xml", "/stan/llms.txt", "/stan/editor-types.json", "/stan/app.js", "/stan/0123abcd.json"];
    expect(unnamed.filter((uri) => cacheControl(uri) !== "no-cache")).toEqual([]);
  });
});
