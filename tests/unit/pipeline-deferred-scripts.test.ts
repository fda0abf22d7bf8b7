import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { SCRIPT_LOADER_ID, deferPageScripts, deferScriptsInBuild, deferredScriptLoader, deferredScriptSources } from "../../src/gatsby/output/deferred-scripts";

const SCRIPTS = ["/stan/webpack-runtime-1.js", "/stan/framework-2.js", "/stan/app-3.js"];
const page = (head = '<link as="script" rel="prefetch" href="/stan/947-4.js"/>') =>
  `<!DOCTYPE html><html><head>${head}</head><body><main>Text</main>` +
  `<script>window.___webpackCompilationHash="x";</script>${SCRIPTS.map((src) => `<script src="${src}" async></script>`).join("")}` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

/** Runs the page's inline loader in this jsdom document; returns the src of every script it added. */
function runLoader(html: string): () => string[] {
  const code = new RegExp(`<script id="${SCRIPT_LOADER_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!code) throw new Error("no loader in the page");
  document.head.innerHTML = "";
  new Function(code)();
  return () => [...document.head.querySelectorAll("script")].map((script) => script.getAttribute("src") ?? "");
}

describe("deferred page scripts (built HTML rewrite)", () => {
  it("replaces Gatsby's run of async scripts with one inline loader and drops script prefetch hints", () => {
    const html = deferPageScripts(page(), "docs/api/atom/index.html");
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('rel="prefetch"');
    expect(html).toContain(`<script id="${SCRIPT_LOADER_ID}">${deferredScriptLoader(SCRIPTS)}</script><!-- slice-end`);
    expect(deferredScriptSources(html)).toEqual(SCRIPTS);
    expect(deferredScriptSources(page())).toEqual([]);
    // Everything else is left as it was.
    expect(html).toContain('<main>Text</main><script>window.___webpackCompilationHash="x";</script>');
  });

  describe("the loader", () => {
    let frames: FrameRequestCallback[];
    const nextFrame = () => {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback(0));
    };
    const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, "visibilityState", { configurable: true, value: state });

    beforeEach(() => {
      jest.useFakeTimers();
      frames = [];
      jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
      setVisibility("visible");
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
      delete (document as { visibilityState?: unknown }).visibilityState;
    });

    it("adds the scripts to the head, async and in order, in the task after the second animation frame", () => {
      const added = runLoader(deferPageScripts(page(), "index.html"));
      expect(added()).toEqual([]);
      nextFrame();
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([]);
      nextFrame();
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(SCRIPTS);
      expect([...document.head.querySelectorAll("script")].every((script) => script.async)).toBe(true);
      // Later frames and visibility changes do not add them a second time.
      nextFrame();
      jest.runOnlyPendingTimers();
      document.dispatchEvent(new Event("visibilitychange"));
      expect(added()).toEqual(SCRIPTS);
    });

    it("in a page that is not visible (background tab, prerender) adds them at once", () => {
      setVisibility("hidden");
      expect(runLoader(deferPageScripts(page(), "index.html"))()).toEqual(SCRIPTS);
    });

    it("adds them when the page is hidden before its frames come", () => {
      const added = runLoader(deferPageScripts(page(), "index.html"));
      setVisibility("hidden");
      document.dispatchEvent(new Event("visibilitychange"));
      expect(added()).toEqual(SCRIPTS);
    });
  });

  it("is idempotent, leaves pages without scripts alone, and names the file when the page has two runs", () => {
    const once = deferPageScripts(page(), "index.html");
    expect(deferPageScripts(once, "index.html")).toBe(once);
    expect(deferPageScripts("<html><body>static</body></html>", "x.html")).toBe("<html><body>static</body></html>");
    const twice = page().replace("</body>", '<p></p><script src="/stan/more.js" async></script></body>');
    expect(() => deferPageScripts(twice, "docs/x.html")).toThrow(/docs\/x\.html: expected one run .* found 2/);
  });

  it("rewrites every HTML file of a build, but not Gatsby's slice fragments", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deferred-scripts-"));
    try {
      fs.mkdirSync(path.join(dir, "docs", "api"), { recursive: true });
      fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
      fs.writeFileSync(path.join(dir, "index.html"), page());
      fs.writeFileSync(path.join(dir, "docs", "api", "atom.html"), page(""));
      fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), page());
      fs.writeFileSync(path.join(dir, "app.js"), page());
      expect(deferScriptsInBuild(dir)).toBe(2);
      expect(fs.readFileSync(path.join(dir, "docs", "api", "atom.html"), "utf8")).toContain(SCRIPT_LOADER_ID);
      expect(fs.readFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe(page());
      expect(deferScriptsInBuild(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
