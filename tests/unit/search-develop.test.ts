/** @jest-environment node */
import { DEV_SEARCH_INDEX_ROUTE } from "../../src/shared/search/search-index-config";
import { serveDevSearchIndex, type RouteResponse } from "../../src/pipeline/search/dev-search";

jest.mock("gatsby", () => ({ withPrefix: (path: string) => `/stan${path}` }));

/** The loader as a bundle for NODE_ENV would see it, with fetch answering every URL with an empty index. */
function loaderUnder(nodeEnv: string) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  const fetched: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    const body = url.endsWith("manifest.json") ? { index: "index.abc.json", sections: 0 } : {};
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  let loader!: typeof import("../../src/ui/search/search-loader");
  jest.isolateModules(() => {
    jest.doMock("../../src/ui/search/search-engine", () => ({ createSearchEngine: () => ({ search: () => [] }) }));
    loader = require("../../src/ui/search/search-loader");
  });
  process.env.NODE_ENV = previous;
  return { loader, fetched };
}

describe("search under gatsby develop", () => {
  it("the loader fetches the dev server's index on every call, so a saved heading is found in the next search", async () => {
    const { loader, fetched } = loaderUnder("development");
    await loader.loadSearchEngine();
    await loader.loadSearchEngine();
    expect(fetched).toEqual([DEV_SEARCH_INDEX_ROUTE, DEV_SEARCH_INDEX_ROUTE]);
  });

  it("a production bundle reads the built manifest and index once", async () => {
    const { loader, fetched } = loaderUnder("production");
    await loader.loadSearchEngine();
    await loader.loadSearchEngine();
    expect(fetched).toEqual(["/stan/search-index/manifest.json", "/stan/search-index/index.abc.json"]);
  });

  it("the dev server answers 503 until the docs have been read, then the index from the current GraphQL data", async () => {
    const routes = new Map<string, (req: unknown, res: RouteResponse) => void>();
    let graphql: (() => Promise<{ errors?: unknown }>) | null = null;
    serveDevSearchIndex({ get: (route, handler) => routes.set(route, handler) }, () => graphql as never);
    const handler = routes.get(DEV_SEARCH_INDEX_ROUTE)!;
    const answer = () =>
      new Promise<{ status: number; body: string }>((resolve) => {
        const res: RouteResponse & { code: number } = {
          code: 200,
          status(code) { this.code = code; return this; },
          type() { return this; },
          set() { return this; },
          send(body) { resolve({ status: this.code, body }); },
        };
        handler({}, res);
      });
    expect((await answer()).status).toBe(503);
    graphql = async () => ({ errors: ["boom"] });
    expect(await answer()).toEqual({ status: 500, body: 'Search docs query failed: ["boom"]' });
  });
});
