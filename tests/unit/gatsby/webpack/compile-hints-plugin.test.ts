import type { Chunk, Compiler } from "webpack";
import { runsOnPageLoad } from "../../../../src/gatsby/webpack/compile-hints-plugin";
import { LazyChunkFiles } from "../../../../src/gatsby/webpack/lazy-chunk-files";

const chunk = (initial: boolean, groups: Array<string | null>) =>
  ({ canBeInitial: () => initial, groupsIterable: groups.map((name) => ({ name })) }) as unknown as Chunk;

describe("which chunks get V8's compile hint", () => {
  it("the entry's chunks (webpack runtime, framework, app): every page load runs them", () => {
    expect(runsOnPageLoad(chunk(true, ["app"]))).toBe(true);
  });

  it("chunks of a page component's group: that page's first load runs them", () => {
    expect(runsOnPageLoad(chunk(false, ["component---src-templates-doc-tsx-content-file-path-content-docs-api-atom-md"]))).toBe(true);
    expect(runsOnPageLoad(chunk(false, [null, "component---src-pages-search-tsx"]))).toBe(true);
  });

  it("chunks loaded only on demand (search dialog, dropdowns, progress bar) are left to lazy compilation", () => {
    expect(runsOnPageLoad(chunk(false, [null]))).toBe(false);
    expect(runsOnPageLoad(chunk(false, ["search-dialog"]))).toBe(false);
  });
});

describe("the files of the chunks no page load runs (terser's one-pass set, lazy-chunk-files.ts)", () => {
  it("are listed when the minimizers are about to run, as a RegExp that matches only them", () => {
    const lazy = new LazyChunkFiles();
    let listFiles: (() => void) | undefined;
    let stage = 0;
    const compilation = {
      chunks: [
        { ...chunk(true, ["app"]), files: new Set(["app-1.js"]) },
        { ...chunk(false, ["component---src-pages-search-tsx"]), files: new Set(["aa.js"]) },
        { ...chunk(false, [null]), files: new Set(["bb.js", "bb.css"]) },
        { ...chunk(false, [null, "search-dialog"]), files: new Set(["cc.js"]) },
      ],
      hooks: { processAssets: { tap: (options: { stage: number }, fn: () => void) => ((stage = options.stage), (listFiles = fn)) } },
    };
    const compiler = {
      webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400 } },
      hooks: { thisCompilation: { tap: (_name: string, fn: (compilation: unknown) => void) => fn(compilation) } },
    };
    lazy.apply(compiler as unknown as Compiler);
    // Before the minimizers (terser taps the OPTIMIZE_SIZE stage itself).
    expect(stage).toBe(399);
    expect(lazy.test("bb.js")).toBe(false);
    listFiles?.();
    expect(["app-1.js", "aa.js", "bb.js", "bb.css", "cc.js"].filter((file) => lazy.test(file))).toEqual(["bb.js", "cc.js"]);
    expect(lazy).toBeInstanceOf(RegExp);
  });
});
