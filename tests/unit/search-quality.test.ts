/** @jest-environment node */
import { createSearchEngine, type PageHit } from "../../src/lib/search-engine";
import { buildSearchIndex, searchSections } from "../../src/node/search-index";
import { indexableContentDocs, loadContentSite } from "./search-fixture-content";

// The index as the browser gets it: built from the real docs, serialised, loaded back.
const sections = searchSections(indexableContentDocs());
const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(sections))));
const first = (query: string): { page: PageHit; href: string } => {
  const pages = engine.search(query);
  expect(pages.length).toBeGreaterThan(0);
  return { page: pages[0], href: pages[0].sections[0].href };
};

describe("search quality bar (real content)", () => {
  it("atomFamily finds the atomFamily page first, at its top", () => {
    const { page, href } = first("atomFamily");
    expect(page.title).toBe("atomFamily");
    expect(href).toBe("/stan/docs/api/atomFamily");
  });

  it("cache policy lru finds the selectorFamily cache-policy section", () => {
    const { page, href } = first("cache policy lru");
    expect(page.path).toBe("/stan/docs/api/selectorFamily");
    expect(href).toBe("/stan/docs/api/selectorFamily#cache-policy");
  });

  it("abort signal finds the selector section on signal", () => {
    expect(first("abort signal").href).toBe("/stan/docs/api/selector#signal");
  });

  it("suspense finds error handling", () => {
    const { page, href } = first("suspense");
    expect(page.title).toBe("Error handling");
    expect(href).toBe("/stan/docs/guides/error-handling#suspense");
  });

  it("a misspelled selectr still finds selector first", () => {
    const { page, href } = first("selectr");
    expect(page.title).toBe("selector");
    expect(href).toBe("/stan/docs/api/selector");
    expect(page.sections[0].terms).toContain("selector");
  });

  it("prefixes match while typing: useStanValueA finds the useStanValueAsync section", () => {
    expect(first("useStanValueA").href).toBe("/stan/docs/api/react#usestanvalueasync");
  });

  it("identifiers with underscores are one word: DEFAULT_STORE finds the store section", () => {
    expect(first("DEFAULT_STORE").href).toBe("/stan/docs/api/store#default_store");
  });

  it("words that appear nowhere give no results; an empty query gives none either", () => {
    expect(engine.search("xyzzyqwv")).toEqual([]);
    expect(engine.search("   ")).toEqual([]);
  });

  it("falls back to any-word matching when no section has every word", () => {
    const pages = engine.search("atomFamily xyzzyqwv");
    expect(pages[0]?.title).toBe("atomFamily");
  });

  it("groups by page: each page appears once, ranked by its best section", () => {
    const pages = engine.search("store");
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (let i = 1; i < pages.length; i++) expect(pages[i - 1].score).toBeGreaterThanOrEqual(pages[i].score);
    for (const page of pages) expect(page.sections.every((s) => s.path === page.path)).toBe(true);
  });

  it("indexes every published doc, with one introduction per doc and one section per h2/h3", () => {
    const { docs } = loadContentSite();
    for (const doc of docs) {
      const own = sections.filter((s) => s.path === doc.path);
      expect(own.filter((s) => s.anchor === "")).toHaveLength(1);
      expect(own.filter((s) => s.anchor !== "").map((s) => s.anchor)).toEqual(doc.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.id));
    }
    expect(new Set(sections.map((s) => s.path)).size).toBe(docs.length);
  });
});
