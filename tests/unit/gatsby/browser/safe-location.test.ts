import { addressGuardScript, safeLocation } from "../../../../src/gatsby/browser/safe-location";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("safeLocation", () => {
  it("leaves ordinary addresses alone, on pages and on the not-found page", () => {
    expect(safeLocation(at("/stan/docs/api/atom", "?tab=npm", "#effects"), "/stan", false)).toBeNull();
    expect(safeLocation(at("/stan/nope"), "/stan", true)).toBeNull();
    expect(safeLocation(at("/stan/docs/%C4%85"), "/stan", false)).toBeNull();
  });

  it("drops a hash or query the router cannot decode", () => {
    expect(safeLocation(at("/stan/docs", "", "#%"), "/stan", false)).toBe("/stan/docs");
    expect(safeLocation(at("/stan/docs", "?q=%E0%A4%A", "#top"), "/stan", false)).toBe("/stan/docs#top");
  });

  it("sends an undecodable path to the not-found page", () => {
    expect(safeLocation(at("/stan/docs/%ff"), "/stan", false)).toBe("/stan/404.html");
  });

  it("on the not-found page, replaces paths the router would map elsewhere", () => {
    for (const pathname of ["/STAN/DOCS", "//", "/.git/HEAD", "/stan/docs/api/atom%23frag", "/stan/page-data/..%2F.git/HEAD", "/stan/doc%2573", "/stan//docs/x", "/stan/stan", "/stan/stan/docs"]) {
      expect(safeLocation(at(pathname, "?a=1"), "/stan", true)).toBe("/stan/404.html?a=1");
    }
  });

  it("on the not-found page, keeps a path that only begins like the prefix", () => {
    expect(safeLocation(at("/stan/stanley"), "/stan", true)).toBeNull();
  });

  it("works without a path prefix (gatsby develop)", () => {
    expect(safeLocation(at("/docs"), "", false)).toBeNull();
    expect(safeLocation(at("/x%23y"), "", true)).toBe("/404.html");
  });
});

describe("addressGuardScript", () => {
  const run = (href: string) => {
    const url = new URL(href);
    let replaced: string | null = null;
    const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => (replaced = to) };
    const stop = jest.fn();
    new Function("location", "window", addressGuardScript("/stan"))(location, { stop });
    return { replaced, stopped: stop.mock.calls.length > 0 };
  };

  it("does nothing on a decodable address", () => {
    expect(run("http://x/stan/docs/api/atom?q=%C4%85#effects")).toEqual({ replaced: null, stopped: false });
  });

  it("stops the page and loads the not-found page for an undecodable path, keeping what decodes", () => {
    expect(run("http://x/stan/docs/%ff?a=1#top")).toEqual({ replaced: "/stan/404.html?a=1#top", stopped: true });
  });

  it("drops an undecodable query or hash", () => {
    expect(run("http://x/stan/docs?q=%E0%A4%A#%")).toEqual({ replaced: "/stan/docs", stopped: true });
  });
});
