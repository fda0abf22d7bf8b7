/** @jest-environment node */
import { createSearchEngine, type PageHit } from "../../../../src/ui/search/search-engine";
import { buildSearchIndex, searchSections } from "../../../../src/pipeline/search/search-index";
import { indexableContentDocs, loadContentSite } from "../../../support/content/search-fixture-content";
import { isSectionTarget, scoreQuerySet, SEARCH_QUERY_SET, targetRank, TOP_K } from "../../../support/content/search-query-set";
import { dialogOptionGroups } from "../../../../src/ui/search/searchOptions";

// The index as the browser gets it: built from the real docs, serialised, loaded back.
const sections = searchSections(indexableContentDocs());
const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(sections))));
const first = (query: string): { page: PageHit; href: string } => {
  const pages = engine.search(query);
  expect(pages.length).toBeGreaterThan(0);
  return { page: pages[0], href: pages[0].sections[0].href };
};
/** The first results as the dialog lists them, for failure messages. */
const listed = (query: string) => engine.search(query).flatMap((page) => page.sections.map((section) => section.href)).slice(0, 5);

describe("the query set (tests/support/content/search-query-set.ts) against the real content", () => {
  const expected = SEARCH_QUERY_SET.filter((entry) => !entry.knownMiss);

  it.each(expected.map((entry) => [entry.query, entry.target] as const))("%j lists %s in the top 3", (query, target) => {
    const rank = targetRank(query, engine.search(query), target);
    const found = rank !== null && rank <= TOP_K;
    // A failure shows the rank and what the dialog lists first instead.
    expect(found ? "found" : { rank, listed: listed(query) }).toBe("found");
  });

  it("has at least 40 queries, every target a real page or section, and finds at least 95 % in the top 3", () => {
    expect(SEARCH_QUERY_SET.length).toBeGreaterThanOrEqual(40);
    const hrefs = new Set(sections.flatMap((section) => [section.path, `${section.path}#${section.anchor}`]));
    for (const { target } of SEARCH_QUERY_SET) expect(hrefs).toContain(`/stan${target}`);
    expect(scoreQuerySet(engine.search).recallAtK).toBeGreaterThanOrEqual(0.95);
  });

  it("scores a result list: rank as the dialog lists it, recall at 3 and mean reciprocal rank", () => {
    const hit = (href: string, path = href.split("#")[0]) => ({ id: 0, page: "", path, category: "", anchor: "", heading: "", parent: "", text: "", name: "", kind: "", href, score: 1, terms: [] });
    const pages: PageHit[] = [
      { path: "/stan/docs/a", title: "A", category: "", score: 2, sections: [hit("/stan/docs/a#x"), hit("/stan/docs/a")] },
      { path: "/stan/docs/b", title: "B", category: "", score: 1, sections: [hit("/stan/docs/b#y")] },
    ];
    expect(targetRank("q", pages, "/docs/b#y")).toBe(3);
    expect(targetRank("q", pages, "/docs/b")).toBe(3);
    expect(targetRank("q", pages, "/docs/a")).toBe(1);
    expect(targetRank("q", pages, "/docs/ab")).toBeNull();
    const score = scoreQuerySet(() => pages, [
      { kind: "api", query: "one", target: "/docs/a#x" },
      { kind: "api", query: "two", target: "/docs/b#y" },
      { kind: "api", query: "three", target: "/docs/c" },
    ]);
    expect(score.recallAtK).toBeCloseTo(2 / 3);
    expect(score.mrr).toBeCloseTo((1 + 1 / 3 + 0) / 3);
  });
});

describe("search quality bar (real content)", () => {
  it("the issue's examples rank their definition first: nextjs, tag, equality", () => {
    for (const query of ["nextjs", "next.js", "Next JS"]) expect(first(query).href).toBe("/stan/docs/guides/ssr#nextjs-app-router");
    expect(first("tag").href).toBe("/stan/docs/api/atom#tag");
    expect(first("equality").href).toBe("/stan/docs/api/atom#arevaluesequal");
  });

  it("atomFamily finds the atomFamily page first, at its top", () => {
    const { page, href } = first("atomFamily");
    expect(page.title).toBe("atomFamily");
    expect(href).toBe("/stan/docs/api/atomFamily");
  });

  it("cache policy lru finds the selectorFamily lru section, under Cache policy", () => {
    const { page, href } = first("cache policy lru");
    expect(page.path).toBe("/stan/docs/api/selectorFamily");
    expect(href).toBe("/stan/docs/api/selectorFamily#lru");
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

  it("a name spelled as words finds the name: make store, are values equal", () => {
    expect(first("make store").href).toBe("/stan/docs/api/store#makestore");
    expect(first("are values equal").href).toBe("/stan/docs/api/atom#arevaluesequal");
  });

  it("prefixes match while typing: useStanValueA lists the useStanValueAsync section on the first page", () => {
    const { page } = first("useStanValueA");
    expect(page.title).toBe("React");
    expect(page.sections.map((section) => section.href)).toContain("/stan/docs/api/react#usestanvalueasync");
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

  it("marks a section that links to the same-named section of another page as defined there", () => {
    const definedAt = (path: string, anchor: string) => sections.find((s) => s.path === path && s.anchor === anchor)?.definedAt;
    expect(definedAt("/stan/docs/api/atomFamily", "tag")).toBe("/stan/docs/api/atom#tag");
    expect(definedAt("/stan/docs/api/selector", "arevaluesequal")).toBe("/stan/docs/api/atom#arevaluesequal");
    expect(definedAt("/stan/docs/api/atom", "tag")).toBe("");
    expect(definedAt("/stan/docs/api/atomFamily", "")).toBe("");
  });

  it("treats a page that defers to one other page for several same-named sections as built on it", () => {
    const definedAt = (path: string, anchor: string) => sections.find((s) => s.path === path && s.anchor === anchor)?.definedAt;
    // atomFamily links to atom for tag and areValuesEqual: its initialValue ranks below atom's.
    expect(definedAt("/stan/docs/api/atomFamily", "initialvalue")).toBe("/stan/docs/api/atom#initialvalue");
    // Ordinary headings stay the page's own; so does every section of a page that links to the other once.
    expect(definedAt("/stan/docs/api/selectorFamily", "signature")).toBe("");
    expect(definedAt("/stan/docs/api/selector", "tag")).toBe("");
    expect(definedAt("/stan/docs/api/atom", "initialvalue")).toBe("");
    expect(definedAt("/stan/docs/api/atomFamily", "")).toBe("");
  });

  it("ranks a reference below its definition, unless the query names the reference's page", () => {
    expect(first("initial value").href).toBe("/stan/docs/api/atom#initialvalue");
    expect(first("atomFamily initialValue").href).toBe("/stan/docs/api/atomFamily#initialvalue");
    expect(first("selector areValuesEqual").href).toBe("/stan/docs/api/selector#arevaluesequal");
    expect(first("selectorFamily signature").href).toBe("/stan/docs/api/selectorFamily#signature");
  });

  it("indexes every published doc, with one introduction per doc and one section per h2/h3", () => {
    const { docs } = loadContentSite();
    for (const doc of docs) {
      const own = sections.filter((s) => s.path === doc.path && !s.entry);
      expect(own.filter((s) => s.anchor === "")).toHaveLength(1);
      expect(own.filter((s) => s.anchor !== "").map((s) => s.anchor)).toEqual(doc.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.id));
    }
    expect(new Set(sections.map((s) => s.path)).size).toBe(docs.length);
  });
});

describe("search lands on the answer (issue 24, real content)", () => {
  /** The first result as the dialog lists it. */
  const firstListed = (query: string) => {
    const option = dialogOptionGroups(query, engine.search(query), [])[0]?.options[0];
    return option?.kind === "hit" ? option.hit.href : null;
  };

  it("a query naming an export, option or hook opens its section, not its page's introduction", () => {
    const expected: Array<[string, string]> = [
      ["useStanValue", "/stan/docs/api/react#usestanvalue"],
      ["areValuesEqual", "/stan/docs/api/atom#arevaluesequal"],
      ["cachePolicy", "/stan/docs/api/selectorFamily#cachepolicy"],
      ["reset", "/stan/docs/api/utils#reset"],
      ["refresh", "/stan/docs/api/utils#refresh"],
      ["StanProvider", "/stan/docs/api/react#stanprovider"],
      ["DEFAULT_STORE", "/stan/docs/api/store#default_store"],
      ["makeStore", "/stan/docs/api/store#makestore"],
      ["Store", "/stan/docs/api/store#store"],
      ["State", "/stan/docs/api/state#state"],
      // A page about a name is that name's place.
      ["atom", "/stan/docs/api/atom"],
      ["selectorFamily", "/stan/docs/api/selectorFamily"],
    ];
    expect(expected.map(([query]) => [query, firstListed(query)])).toEqual(expected);
  });

  it("a query describing what one does opens its section: store provider, reset atom, refresh a selector, remember the last parameter", () => {
    expect(firstListed("store provider")).toBe("/stan/docs/api/react#stanprovider");
    expect(firstListed("reset atom")).toBe("/stan/docs/api/atom#reset");
    expect(firstListed("refresh a selector")).toBe("/stan/docs/api/selector#refresh");
    expect(firstListed("remember the last parameter")).toBe("/stan/docs/api/selectorFamily#most-recent");
  });

  it("every name the docs import from the package has an entry of its own, pointing at a real section, with what it is", () => {
    const { docs } = loadContentSite();
    const imported = new Set<string>();
    for (const doc of docs) {
      for (const section of doc.searchSections) {
        for (const block of section.codeBlocks) {
          for (const [, names] of block.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@rkrupinski\/stan(?:\/react)?'/g)) {
            for (const name of names.split(",")) if (name.trim()) imported.add(name.replace(/^\s*type\s+/, "").trim());
          }
        }
      }
    }
    expect(imported.size).toBeGreaterThan(15);
    const named = new Map(sections.filter((s) => s.name).map((s) => [s.name, s]));
    expect([...imported].filter((name) => !named.has(name))).toEqual([]);
    const hrefs = new Set(sections.filter((s) => !s.entry).map((s) => `${s.path}#${s.anchor}`));
    for (const entry of sections.filter((s) => s.entry)) expect(hrefs).toContain(`${entry.path}#${entry.anchor}`);
    const kinds = Object.fromEntries(["useStanValue", "StanProvider", "StanProviderProps", "cachePolicy", "AtomEffect", "DEFAULT_STORE", "Store", "makeStore", "keep-all", "initialValue", "key"].map((name) => [name, named.get(name)?.kind]));
    expect(kinds).toEqual({
      useStanValue: "hook",
      StanProvider: "component",
      StanProviderProps: "type",
      cachePolicy: "option",
      AtomEffect: "type",
      DEFAULT_STORE: "constant",
      Store: "class",
      makeStore: "function",
      "keep-all": "value",
      initialValue: "parameter",
      key: "member",
    });
  });

  it("puts the target section first for at least 83 % of the public set's section targets", () => {
    const { sectionOutcomes, sectionPrecisionAt1 } = scoreQuerySet(engine.search);
    expect(sectionOutcomes.length).toBe(SEARCH_QUERY_SET.filter((entry) => isSectionTarget(entry.target)).length);
    expect(sectionOutcomes.length).toBeGreaterThanOrEqual(120);
    expect(sectionPrecisionAt1).toBeGreaterThanOrEqual(0.83);
  });
});
