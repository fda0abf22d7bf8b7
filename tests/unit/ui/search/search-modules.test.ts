import { STORAGE_KEYS } from "../../../../src/config/constants";
import { highlight, snippet } from "../../../../src/ui/search/search-highlight";
import { identifiersIn, nameParts, tokenize, typedTerms, wordTerm } from "../../../../src/shared/search/search-terms";
import { boostSection, pageNameTerms, PAGE_NAME_BOOST, REFERENCE_BOOST } from "../../../../src/shared/search/search-ranking";
import { clearRecentSearches, readRecentSearches, rememberSearch, RECENT_SEARCHES_LIMIT } from "../../../../src/ui/search/search-recent";
import { isSearchShortcut, isTypingTarget, shortcutLabel } from "../../../../src/ui/search/search-shortcut";
import { createStore } from "../../../../src/ui/behaviours/storage";
import { codeIdentifiers, sectionsOf } from "../../../../src/pipeline/markdown/doc-sections";
import { headingsOf } from "../../../../src/pipeline/parse/headings";
import { parseDocBody } from "../../../../src/pipeline/parse/doc-tree";

const parse = (body: string) => parseDocBody({ body, firstLine: 1 }, "x.md");
/** The plain words of Markdown, as a section's text holds them. */
const markdownToText = (markdown: string) => sectionsOf(parse(markdown))[0].text;
import { dialogOptionGroups, moveActive, queryFromSearch, searchPageRoute } from "../../../../src/ui/search/searchOptions";

describe("highlighting and snippets", () => {
  it("marks whole words that are matched terms, case-insensitively", () => {
    expect(highlight("The selector and selectorFamily; Selector.", ["selector"])).toEqual([
      { text: "The ", match: false },
      { text: "selector", match: true },
      { text: " and selectorFamily; ", match: false },
      { text: "Selector", match: true },
      { text: ".", match: false },
    ]);
    expect(highlight("useStanValueAsync(x)", ["usestanvalueasync"])[0]).toEqual({ text: "useStanValueAsync", match: true });
    expect(highlight("nothing here", [])).toEqual([{ text: "nothing here", match: false }]);
  });

  it("marks the words that a matched term stands for: inflections, dotted names whole", () => {
    const marked = (text: string, terms: string[]) => highlight(text, terms).filter((segment) => segment.match).map((segment) => segment.text);
    expect(marked("Strict equality: values are equal.", ["equal"])).toEqual(["equality", "equal"]);
    expect(marked("Pass areValuesEqual to compare values.", ["equal"])).toEqual([]);
    expect(marked("In the Next.js App Router, Next is a framework.", [wordTerm("nextjs") as string])).toEqual(["Next.js"]);
    expect(marked("Next.js and js", ["js"])).toEqual(["js", "js"]);
  });

  it("cuts a snippet around the words, at word boundaries, with ellipses", () => {
    const text = `${"lorem ipsum ".repeat(30)}the abort signal is here ${"dolor sit ".repeat(30)}`;
    const cut = snippet(text, ["abort", "signal"], 80);
    expect(cut.startsWith("…")).toBe(true);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).toContain("the abort signal is here");
    expect(cut.length).toBeLessThanOrEqual(82);
    expect(cut).not.toMatch(/…\S*ipsu\b|\blore…/); // no broken words
  });

  it("prefers the window holding the most distinct terms, and leaves short text whole", () => {
    const text = `abort once. ${"filler words ".repeat(20)}abort signal together. ${"more filler ".repeat(20)}`;
    expect(snippet(text, ["abort", "signal"], 60)).toContain("abort signal together");
    expect(snippet("short text", ["x"], 60)).toBe("short text");
    expect(snippet(`${"word ".repeat(50)}`, ["absent"], 30).startsWith("word")).toBe(true);
  });
});

describe("index terms", () => {
  it("splits on spaces and punctuation but keeps identifiers whole, and adds dotted or hyphenated runs joined", () => {
    expect(tokenize("useStanValueAsync(userById('42')) DEFAULT_STORE $x keep-all")).toEqual(["useStanValueAsync", "userById", "42", "DEFAULT_STORE", "$x", "keep", "all", "keepall"]);
    expect(tokenize("In Next.js 15, use react-dom/server.")).toEqual(["In", "Next", "js", "15", "use", "react", "dom", "server", "Nextjs", "reactdom"]);
  });

  it("stems plain words, keeps identifiers whole and lower-cased, and drops stop words", () => {
    expect(wordTerm("Equality")).toBe("equal");
    expect(wordTerm("equals")).toBe("equal");
    expect(wordTerm("AtomFamily")).toBe("atomfamily");
    expect(wordTerm("DEFAULT_STORE")).toBe("default_store");
    expect(wordTerm("The")).toBeNull();
  });

  it("keeps a plain word as written beside its stem, for a word typed past its stem", () => {
    expect(typedTerms("Initialization")).toEqual(["initi", "initialization"]);
    expect(typedTerms("tag")).toEqual(["tag"]);
    expect(typedTerms("useStan")).toEqual(["usestan"]);
    expect(typedTerms("why")).toEqual([]);
  });

  it("splits identifiers into their words' terms", () => {
    expect(identifiersIn("The areValuesEqual option of selectorFamily")).toEqual(["areValuesEqual", "selectorFamily"]);
    expect(nameParts("areValuesEqual")).toEqual(["valu", "values", "equal"]);
    expect(nameParts("DEFAULT_STORE")).toEqual(["default", "store"]);
    expect(nameParts("useStanValueAsync")).toEqual(["use", "stan", "valu", "value", "async"]);
  });
});

describe("ranking boosts", () => {
  it("ranks a reference down unless the query names its page", () => {
    const reference = { page: "atomFamily", heading: "tag", definedAt: "/stan/docs/api/atom#tag" };
    expect(pageNameTerms("selector family")).toEqual(new Set(["selector", "famili", "selectorfamily"]));
    expect(boostSection(1, "other", reference)).toBe(REFERENCE_BOOST);
    expect(boostSection(1, "other", { ...reference }, pageNameTerms("tag options"))).toBe(REFERENCE_BOOST);
    expect(boostSection(1, "other", { ...reference }, pageNameTerms("atomFamily tag"))).toBe(1);
    expect(boostSection(1, "atomfamily", { ...reference }, pageNameTerms("atomFamily tag"))).toBe(PAGE_NAME_BOOST);
  });
});

describe("doc sections", () => {
  it("splits at h2 and h3 with the page's own anchor ids, keeping deeper headings as text", () => {
    const body = "Intro text.\n\n## Options\n\nSee [x](https://x).\n\n### `tag`\n\nTag text.\n\n#### Deep\n\nDeep text.\n\n## Options\n\n```ts\nconst cachePolicy = makeStore();\n```\n";
    const sections = sectionsOf(parse(body));
    expect(sections.map((s) => [s.anchor, s.heading, s.parent])).toEqual([
      ["", "", ""],
      ["options", "Options", ""],
      ["tag", "tag", "Options"],
      ["options-1", "Options", ""],
    ]);
    expect(sections.map((s) => s.anchor).slice(1)).toEqual(headingsOf(parse(body)).filter((h) => h.depth <= 3).map((h) => h.id));
    expect(sections[1].text).toBe("See x.");
    expect(sections.map((s) => s.links)).toEqual([[], ["https://x"], [], []]);
    expect(sections[2].text).toBe("Tag text. Deep Deep text.");
    expect(sections[3].code).toEqual(["cachePolicy", "makeStore"]);
  });

  it("reads Markdown as plain words", () => {
    expect(markdownToText("> - **Bold** [link](https://x) `code`")).toBe("Bold link code");
    // A table: its cells' words (an escaped pipe in code is a pipe), its delimiter row nothing.
    expect(markdownToText("| `a \\| b` | two |\n| --- | :---: |")).toBe("a | b two");
  });

  it("keeps a heading inside a fence in the code, not as a section", () => {
    const sections = sectionsOf(parse("Intro.\n\n~~~md\n## Not a heading\n~~~\n\n## Real"));
    expect(sections.map((s) => s.heading)).toEqual(["", "Real"]);
    expect(sections[0].code).toEqual(["Not", "heading"]);
  });

  it("keeps identifiers from code, not keywords or one-letter names", () => {
    expect(codeIdentifiers("import { atom } from 'x';\nconst a = atom<string>(1);\ntype T = keyof typeof a;")).toEqual(["atom", "x"].filter((w) => w.length > 1));
  });
});

describe("recent searches", () => {
  it("keeps the newest few, once each, newest first", () => {
    const store = createStore(null);
    for (const query of ["atom", "selector", "ATOM ", "store", "react", "ssr", "utils"]) rememberSearch(store, query);
    expect(readRecentSearches(store)).toEqual(["utils", "ssr", "react", "store", "ATOM"].slice(0, RECENT_SEARCHES_LIMIT));
    rememberSearch(store, "   ");
    expect(readRecentSearches(store)).toHaveLength(RECENT_SEARCHES_LIMIT);
    clearRecentSearches(store);
    expect(readRecentSearches(store)).toEqual([]);
  });

  it("treats unreadable stored data as empty", () => {
    const store = createStore(null);
    store.set(STORAGE_KEYS.recentSearches, "{not json");
    expect(readRecentSearches(store)).toEqual([]);
    store.set(STORAGE_KEYS.recentSearches, JSON.stringify({ a: 1 }));
    expect(readRecentSearches(store)).toEqual([]);
    store.set(STORAGE_KEYS.recentSearches, JSON.stringify(["ok", 3, ""]));
    expect(readRecentSearches(store)).toEqual(["ok"]);
  });

  it("uses browser storage when it works, and survives storage that throws", () => {
    const persistent = createStore(window.localStorage);
    rememberSearch(persistent, "atom");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recentSearches) ?? "[]")).toEqual(["atom"]);
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); }, removeItem: () => { throw new Error("denied"); } } as unknown as Storage;
    const store = createStore(broken);
    rememberSearch(store, "selector");
    expect(readRecentSearches(store)).toEqual(["selector"]);
  });
});

describe("keyboard shortcut", () => {
  const key = (init: Partial<KeyboardEvent> & { key: string }, target: EventTarget | null = document.body) => ({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, ...init });

  it("opens on Ctrl+K, Cmd+K and / (but / types a slash in a text field)", () => {
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "K", metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "/" }))).toBe(true);
    expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true, shiftKey: true }))).toBe(false);
    const input = document.createElement("input");
    expect(isSearchShortcut(key({ key: "/" }, input))).toBe(false);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }, input))).toBe(true);
  });

  it("knows which targets are for typing", () => {
    const checkbox = Object.assign(document.createElement("input"), { type: "checkbox" });
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement("textarea"))).toBe(true);
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    Object.defineProperty(editable, "isContentEditable", { value: true });
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(document.createElement("button"))).toBe(false);
  });

  it("labels the shortcut for the platform", () => {
    expect(shortcutLabel("MacIntel")).toBe("⌘ K");
    expect(shortcutLabel("Linux x86_64")).toBe("Ctrl K");
  });
});

describe("dialog options", () => {
  const hit = (path: string, id: number) => ({ id, page: path, path, category: "", anchor: "", heading: "", parent: "", text: "", name: "", kind: "", href: path, score: 1, terms: [] });
  it("offers recent searches for an empty query, else results grouped by page with a cap per page", () => {
    expect(dialogOptionGroups(" ", [], ["atom"])).toEqual([{ label: "Recent searches", category: "", options: [{ kind: "recent", query: "atom" }] }]);
    expect(dialogOptionGroups("", [], [])).toEqual([]);
    const pages = [{ path: "/a", title: "A", category: "API", score: 2, sections: [1, 2, 3, 4, 5, 6].map((n) => hit("/a", n)) }];
    const groups = dialogOptionGroups("a", pages, ["x"]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ label: "A", category: "API" });
    expect(groups[0].options).toHaveLength(4);
  });

  it("leaves out sections scoring far below the best result, and pages left with none", () => {
    const scored = (path: string, id: number, score: number) => ({ ...hit(path, id), score });
    const pages = [
      { path: "/a", title: "A", category: "", score: 100, sections: [scored("/a", 1, 100), scored("/a", 2, 1), scored("/a", 3, 6)] },
      { path: "/b", title: "B", category: "", score: 90, sections: [scored("/b", 4, 90)] },
      { path: "/c", title: "C", category: "", score: 2, sections: [scored("/c", 5, 2)] },
    ];
    const ids = dialogOptionGroups("a", pages, []).map((group) => group.options.map((option) => (option.kind === "hit" ? option.hit.id : -1)));
    expect(ids).toEqual([[1, 3], [4]]);
  });

  it("moves the active option with wrap-around", () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });

  it("builds and reads the search page address", () => {
    expect(searchPageRoute(" cache policy ")).toBe("/search?q=cache%20policy");
    expect(searchPageRoute("")).toBe("/search");
    expect(queryFromSearch("?q=cache%20policy&x=1")).toBe("cache policy");
    expect(queryFromSearch("")).toBe("");
  });
});
