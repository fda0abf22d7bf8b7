import type { Chunk } from "webpack";
import { runsOnPageLoad } from "../../../../src/gatsby/webpack/compile-hints-plugin";

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
