/** @jest-environment node */
import { DEV_SEARCH_INDEX_ROUTE } from "../../../../src/shared/search/search-index-config";
import { serveDevSearchIndex, type RouteResponse } from "../../../../src/pipeline/search/dev-search";
import { searchSections } from "../../../../src/pipeline/search/search-index";
import { loadContentSite } from "../../../support/content/search-fixture-content";

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
  let loader!: typeof import("../../../../src/ui/search/search-loader");
  jest.isolateModules(() => {
    jest.doMock("../../../../src/ui/search/search-engine", () => ({ createSearchEngine: () => ({ search: () => [] }) }));
    loader = require("../../../../src/ui/search/search-loader");
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

  it("the dev server answers the index of the docs the node store holds at each request, and 500 with the reason when the docs cannot make one", async () => {
    const routes = new Map<string, (req: unknown, res: RouteResponse) => void>();
    const { nodes, categories } = loadContentSite();
    let docs = nodes;
    const getNodesByType = (type: string) => (type === "Doc" ? docs : type === "DocCategory" ? categories.map((category) => ({ ...category, id: category.dir, internal: { type, contentDigest: category.dir } })) : []);
    serveDevSearchIndex({ get: (route, handler) => routes.set(route, handler) }, getNodesByType);
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
    const first = await answer();
    expect(first.status).toBe(200);
    expect((JSON.parse(first.body) as { documentCount: number }).documentCount).toBe(searchSections(loadContentSite().docs).length);
    // A heading saved a moment ago (the node store holds the new node) is in the next answer.
    docs = nodes.map((node) => (node.docId === "api/atom" ? { ...node, internal: { ...node.internal, contentDigest: "saved" }, allHeadings: [...node.allHeadings, { depth: 2, value: "A heading saved just now", id: "new-heading" }], searchSections: [...node.searchSections, { anchor: "new-heading", heading: "A heading saved just now", depth: 2, parent: "", text: "Fresh text.", code: [], links: [] }] } : node));
    expect((await answer()).body.includes("A heading saved just now")).toBe(true);
    // Two docs with one id: no model, so no index; the reason is what the terminal and overlay show.
    docs = [...nodes, { ...nodes[1], id: "copy", sourceFile: "content/docs/api/copy.md", internal: { ...nodes[1].internal, contentDigest: "copy" } }];
    const failed = await answer();
    expect(failed.status).toBe(500);
    expect(failed.body.startsWith("content/docs/api/")).toBe(true);
    expect(failed.body).toContain("two docs have the same id");
  });
});
