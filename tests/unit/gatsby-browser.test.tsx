import React from "react";
import type { GatsbyPageLoader } from "../../src/gatsby/runtime";

/**
 * gatsby-browser.tsx wires the behaviours to Gatsby: the progress bar and the
 * failure warning to page loads, prefetch guards to the loader, page_view
 * events and the bar's end to route updates, the crash screen around pages.
 */
// One instance for every module registry (each test loads a fresh gatsby-browser).
const mockNProgress = { configure: jest.fn(), start: jest.fn(), done: jest.fn() };
jest.mock("accessible-nprogress", () => ({ __esModule: true, default: mockNProgress }));

type Browser = typeof import("../../gatsby-browser");
type NProgressMock = { configure: jest.Mock; start: jest.Mock; done: jest.Mock };

let browser: Browser;
let nprogress: NProgressMock;
let loader: GatsbyPageLoader & { loadPage: jest.Mock; hovering: jest.Mock; enqueue: jest.Mock; loadPageSync: jest.Mock };
let original: { loadPage: jest.Mock; hovering: jest.Mock; enqueue: jest.Mock; loadPageSync: jest.Mock };
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
  original = { loadPage: jest.fn(() => Promise.resolve({ status: "success" })), hovering: jest.fn(), enqueue: jest.fn(), loadPageSync: jest.fn(() => undefined) };
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

it("starts the plugin's bar 200 ms into loading another page, and not once the route has updated", async () => {
  void loader.loadPage("/stan/docs/api/store");
  await settle();
  jest.advanceTimersByTime(199);
  await settle();
  expect(nprogress.start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await settle();
  expect(nprogress.start).toHaveBeenCalledTimes(1);
  routeUpdate("/stan/docs/api/store");
  expect(original.loadPage).toHaveBeenCalledWith("/stan/docs/api/store");
  // A fast navigation: the route updates inside the delay, so the bar never starts.
  void loader.loadPage("/stan/docs/api/atom");
  await settle();
  jest.advanceTimersByTime(100);
  routeUpdate("/stan/docs/api/atom");
  jest.advanceTimersByTime(1000);
  expect(nprogress.start).toHaveBeenCalledTimes(1);
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
