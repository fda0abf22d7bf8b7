import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { SCRIPT_LOADER_ID, deferPageScripts, deferScriptsInBuild, deferredPageLoad, deferredScriptLoader } from "../../../../src/pipeline/post-build/deferred-scripts";
import { pageFilesScript } from "../../../../src/pipeline/post-build/page-files";

const SCRIPTS = ["/stan/webpack-runtime-1.js", "/stan/framework-2.js", "/stan/app-3.js"];
/** The site's table of page files (page-files.ts), as a page carries it. */
const TABLE = pageFilesScript({ "/docs/api/atom": ["0f0c8c71.js", "42888dc6.js", "page-data/sq/d/21.json"], "/": ["9f7ba6ef.js"] });
const page = (head = '<link as="script" rel="prefetch" href="/stan/947-4.js"/>', pagePath?: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><main>Text</main>` +
  (pagePath === undefined ? "" : `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script><script>${TABLE}</script>`) +
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

/** The preloads the loader added to the head: href, as, crossorigin. */
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.getAttribute("href"), link.getAttribute("as"), link.getAttribute("crossorigin")]);

describe("deferred page scripts (built HTML rewrite)", () => {
  it("replaces Gatsby's run of async scripts with one inline loader and drops script prefetch hints", () => {
    const html = deferPageScripts(page(), "docs/api/atom/index.html");
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('rel="prefetch"');
    expect(html).toContain(`<script id="${SCRIPT_LOADER_ID}">${deferredScriptLoader({ scripts: SCRIPTS, data: [] })}</script><!-- slice-end`);
    expect(deferredPageLoad(html)).toEqual({ scripts: SCRIPTS, data: [] });
    expect(deferredPageLoad(page())).toEqual({ scripts: [], data: [] });
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
      expect([...document.head.querySelectorAll("script")].every((script) => script.hasAttribute("async"))).toBe(true);
      // Later frames and visibility changes do not add them a second time.
      nextFrame();
      jest.runOnlyPendingTimers();
      document.dispatchEvent(new Event("visibilitychange"));
      expect(added()).toEqual(SCRIPTS);
    });

    it("asks for the page's own files with them: its chunks as scripts, its data, static queries and the app data as preloads", () => {
      const html = deferPageScripts(page("", "/docs/api/atom"), "docs/api/atom/index.html", "/stan");
      const own = ["/stan/0f0c8c71.js", "/stan/42888dc6.js"];
      const data = ["/stan/page-data/docs/api/atom/page-data.json", "/stan/page-data/sq/d/21.json", "/stan/page-data/app-data.json"];
      expect(deferredPageLoad(html)).toEqual({ scripts: [...SCRIPTS, ...own], data });
      const added = runLoader(html);
      expect(preloads()).toEqual([]);
      nextFrame();
      nextFrame();
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([...SCRIPTS, ...own]);
      // The request mode of Gatsby's XMLHttpRequest, so that it takes the preloaded response.
      expect(preloads()).toEqual(data.map((href) => [href, "fetch", "anonymous"]));
    });

    it("asks for the page's data with the page's query, as Gatsby's loader does", () => {
      window.history.replaceState(null, "", "/stan/?q=atom");
      try {
        setVisibility("hidden");
        runLoader(deferPageScripts(page("", "/"), "index.html", "/stan"));
        expect(preloads().map(([href]) => href)).toEqual(["/stan/page-data/index/page-data.json?q=atom", "/stan/page-data/app-data.json"]);
      } finally {
        window.history.replaceState(null, "", "/");
      }
    });

    it("asks for no files of its own on a page no link leads to (the not-found page)", () => {
      setVisibility("hidden");
      const html = deferPageScripts(page("", "/404.html"), "404.html", "/stan");
      expect(runLoader(html)()).toEqual(SCRIPTS);
      expect(preloads()).toEqual([]);
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
