import { createNavigationProgress } from "../../../../src/gatsby/browser/navigation-progress";
import gatsbyConfig from "../../../../gatsby-config";

// gatsby-config imports the MDX pipeline; only its plugin list is read here (remark-gfm is an ES module jest does not load).
jest.mock("remark-gfm", () => ({ __esModule: true, default: () => undefined }));
import { observePageLoads, warnPageLoadFailed } from "../../../../src/gatsby/browser/page-loads";
import { pageDataUrl, pageFiles, pageScripts, pathnameOf, routeOf, type GatsbyPageLoader } from "../../../../src/gatsby/runtime";
import { createPagePrefetch, installPrefetch, sitePagePath } from "../../../../src/gatsby/browser/prefetch";
import { connectionAllowsPrefetch } from "../../../../src/gatsby/browser/connection";
import { boundedSet } from "../../../../src/gatsby/browser/route-cache";
import { createPageViewTracker, trackPageView, TITLE_WAIT_MS } from "../../../../src/ui/behaviours/analytics";
import { leaveScrollRestorationToGatsby } from "../../../../src/gatsby/browser/scroll-restoration";
import { PROGRESS_BAR, PROGRESS_BAR_PLUGIN_OPTIONS, PROGRESS_START_DELAY_MS, ROUTE_CACHE_LIMIT } from "../../../../src/config/constants";

function fakeLoader(result: { status: string } | null = { status: "success" }): GatsbyPageLoader & { loadPage: jest.Mock; hovering: jest.Mock; enqueue: jest.Mock; loadPageSync: jest.Mock } {
  return { loadPage: jest.fn(() => Promise.resolve(result)), hovering: jest.fn(), enqueue: jest.fn(), loadPageSync: jest.fn(() => undefined) };
}

const flush = () => new Promise((resolve) => jest.requireActual<typeof import("timers")>("timers").setImmediate(resolve));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("navigation progress bar (issue 4.9)", () => {
  it("gives gatsby-plugin-nprogress the spec's settings: minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms, no spinner", () => {
    expect(PROGRESS_BAR).toEqual({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
    expect(PROGRESS_BAR_PLUGIN_OPTIONS).toMatchObject({ ...PROGRESS_BAR, showSpinner: false });
    const plugin = gatsbyConfig.plugins?.find((entry) => typeof entry === "object" && entry.resolve === "gatsby-plugin-nprogress");
    expect(plugin).toEqual({ resolve: "gatsby-plugin-nprogress", options: PROGRESS_BAR_PLUGIN_OPTIONS });
  });

  it("starts 200 ms after a navigation begins, once for navigations that overlap", () => {
    jest.useFakeTimers();
    expect(PROGRESS_START_DELAY_MS).toBe(200);
    const bar = { start: jest.fn() };
    const progress = createNavigationProgress(bar);
    progress.begin();
    jest.advanceTimersByTime(199);
    expect(bar.start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.end(); // the plugin finishes the bar on the route update
    progress.begin();
    progress.begin(); // another navigation while waiting: one start
    jest.advanceTimersByTime(500);
    expect(bar.start).toHaveBeenCalledTimes(2);
  });

  it("asks for the bar's code as the navigation begins, not 200 ms later behind the page's requests", () => {
    jest.useFakeTimers();
    const bar = { start: jest.fn(), preload: jest.fn() };
    const progress = createNavigationProgress(bar);
    progress.begin();
    expect(bar.preload).toHaveBeenCalledTimes(1);
    expect(bar.start).not.toHaveBeenCalled();
    progress.begin(); // the same navigation: asked once
    expect(bar.preload).toHaveBeenCalledTimes(1);
    // The library itself (tests, develop) has no preload: begin() does without.
    expect(() => createNavigationProgress({ start: jest.fn() }).begin()).not.toThrow();
  });

  it("never shows for a navigation that finishes within 200 ms", () => {
    jest.useFakeTimers();
    const bar = { start: jest.fn() };
    const progress = createNavigationProgress(bar);
    progress.begin();
    jest.advanceTimersByTime(150);
    progress.end();
    jest.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
  });
});

describe("page loads (issue 4.13: route code that fails to load)", () => {
  it("reports each load's start and its failure, passing results through", async () => {
    const loader = fakeLoader({ status: "error" });
    const onStart = jest.fn();
    const onFailure = jest.fn();
    const undo = observePageLoads(loader, { onStart, onFailure });
    await expect(loader.loadPage("/stan/docs/api/atom")).resolves.toEqual({ status: "error" });
    expect(onStart).toHaveBeenCalledWith("/stan/docs/api/atom");
    expect(onFailure).toHaveBeenCalledWith("/stan/docs/api/atom");
    undo();
    await loader.loadPage("/stan/docs");
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it("a successful load is not a failure; no resources at all is one", async () => {
    const onFailure = jest.fn();
    const ok = fakeLoader({ status: "success" });
    observePageLoads(ok, { onFailure });
    await ok.loadPage("/stan/docs");
    expect(onFailure).not.toHaveBeenCalled();
    const none = fakeLoader(null);
    observePageLoads(none, { onFailure });
    await none.loadPage("/stan/docs");
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("the warning names the path", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    warnPageLoadFailed("/stan/docs/api/atom");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/stan/docs/api/atom failed to load"));
    expect(pathnameOf("/stan/docs?x=1#y")).toBe("/stan/docs");
  });
});

describe("prefetching (issue 4.11)", () => {
  it("is skipped on 2g and data-saver connections", () => {
    expect(connectionAllowsPrefetch({})).toBe(true);
    expect(connectionAllowsPrefetch({ connection: { effectiveType: "4g", saveData: false } })).toBe(true);
    expect(connectionAllowsPrefetch({ connection: { effectiveType: "3g" } })).toBe(true);
    expect(connectionAllowsPrefetch({ connection: { effectiveType: "2g" } })).toBe(false);
    expect(connectionAllowsPrefetch({ connection: { effectiveType: "slow-2g" } })).toBe(false);
    expect(connectionAllowsPrefetch({ connection: { effectiveType: "4g", saveData: true } })).toBe(false);
  });

  function link(href: string, attributes: Record<string, string> = {}) {
    const anchor = document.createElement("a");
    anchor.href = href;
    Object.entries(attributes).forEach(([name, value]) => anchor.setAttribute(name, value));
    anchor.innerHTML = "<span>text</span>";
    document.body.append(anchor);
    return anchor;
  }

  it("knows which links are site pages", () => {
    const origin = window.location.origin;
    expect(sitePagePath(link("/stan/docs/api/atom?x=1#y"), "/stan", origin)).toBe("/stan/docs/api/atom?x=1");
    expect(sitePagePath(link("/stan/"), "/stan", origin)).toBe("/stan/");
    expect(sitePagePath(link("/stanley"), "/stan", origin)).toBeNull();
    expect(sitePagePath(link("https://github.com/rkrupinski/stan"), "/stan", origin)).toBeNull();
    expect(sitePagePath(link("/stan/docs", { target: "_blank" }), "/stan", origin)).toBeNull();
    expect(sitePagePath(link("/stan/docs", { download: "" }), "/stan", origin)).toBeNull();
  });

  it("touching a site link loads its page once; hovering and touching do nothing when the connection says no", () => {
    window.history.replaceState(null, "", "/stan/docs");
    let allowed = true;
    const loader = fakeLoader();
    const hovering = loader.hovering;
    const undo = installPrefetch(loader, { pathPrefix: "/stan", allowed: () => allowed });
    const store = link("/stan/docs/api/store");
    store.firstElementChild!.dispatchEvent(new Event("touchstart", { bubbles: true }));
    store.dispatchEvent(new Event("touchstart", { bubbles: true }));
    link("https://example.com/").dispatchEvent(new Event("touchstart", { bubbles: true }));
    link("/stan/docs").dispatchEvent(new Event("touchstart", { bubbles: true })); // the current page
    expect(hovering.mock.calls).toEqual([["/stan/docs/api/store"]]);

    loader.hovering("/stan/docs/api/atom"); // what Gatsby's Link calls on mouse enter
    expect(hovering).toHaveBeenLastCalledWith("/stan/docs/api/atom");

    allowed = false;
    loader.hovering("/stan/docs/api/selector");
    link("/stan/docs/api/utils").dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(hovering).toHaveBeenCalledTimes(2);

    undo();
    expect(loader.hovering).toBe(hovering);
  });

  it("knows where Gatsby publishes a page's data, and every file a click on a page asks for", () => {
    expect(routeOf("/stan/docs/api/atom?x=1", "/stan")).toBe("/docs/api/atom");
    expect(routeOf("/stan/", "/stan")).toBe("/");
    expect(routeOf("/stan", "/stan")).toBe("/");
    expect(pageDataUrl("/stan/docs/api/atom", "/stan")).toBe("/stan/page-data/docs/api/atom/page-data.json");
    expect(pageDataUrl("/stan/", "/stan")).toBe("/stan/page-data/index/page-data.json");
    expect(pageDataUrl("/stan/search?q=atom", "/stan")).toBe("/stan/page-data/search/page-data.json?q=atom");
    expect(pageDataUrl("/docs/x/", "")).toBe("/page-data/docs/x/page-data.json");
    const table = { "/docs/api/atom": ["1.js", "2.js", "page-data/sq/d/42.json"], "/": ["1.js", "3.js"] };
    expect(pageFiles("/stan/docs/api/atom", "/stan", table)).toEqual(["/stan/page-data/docs/api/atom/page-data.json", "/stan/1.js", "/stan/2.js", "/stan/page-data/sq/d/42.json"]);
    expect(pageFiles("/stan/", "/stan", table)).toEqual(["/stan/page-data/index/page-data.json", "/stan/1.js", "/stan/3.js"]);
    // No page of this build, or no table (a page built before it): nothing to fetch.
    expect(pageFiles("/stan/docs/nope", "/stan", table)).toBeNull();
    expect(pageFiles("/stan/docs/api/atom", "/stan", undefined)).toBeNull();
    expect(pageScripts("/stan/docs/api/atom", "/stan", table)).toEqual(["/stan/1.js", "/stan/2.js", "/stan/page-data/sq/d/42.json"]);
    expect(pageScripts("/stan/docs/nope", "/stan", table)).toBeNull();
  });

  it("a link that becomes visible (Link calls ___loader.enqueue) has its page fetched in idle time, a few at once, unless the loader holds it or the connection says no", () => {
    let allowed = true;
    const loader = fakeLoader();
    const gatsbyEnqueue = loader.enqueue;
    const fetched: string[] = [];
    const idleWork: Array<(hasTime: () => boolean) => void> = [];
    const undo = installPrefetch(loader, { pathPrefix: "/stan", allowed: () => allowed, prefetchPage: (path) => (fetched.push(path), Promise.reject(new Error("offline"))), idle: (work) => idleWork.push(work) });
    loader.loadPageSync.mockImplementation((path: string) => (path === "/stan/docs/hovered" ? { page: {} } : undefined));
    const handle = loader.enqueue("/stan/docs/a");
    handle.abort(); // what Link does when its link leaves the screen: the files go out all the same
    loader.enqueue("/stan/docs/hovered");
    loader.enqueue("/stan/docs/c");
    allowed = false;
    loader.enqueue("/stan/docs/b");
    expect(fetched).toEqual([]); // nothing in the task that saw the links
    expect(idleWork).toHaveLength(1);
    // An idle period that ends after one page: the rest waits for the next.
    idleWork.shift()!(() => false);
    expect(fetched).toEqual(["/stan/docs/a"]);
    idleWork.shift()!(() => true);
    expect(fetched).toEqual(["/stan/docs/a", "/stan/docs/c"]);
    expect(idleWork).toHaveLength(0);
    expect(gatsbyEnqueue).not.toHaveBeenCalled(); // Gatsby's own queue is out of the way
    undo();
    expect(loader.enqueue).toBe(gatsbyEnqueue);
  });

  const prefetchTable = {
    "/docs/api/atom": ["shared.js", "atom.js", "page-data/sq/d/42.json"],
    "/docs/api/store": ["shared.js", "store.js", "page-data/sq/d/42.json"],
    "/docs/broken": ["broken.js"],
  };
  /** A document whose prefetch links are recorded, each answered in the next task (an href with "broken" fails). */
  function recordedPrefetches() {
    const appended: Array<{ href: string; as: string; rel: string; crossOrigin: string | null }> = [];
    const doc = document.implementation.createHTMLDocument("prefetch");
    const append = doc.head.append.bind(doc.head);
    jest.spyOn(doc.head, "append").mockImplementation((...nodes) => {
      for (const node of nodes) {
        const link = node as HTMLLinkElement;
        appended.push({ href: link.getAttribute("href")!, as: link.getAttribute("as")!, rel: link.rel, crossOrigin: link.crossOrigin });
        const broken = link.getAttribute("href")!.includes("broken");
        setTimeout(() => link.dispatchEvent(new Event(broken ? "error" : "load")), 0);
      }
      append(...nodes);
    });
    return { doc, appended };
  }

  it("a page's prefetch asks for its scripts and static queries at once, each file once, not its data (left to hover, touch and the click), and runs none of it", async () => {
    const { doc, appended } = recordedPrefetches();
    const prefetchPage = createPagePrefetch("/stan", doc, () => prefetchTable);
    await prefetchPage("/stan/docs/api/atom");
    await prefetchPage("/stan/docs/api/store");
    await prefetchPage("/stan/docs/api/atom"); // a second link to a page: nothing asked for again
    await prefetchPage("/stan/docs/nope"); // no page of this build: nothing asked for
    expect(appended.map(({ href, as }) => `${as} ${href}`)).toEqual([
      "script /stan/shared.js",
      "script /stan/atom.js",
      "fetch /stan/page-data/sq/d/42.json",
      "script /stan/store.js",
    ]);
    expect(appended.every(({ rel }) => rel === "prefetch")).toBe(true);
    // The loader's XMLHttpRequest asks in CORS mode without credentials from other origins: so does the prefetch.
    expect(appended.filter(({ as }) => as === "fetch").every(({ crossOrigin }) => crossOrigin === "anonymous")).toBe(true);
    expect(doc.querySelectorAll("script")).toHaveLength(0);
    await expect(prefetchPage("/stan/docs/broken")).rejects.toThrow("prefetch of /stan/broken.js failed");
  });

  it("asks for none of the first page's own files: its loader has asked for them", async () => {
    const { doc, appended } = recordedPrefetches();
    const prefetchPage = createPagePrefetch("/stan", doc, () => prefetchTable, "/stan/docs/api/store");
    await prefetchPage("/stan/docs/api/atom");
    expect(appended.map(({ href }) => href)).toEqual(["/stan/atom.js"]);
  });

  it("route bookkeeping is capped at 10000 entries, least recently used first out", () => {
    expect(ROUTE_CACHE_LIMIT).toBe(10000);
    const cache = boundedSet<string>(3);
    ["a", "b", "c"].forEach((item) => cache.add(item));
    cache.add("a"); // a is now the most recent
    cache.add("d");
    expect(cache.has("b")).toBe(false);
    expect(cache.has("a")).toBe(true);
    expect(cache.size).toBe(3);
    const big = boundedSet<number>();
    for (let i = 0; i < 10050; i += 1) big.add(i);
    expect(big.size).toBe(10000);
    expect(big.has(49)).toBe(false);
    expect(big.has(50)).toBe(true);
    expect(() => boundedSet(0)).toThrow(RangeError);
  });
});

describe("scroll restoration (issue 4.10)", () => {
  it("is left to Gatsby (the browser's own would record positions against the wrong page)", () => {
    const history = { scrollRestoration: "auto" } as History;
    leaveScrollRestorationToGatsby(history);
    expect(history.scrollRestoration).toBe("manual");
  });
});

describe("page_view events (issue 4.12)", () => {
  const loc = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });
  const views = () => (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === "page_view") as Array<Record<string, string>>;

  beforeEach(() => {
    window.dataLayer = [];
    document.head.innerHTML = "<title>atom | Stan</title>";
  });

  it("pushes page_view with the path, location and title unless path, query and hash are all unchanged", () => {
    expect(trackPageView(loc("/stan/docs"), null)).toBe(true);
    expect(trackPageView(loc("/stan/docs"), loc("/stan/docs"))).toBe(false);
    expect(trackPageView(loc("/stan/docs", "?q=1"), loc("/stan/docs"))).toBe(true);
    expect(trackPageView(loc("/stan/docs", "?q=1", "#a"), loc("/stan/docs", "?q=1"))).toBe(true);
    expect(trackPageView(loc("/stan/docs/api/atom"), loc("/stan/docs", "?q=1", "#a"))).toBe(true);
    expect(views().map((view) => view.page_path)).toEqual(["/stan/docs", "/stan/docs?q=1", "/stan/docs?q=1#a", "/stan/docs/api/atom"]);
    expect(views()[0]).toEqual({ event: "page_view", page_path: "/stan/docs", page_location: window.location.href, page_title: "atom | Stan" });
  });

  it("a new page's event waits for its title; same-page changes go out on the next frame; order is kept", async () => {
    jest.useFakeTimers();
    const tracker = createPageViewTracker();
    tracker.routeUpdated(loc("/stan/docs/api/atom"));
    jest.advanceTimersByTime(20);
    expect(views().map((view) => [view.page_path, view.page_title])).toEqual([["/stan/docs/api/atom", "atom | Stan"]]);

    tracker.routeUpdated(loc("/stan/docs/api/store"));
    jest.advanceTimersByTime(50);
    expect(views()).toHaveLength(1); // the old title is still there
    document.head.innerHTML = ""; // Gatsby removes the old head elements first
    await flush();
    expect(views()).toHaveLength(1);
    document.head.innerHTML = "<title>Store | Stan</title>";
    await flush();
    expect(views().map((view) => [view.page_path, view.page_title])[1]).toEqual(["/stan/docs/api/store", "Store | Stan"]);

    tracker.routeUpdated(loc("/stan/docs/api/store", "", "#api"));
    tracker.routeUpdated(loc("/stan/docs/api/store", "", "#api")); // the same URL again: nothing
    tracker.routeUpdated(loc("/stan/docs/api/selector"));
    jest.advanceTimersByTime(TITLE_WAIT_MS); // no new title ever came: sent anyway
    expect(views().map((view) => view.page_path)).toEqual(["/stan/docs/api/atom", "/stan/docs/api/store", "/stan/docs/api/store#api", "/stan/docs/api/selector"]);
  });
});
