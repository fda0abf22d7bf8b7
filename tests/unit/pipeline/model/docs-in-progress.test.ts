/**
 * createPages waits for the docs files whose nodes are being made (src/pipeline/model/docs-in-progress.ts):
 * under develop it runs while a saved file's doc is made.
 */
import type { Node } from "gatsby";
import { docsInProgress } from "../../../../src/pipeline/model/docs-in-progress";

const fileNode = (relativePath: string, digest: string, sourceInstanceName = "docs") =>
  ({ id: `file:${relativePath}`, relativePath, base: relativePath.split("/").pop(), sourceInstanceName, internal: { type: "File", contentDigest: digest } }) as unknown as Node;
const created = (node: Node) => ({ type: "CREATE_NODE" as const, payload: node });
const helpersOf = () => ({ reporter: { warn: jest.fn(), info: jest.fn() }, storeWritten: jest.fn(async () => undefined) });
/** Whether the promise has settled, asked later. */
const tracked = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the docs files in progress (createPages waits for them)", () => {
  it("settle at once, after the store's writes, when no docs file is being made", async () => {
    const docs = docsInProgress();
    const helpers = helpersOf();
    docs.nodeChanged(created(fileNode("page.md", "v1", "pages")));
    docs.nodeChanged(created({ id: "mdx", internal: { type: "Mdx", contentDigest: "v1" } } as unknown as Node));
    await docs.settled(helpers, { timeoutMs: 60_000 });
    expect(helpers.storeWritten).toHaveBeenCalledTimes(1);
    expect(helpers.reporter.warn).not.toHaveBeenCalled();
  });

  it("wait for a docs file made until the site's onCreateNode of that version has ended, and for its last version only", async () => {
    const docs = docsInProgress();
    const helpers = helpersOf();
    const atom = fileNode("api/atom.md", "v1");
    const category = fileNode("api/_category_.json", "c1");
    docs.nodeChanged(created(atom));
    docs.nodeChanged(created(category));
    const done = tracked(docs.settled(helpers, { timeoutMs: 60_000, intervalMs: 5 }));
    await tick(30);
    expect(done()).toBe(false);
    docs.made(category);
    // Saved again meanwhile: the first version's end does not count.
    const atomAgain = fileNode("api/atom.md", "v2");
    docs.nodeChanged(created(atomAgain));
    docs.made(atom);
    await tick(30);
    expect(done()).toBe(false);
    expect(helpers.storeWritten).not.toHaveBeenCalled();
    docs.made(atomAgain);
    await tick(30);
    expect(done()).toBe(true);
    expect(helpers.storeWritten).toHaveBeenCalledTimes(1);
  });

  it("stop waiting for a docs file deleted before its nodes were made", async () => {
    const docs = docsInProgress();
    const atom = fileNode("api/atom.md", "v1");
    docs.nodeChanged(created(atom));
    docs.nodeChanged({ type: "DELETE_NODE", payload: atom });
    await expect(docs.settled(helpersOf(), { timeoutMs: 60_000 })).resolves.toBeUndefined();
  });

  it("give up after their time, naming the files, and do not wait for them again", async () => {
    const docs = docsInProgress();
    docs.nodeChanged(created(fileNode("api/atom.md", "v1")));
    docs.nodeChanged(created(fileNode("guides/ssr.mdx", "v1")));
    const helpers = helpersOf();
    const started = Date.now();
    await docs.settled(helpers, { timeoutMs: 100, intervalMs: 10 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(helpers.reporter.warn).toHaveBeenCalledWith("The pages are made without api/atom.md, guides/ssr.mdx: not made within 0.1 s.");
    expect(helpers.storeWritten).toHaveBeenCalledTimes(1);
    const again = helpersOf();
    await docs.settled(again, { timeoutMs: 60_000 });
    expect(again.reporter.warn).not.toHaveBeenCalled();
  });

  it("wait for a docs file made while the store writes, before settling", async () => {
    const docs = docsInProgress();
    const atom = fileNode("api/atom.md", "v1");
    let writes = 0;
    const helpers = {
      reporter: { warn: jest.fn() },
      // The first write lets a save in (develop applies it at once); the file's nodes are made a moment later.
      storeWritten: jest.fn(async () => {
        writes += 1;
        if (writes === 1) {
          docs.nodeChanged(created(atom));
          setTimeout(() => docs.made(atom), 30);
        }
      }),
    };
    const done = tracked(docs.settled(helpers, { timeoutMs: 60_000, intervalMs: 5 }));
    await tick(15);
    expect(done()).toBe(false);
    await tick(60);
    expect(done()).toBe(true);
    expect(writes).toBe(2);
  });

  it("make the pages again when a docs file changed while they were made, and once otherwise", async () => {
    const docs = docsInProgress();
    const atom = fileNode("api/atom.md", "v2");
    const seen: boolean[] = [];
    let runs = 0;
    const helpers = helpersOf();
    await docs.makeFromSettledDocs(helpers, async (unchanged) => {
      runs += 1;
      if (runs === 1) {
        // A save lands while the first run types its samples; its nodes are made at once.
        docs.nodeChanged(created(atom));
        docs.made(atom);
      }
      seen.push(unchanged());
      return unchanged();
    });
    expect(runs).toBe(2);
    expect(seen).toEqual([false, true]);
    // The author is told why the pages take longer.
    expect(helpers.reporter.info).toHaveBeenCalledTimes(1);
    expect(helpers.reporter.info).toHaveBeenCalledWith(expect.stringContaining("making them again"));
    let once = 0;
    await docs.makeFromSettledDocs(helpersOf(), async () => (once += 1) > 0);
    expect(once).toBe(1);
  });

  describe("under develop, pages follow every change (followChanges)", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const armed = () => {
      const docs = docsInProgress();
      const reporter = { info: jest.fn() };
      const request = jest.fn();
      docs.followChanges(request, reporter, { delayMs: 1_000, attempts: 2 });
      return { docs, reporter, request };
    };
    const save = (docs: ReturnType<typeof docsInProgress>, digest: string) => {
      const atom = fileNode("api/atom.md", digest);
      docs.nodeChanged(created(atom));
      docs.made(atom);
    };

    it("ask for the pages again when a file was made after the pages and none follow, saying so, until some are made", async () => {
      const { docs, reporter, request } = armed();
      await docs.makeFromSettledDocs(helpersOf(), async () => true);
      // Saved as the pages were being finished: develop applied it and made no pages of it.
      save(docs, "v2");
      jest.advanceTimersByTime(999);
      expect(request).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(request).toHaveBeenCalledTimes(1);
      expect(reporter.info).toHaveBeenCalledWith("A docs file changed after the pages were made: making them again.");
      // The request was lost too: asked again, at most `attempts` times for one change.
      jest.advanceTimersByTime(5_000);
      expect(request).toHaveBeenCalledTimes(2);
      // Pages made from the latest docs end the asking.
      await docs.makeFromSettledDocs(helpersOf(), async () => true);
      save(docs, "v3");
      await docs.makeFromSettledDocs(helpersOf(), async () => true);
      jest.advanceTimersByTime(5_000);
      expect(request).toHaveBeenCalledTimes(2);
    });

    it("do not ask while pages are made, nor before the first pages, nor when not armed (gatsby build)", async () => {
      const { docs, request } = armed();
      save(docs, "v1");
      jest.advanceTimersByTime(5_000);
      expect(request).not.toHaveBeenCalled();
      let finish = () => {};
      const making = docs.makeFromSettledDocs(helpersOf(), () => new Promise<boolean>((resolve) => (finish = () => resolve(true))));
      // The docs settle (promise callbacks only), then the pages are being made when v2 is saved.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      save(docs, "v2");
      jest.advanceTimersByTime(5_000);
      expect(request).not.toHaveBeenCalled();
      finish();
      await making;
      // Those pages were made from the docs before v2 was made: v2 is asked for once they are done.
      jest.advanceTimersByTime(1_000);
      expect(request).toHaveBeenCalledTimes(1);

      jest.clearAllTimers();
      const build = docsInProgress();
      await build.makeFromSettledDocs(helpersOf(), async () => true);
      save(build, "v2");
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
