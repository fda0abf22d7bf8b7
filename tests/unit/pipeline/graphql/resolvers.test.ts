/** @jest-environment node */
import { loadSiteModel, type NodeModel } from "../../../../src/pipeline/graphql/resolvers";

describe("the resolvers' read of the docs (develop remakes a doc while a query runs)", () => {
  test("the nodes come from the store as it is; findAll is called for each type (the query's dependency) and its entries are never read", async () => {
    const asked: string[] = [];
    const nodeModel: NodeModel = {
      findAll: async <T>({ type }: { type: string }) => {
        asked.push(type);
        // As develop can give them: an id whose node was deleted meanwhile, on which Gatsby's own tracking throws.
        const entries: Iterable<T> = {
          *[Symbol.iterator]() {
            throw new TypeError("Cannot read properties of undefined (reading 'id')");
          },
        };
        return { entries };
      },
    };
    const read: string[] = [];
    const model = await loadSiteModel(nodeModel, (type) => (read.push(type), []));
    expect(model.docs).toEqual([]);
    expect(asked.sort()).toEqual(["Doc", "DocCategory", "DocProblem"]);
    expect(read.sort()).toEqual(["Doc", "DocCategory", "DocProblem"]);
  });
});
