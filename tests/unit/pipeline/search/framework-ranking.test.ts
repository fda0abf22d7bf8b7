/** @jest-environment node */
import { createSearchEngine } from "../../../../src/ui/search/search-engine";
import { buildSearchIndex, searchSections } from "../../../../src/pipeline/search/search-index";
import { indexableContentDocs } from "../../../support/content/search-fixture-content";

// The index as the browser gets it, from the real docs.
const sections = searchSections(indexableContentDocs());
const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(sections))));
const first = (query: string, framework?: "react" | "vue" | "vanilla") => engine.search(query, framework)[0]?.sections[0]?.href;

describe("search ranks the reader's framework first (issue 47)", () => {
  it("marks the sections and entries of each bindings page with its framework, and no other page's", () => {
    const marked = new Map<string, Set<string>>();
    for (const section of sections) if (section.framework) marked.set(section.path, (marked.get(section.path) ?? new Set()).add(section.framework));
    expect(Object.fromEntries([...marked].map(([path, frameworks]) => [path, [...frameworks]]))).toEqual({ "/stan/docs/api/react": ["react"], "/stan/docs/api/vue": ["vue"] });
    expect(sections.find((section) => section.entry && section.name === "StanStoreInjection")?.framework).toBe("vue");
  });

  it("a name both bindings define opens the reader's framework's section; a reader who chose none reads React", () => {
    for (const name of ["useStanValue", "StanProvider", "useStanCallback", "AsyncValue"]) {
      const anchor = name.toLowerCase();
      expect(first(name)).toBe(`/stan/docs/api/react#${anchor}`);
      expect(first(name, "react")).toBe(`/stan/docs/api/react#${anchor}`);
      expect(first(name, "vue")).toBe(`/stan/docs/api/vue#${anchor}`);
    }
    expect(first("store provider", "react")).toBe("/stan/docs/api/react#stanprovider");
    expect(first("store provider", "vue")).toBe("/stan/docs/api/vue#providestan");
  });

  it("a query that names the other framework opens its page; a name only one of them has opens it for every reader", () => {
    expect(first("vue useStanValue", "react")).toBe("/stan/docs/api/vue#usestanvalue");
    expect(first("react useStanValue", "vue")).toBe("/stan/docs/api/react#usestanvalue");
    expect(first("provideStan", "react")).toBe("/stan/docs/api/vue#providestan");
    expect(first("useSetStanValue", "vue")).toBe("/stan/docs/api/react#usesetstanvalue");
  });
});

describe("a name being typed", () => {
  it("opens its shortest completion first: usestanvalu is useStanValue, not useStanValueAsync", () => {
    expect(first("usestanvalu")).toBe("/stan/docs/api/react#usestanvalue");
    expect(first("usestanvalu", "vue")).toBe("/stan/docs/api/vue#usestanvalue");
    expect(first("usestanvalueas")).toBe("/stan/docs/api/react#usestanvalueasync");
  });
});
