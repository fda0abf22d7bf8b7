import React from "react";
import type { GatsbyPageLoader } from "../../src/lib/gatsby-loader";

/**
 * gatsby-browser.tsx wires the behaviours to Gatsby: the progress bar and the
 * failure warning to page loads, prefetch guards to the loader, page_view
 * events and the bar's end to route updates, the crash screen around pages.
 */
// One instance for every module registry (gatsby-browser imports nprogress lazily, after isolateModules).
const mockNProgress = { configure: jest.fn(), start: jest.fn(), done: jest.fn() };
jest.mock("nprogress", () => mockNProgress);

type Browser = typeof import("../../gatsby-browser");
type NProgressMock = { configure: jest.Mock; start: jest.Mock; done: jest.Mock };

let browser: Browser;
let nprogress: NProgressMock;
let loader: GatsbyPageLoader & { loadPage: jest.Mock; hovering: jest.Mock };
let original: { loadPage: jest.Mock; hovering: jest.Mock };
const api = {} as never;
// Window listeners each test's fresh copy of gatsby-browser adds, removed after the test.
let windowListeners: Array<[string, EventListenerOrEventListenerObject]> = [];

beforeEach(() => {
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, "addEventListener").mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    windowListeners.push([type, listener]);
    add(type, listener, options);
  });
  jest.useFakeTimers();
  window.history.replaceState(null, "", "/stan/docs");
  window.dataLayer = [];
  original = { loadPage: jest.fn(() => Promise.resolve({ status: "success" })), hovering: jest.fn() };
  loader = { ...original };
  window.___loader = loader;
  jest.isolateModules(() => {
    browser = require("../../gatsby-browser");
  });
  nprogress = mockNProgress;
  Object.values(nprogress).forEach((mock) => mock.mockClear());
  browser.onClientEntry!(api, {} as never);
});

afterEach(() => {
  windowListeners.forEach(([type, listener]) => window.removeEventListener(type, listener));
  windowListeners = [];
  document.documentElement.removeAttribute("data-render-sections");
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete window.___loader;
});

const routeUpdate = (pathname: string) => {
  window.history.replaceState(null, "", pathname);
  browser.onRouteUpdate!({ location: window.location, prevLocation: null } as never, {} as never);
};

/** Lets promises settle (the bar's code arrives through a dynamic import). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

it("shows the bar (nprogress with the spec's settings) 200 ms into loading another page and finishes it on the route update", async () => {
  void loader.loadPage("/stan/docs/api/store");
  await settle();
  expect(nprogress.configure).toHaveBeenCalledWith({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800, showSpinner: false });
  jest.advanceTimersByTime(199);
  await settle();
  expect(nprogress.start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await settle();
  expect(nprogress.start).toHaveBeenCalledTimes(1);
  routeUpdate("/stan/docs/api/store");
  expect(nprogress.done).toHaveBeenCalledTimes(1);
  expect(original.loadPage).toHaveBeenCalledWith("/stan/docs/api/store");
});

it("no bar for loading the page already shown (initial load, query or hash change)", async () => {
  void loader.loadPage("/stan/docs");
  void loader.loadPage("/stan/docs?tab=yarn");
  jest.advanceTimersByTime(1000);
  await settle();
  expect(nprogress.start).not.toHaveBeenCalled();
});

it("warns when a page's code fails to load after the first render (Gatsby then reloads the page)", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  original.loadPage.mockResolvedValue({ status: "error" });
  await loader.loadPage("/stan/docs");
  expect(warn).not.toHaveBeenCalled(); // the first render: Gatsby shows the server-rendered page instead
  browser.onInitialClientRender!(api, {} as never);
  await loader.loadPage("/stan/docs/api/store");
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("/stan/docs/api/store failed to load"));
});

it("guards hover prefetching by the connection and prefetches on touch", () => {
  loader.hovering("/stan/docs/api/atom");
  expect(original.hovering).toHaveBeenCalledWith("/stan/docs/api/atom");
  const anchor = document.createElement("a");
  anchor.href = "/stan/docs/api/selector";
  document.body.append(anchor);
  anchor.dispatchEvent(new Event("touchstart", { bubbles: true }));
  expect(original.hovering).toHaveBeenCalledWith("/stan/docs/api/selector");
  Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: true } });
  try {
    loader.hovering("/stan/docs/api/utils");
    expect(original.hovering).not.toHaveBeenCalledWith("/stan/docs/api/utils");
  } finally {
    delete (navigator as { connection?: unknown }).connection;
  }
});

it("takes over scroll restoration", () => {
  // jsdom's History has no scrollRestoration; give it the browser's default.
  Object.defineProperty(window.history, "scrollRestoration", { configurable: true, writable: true, value: "auto" });
  browser.onClientEntry!(api, {} as never);
  expect(window.history.scrollRestoration).toBe("manual");
  delete (window.history as { scrollRestoration?: string }).scrollRestoration;
});

it("lays out every doc section before Gatsby jumps to a saved position or a hash, and lets them skip layout again on the next page", () => {
  const root = document.documentElement;
  const ask = (hash: string, savedY: number | undefined) =>
    browser.shouldUpdateScroll!({ routerProps: { location: { pathname: "/stan/docs", hash } }, getSavedScrollPosition: () => [0, savedY] } as never, {} as never);
  expect(ask("", undefined)).toBe(true);
  expect(ask("", 0)).toBe(true);
  expect(root.hasAttribute("data-render-sections")).toBe(false);
  expect(ask("", 900)).toBe(true);
  expect(root.hasAttribute("data-render-sections")).toBe(true);
  browser.onPreRouteUpdate!({ location: { pathname: "/stan/docs/api/atom" } } as never, {} as never);
  expect(root.hasAttribute("data-render-sections")).toBe(false);
  expect(ask("#why", undefined)).toBe(true);
  expect(root.hasAttribute("data-render-sections")).toBe(true);
  browser.onPreRouteUpdate!({ location: { pathname: "/stan/docs/api/atom" } } as never, {} as never);
});

it("lays out every doc section after a long jump the site did not make (End key, scrollbar), but not for a new page's first scroll", () => {
  const root = document.documentElement;
  const scrollTo = (y: number) => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
  };
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  scrollTo(0);
  scrollTo(900); // reading: under a screen and a half at once
  scrollTo(1700);
  expect(root.hasAttribute("data-render-sections")).toBe(false);
  browser.onPreRouteUpdate!({ location: { pathname: "/stan/docs/api/atom" } } as never, {} as never);
  scrollTo(0); // Gatsby's scroll to the top of the new page
  expect(root.hasAttribute("data-render-sections")).toBe(false);
  scrollTo(6000); // the End key
  expect(root.hasAttribute("data-render-sections")).toBe(true);
  browser.onPreRouteUpdate!({ location: { pathname: "/stan/docs" } } as never, {} as never);
  scrollTo(0);
});

it("lays out every doc section when a #hash link is followed, before the browser scrolls to it", () => {
  document.body.innerHTML = '<a href="#usage">Usage</a><a href="/stan/docs/api/atom">atom</a>';
  const root = document.documentElement;
  document.querySelector<HTMLAnchorElement>('a[href="/stan/docs/api/atom"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  expect(root.hasAttribute("data-render-sections")).toBe(false);
  let laidOutAtClick = false;
  document.addEventListener("click", () => (laidOutAtClick = root.hasAttribute("data-render-sections")), { once: true });
  document.querySelector<HTMLAnchorElement>('a[href="#usage"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  expect(laidOutAtClick).toBe(true);
  document.body.innerHTML = "";
});

it("pushes page_view on the first route update and on URL changes", () => {
  document.head.innerHTML = "<title>Introduction | Stan</title>";
  routeUpdate("/stan/docs");
  jest.advanceTimersByTime(20);
  routeUpdate("/stan/docs");
  jest.advanceTimersByTime(20);
  routeUpdate("/stan/docs#why");
  jest.advanceTimersByTime(20);
  expect((window.dataLayer as Array<{ page_path: string }>).map((entry) => entry.page_path)).toEqual(["/stan/docs", "/stan/docs#why"]);
});

it("shows an .html twin at its canonical address", () => {
  routeUpdate("/stan/docs/api/atom.html");
  expect(window.location.pathname).toBe("/stan/docs/api/atom");
});

it("wraps every page in PageRoot (crash screen and hydration marker, tested in behaviour-errors)", () => {
  const wrapped = browser.wrapPageElement!({ element: <p>page</p>, props: { location: { pathname: "/stan/docs" } } } as never, {} as never) as React.ReactElement<{ pathname: string }>;
  expect(wrapped.props.pathname).toBe("/stan/docs");
  expect((wrapped.type as { name: string }).name).toBe("PageRoot");
});

it("lets Gatsby start the app in a later task, so that evaluating the app's code stays a short task", async () => {
  let started = false;
  const startup = Promise.resolve(browser.onClientEntry!(api, {} as never)).then(() => {
    started = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  expect(started).toBe(false);
  jest.advanceTimersByTime(0);
  await startup;
  expect(started).toBe(true);
});
