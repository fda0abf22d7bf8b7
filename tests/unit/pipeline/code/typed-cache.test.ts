/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { diskCache, typedSampleKey, TYPED_SAMPLE_INPUTS, TYPED_SAMPLES_DIR, UNUSED_FOR_MS } from "../../../../src/pipeline/code/typed-cache";
import { PROJECT_ROOT } from "../../../../src/pipeline/code/sample-compiler";

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

describe("the typed-sample cache's key", () => {
  /** The site's modules `file` imports for their values (type-only imports left out), from src/pipeline/code and src/shared. */
  function valueImports(file: string): string[] {
    const text = fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8");
    return [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\s+from\s+)?"(\.[^"]+)";/gm)]
      .map((match) => path.relative(PROJECT_ROOT, path.resolve(path.dirname(path.join(PROJECT_ROOT, file)), `${match[1]}.ts`)).split(path.sep).join("/"))
      .filter((module) => /^src\/(pipeline\/code|shared)\//.test(module));
  }

  test("covers every module a typed sample's HTML is made from, Vue's included, and every input is there", () => {
    // What typedHtmlOf (code-html.ts) runs: the TS and the Vue typing, and the HTML of either.
    const made = new Set<string>();
    const walk = (file: string): void => {
      if (made.has(file)) return;
      made.add(file);
      valueImports(file).forEach(walk);
    };
    ["typed-code.ts", "vue-sample.ts", "typed-html.ts"].forEach((file) => walk(`src/pipeline/code/${file}`));
    expect([...made]).toEqual(expect.arrayContaining(["src/pipeline/code/prism-vue.ts", "src/pipeline/code/sample-twoslasher.ts", "src/shared/expect-error.ts"]));
    expect([...made].filter((module) => !TYPED_SAMPLE_INPUTS.includes(module))).toEqual([]);
    expect(TYPED_SAMPLE_INPUTS).toContain("src/pipeline/code/code-html.ts");
    // Vue's language tools and the Vue types the samples compile against: a new version may type a sample otherwise.
    expect(TYPED_SAMPLE_INPUTS).toEqual(expect.arrayContaining(["node_modules/twoslash-vue/package.json", "node_modules/@vue/language-core/package.json", "node_modules/vue/package.json", "patches"]));
    expect(TYPED_SAMPLE_INPUTS.filter((input) => !fs.existsSync(path.join(PROJECT_ROOT, input)))).toEqual([]);
  });

  test("differs by language, markers and code", () => {
    const code = '<script setup lang="ts">\nconst a = 1;\n</script>\n';
    const keys = new Set([typedSampleKey("vue", null, code), typedSampleKey("ts", null, code), typedSampleKey("vue", "fails", code), typedSampleKey("vue", null, `${code}\n`)]);
    expect(keys.size).toBe(4);
    expect(typedSampleKey("vue", null, code)).toBe(typedSampleKey("vue", null, code));
  });
});
