/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { diskCache, TYPED_SAMPLES_DIR, UNUSED_FOR_MS } from "../../../../src/pipeline/code/typed-cache";

/** The folders Gatsby deletes when it resets its cache (its initialize service: `deleteGlobs`). */
function gatsbyResetGlobs(): string[] {
  const source = fs.readFileSync(require.resolve("gatsby/dist/services/initialize.js"), "utf8");
  const globs = source.match(/const deleteGlobs = \[([\s\S]*?)\];/);
  if (!globs) throw new Error("Gatsby's initialize service no longer lists deleteGlobs: read how it resets .cache now.");
  return [...globs[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]);
}

describe("the typed-sample cache on disk", () => {
  test("keeps what is set under its key, written whole: no partial file is left beside it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typed-cache-"));
    const cache = diskCache(path.join(dir, "typed"));
    expect(cache.get("abc")).toBeUndefined();
    cache.set("abc", "<pre>one</pre>");
    cache.set("abc", "<pre>two</pre>");
    expect(cache.get("abc")).toBe("<pre>two</pre>");
    expect(fs.readdirSync(path.join(dir, "typed"))).toEqual(["abc.html"]);
    fs.rmSync(dir, { recursive: true });
  });

  test("forgets what no build has used for 30 days, and half-written files left by a stopped process; a read counts as a use", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typed-cache-"));
    const folder = path.join(dir, "typed");
    const cache = diskCache(folder);
    for (const key of ["read-today", "unused", "fresh"]) cache.set(key, `<pre>${key}</pre>`);
    fs.writeFileSync(path.join(folder, "left.html.123.partial"), "<pre>ha");
    const monthAgo = new Date(Date.now() - UNUSED_FOR_MS - 60_000);
    for (const name of ["read-today.html", "unused.html", "left.html.123.partial"]) fs.utimesSync(path.join(folder, name), monthAgo, monthAgo);
    expect(cache.get("read-today")).toBe("<pre>read-today</pre>");
    expect(cache.prune()).toBe(2);
    expect(fs.readdirSync(folder).sort()).toEqual(["fresh.html", "read-today.html"]);
    // Within the month nothing goes; a missing folder is nothing to prune.
    expect(cache.prune()).toBe(0);
    expect(diskCache(path.join(dir, "none")).prune()).toBe(0);
    fs.rmSync(dir, { recursive: true });
  });

  test("lives where Gatsby's cache reset (a change of package.json, gatsby-config or gatsby-node) does not reach", () => {
    const globs = gatsbyResetGlobs();
    expect(globs).toContain(".cache/**");
    expect(TYPED_SAMPLES_DIR.startsWith(".cache/")).toBe(false);
    expect(globs.some((glob) => glob.startsWith("node_modules"))).toBe(false);
  });
});
