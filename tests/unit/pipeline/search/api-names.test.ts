/** @jest-environment node */
/**
 * Search that lands on the answer (issue 24): API names read from the docs' own headings and code,
 * entries for them, and the ranking by what a query names. On small fixtures; the real content's
 * figures are in search-quality.test.ts.
 */
import { headingCodeOf, sectionsOf } from "../../../../src/pipeline/markdown/doc-sections";
import { headingKind, pageDeclarations } from "../../../../src/pipeline/search/api-names";
import { buildSearchIndex, searchSections, type IndexableDoc } from "../../../../src/pipeline/search/search-index";
import { parseDocBody } from "../../../../src/pipeline/parse/doc-tree";
import { headingsOf } from "../../../../src/pipeline/parse/headings";
import { createSearchEngine, queryWords } from "../../../../src/ui/search/search-engine";
import { dialogOptionGroups } from "../../../../src/ui/search/searchOptions";
import { namedWords, sectionNameTerms } from "../../../../src/shared/search/search-ranking";
import { synonymsOf } from "../../../../src/shared/search/search-synonyms";
import { wordTerm } from "../../../../src/shared/search/search-terms";

const parse = (body: string) => parseDocBody({ body, firstLine: 1 }, "x.md");

describe("API names in a doc's headings and code", () => {
  it("a heading that is one code span, or one with a single word beside it, names it; other headings do not", () => {
    const body = ["## `tag`", "### `effects` option", "### Effect `set`", "## Reset", "## `get` after `await`", "### The `options` argument", "## `keep-all`"].join("\n\n");
    const headings = parse(body).children.filter((node) => node.type === "heading");
    expect(headings.map((heading) => headingCodeOf(heading as never))).toEqual(["tag", "effects", "set", "", "", "", "keep-all"]);
    expect(sectionsOf(parse(body)).map((section) => section.headingCode)).toEqual(["", "tag", "effects", "set", "", "", "", "keep-all"]);
  });

  it("a section keeps its first paragraph of its own and its code blocks", () => {
    const body = "## `useStan`\n\n```ts\ndeclare const useStan: () => X;\n```\n\n- A list item first.\n\nReads and writes state. More.\n\nLater text.";
    const [, section] = sectionsOf(parse(body));
    expect(section.lead).toBe("Reads and writes state. More.");
    expect(section.codeBlocks).toEqual(["declare const useStan: () => X;"]);
  });

  it("a block that only declares defines its names, with what they are; an example defines nothing", () => {
    const declarations = pageDeclarations([
      [
        "declare function atom<T>(initialValue: T, options?: AtomOptions<T>): Scoped<WritableState<T>>;",
        "type AtomOptions<T> = {\n  tag?: string;\n  effects?: ReadonlyArray<AtomEffect<T>>;\n};\n\ninterface GetFn {\n  <T>(s: Scoped<State<T>>): T;\n}",
      ],
      ["export type P = { store?: Store };\n\nexport declare const StanProvider: FC<P>;\nexport declare const useStanValue: <T>(scopedState: Scoped<State<T>>) => T;\nexport declare const DEFAULT_STORE: Store;\ndeclare class Aborted extends Error {}"],
      ["type Policy = { type: 'keep-all' } | { type: 'lru'; maxSize: number };\nexport const cache: Policy = { type: 'lru', maxSize: 2 };", "const theme = atom('light');"],
      ["type Broken = ;"],
    ]);
    expect(declarations.bySection).toEqual([
      [
        { name: "atom", kind: "function" },
        { name: "AtomOptions", kind: "type" },
        { name: "GetFn", kind: "type" },
      ],
      [
        { name: "P", kind: "type" },
        { name: "StanProvider", kind: "component" },
        { name: "useStanValue", kind: "hook" },
        { name: "DEFAULT_STORE", kind: "constant" },
        { name: "Aborted", kind: "class" },
      ],
      [],
      [],
    ]);
    expect(headingKind("tag", declarations)).toBe("option");
    expect(headingKind("initialValue", declarations)).toBe("parameter");
    expect(headingKind("store", declarations)).toBe("member");
    expect(headingKind("useStanReset", declarations)).toBe("hook");
    expect(headingKind("StanProvider", declarations)).toBe("component");
    // The example's literal types are not declarations: `keep-all` stays unnamed here.
    expect(headingKind("keep-all", declarations)).toBe("");
    expect(headingKind("Reset", declarations)).toBe("");
  });
});

/** A doc as the build hands it to the index, from Markdown. */
function doc(title: string, path: string, body: string, description = ""): IndexableDoc {
  const tree = parse(body);
  return { title, description, path: `/stan/docs/${path}`, category: "API", headings: headingsOf(tree), sourceFile: `${path}.md`, searchSections: sectionsOf(tree) };
}

const DOCS = [
  doc(
    "atom",
    "atom",
    [
      "An atom holds writable state. Atoms can be reset and read.",
      "## Signature",
      "```ts\ndeclare function atom<T>(initialValue: T, options?: AtomOptions<T>): Scoped<T>;\n```",
      "```ts\ntype AtomOptions<T> = { tag?: string };\n\ntype AtomEffect<T> = (param: { init(value: T): void }) => void;\n```",
      "The option types are exported. Each effect is an AtomEffect.",
      "## Options",
      "### `tag`",
      "Type `string`, optional. A readable label for the atom's key.",
      "## Reset",
      "[`reset(instance)`](/docs/utils#reset) sets an atom back to its initial value.",
    ].join("\n\n"),
  ),
  doc(
    "Utils",
    "utils",
    [
      "Helpers: `reset` puts an atom back.",
      "## `reset`",
      "```ts\ndeclare const reset: (state: WritableState<any>) => void;\n```",
      "`reset` sets the atom back to the initial value given to the atom. It works on any atom of a store.",
    ].join("\n\n"),
  ),
  doc(
    "Store",
    "store",
    [
      "Where values live: the store class and how to get one.",
      "## Getting a store",
      "There are ways to get a store: a new store, or the default one that provider-less code uses. Without a provider, the store is shared.",
    ].join("\n\n"),
  ),
  doc(
    "React",
    "react",
    [
      "Hooks and a provider.",
      "## `StanProvider`",
      "```ts\nexport type StanProviderProps = { store?: Store };\n\nexport declare const StanProvider: FC<StanProviderProps>;\n```",
      "Makes a store available to every hook in its subtree.",
      "## `useStanValue`",
      "```ts\nexport declare const useStanValue: <T>(state: Scoped<T>) => T;\n```",
      "Reads any state in a component.",
    ].join("\n\n"),
  ),
  doc("SSR", "ssr", ["Server rendering.", "## One store per request", "### `StanProvider` without a `store` prop", "The provider creates a store per request, so every request gets its own store."].join("\n\n")),
];

describe("entries for API names", () => {
  const sections = searchSections(DOCS);
  const named = (path: string, anchor: string) => sections.filter((s) => s.path === `/stan/docs/${path}` && s.anchor === anchor).map((s) => [s.name, s.kind, Boolean(s.entry)]);

  it("a section headed by a name carries it and what it is; a page about a name is that name's introduction", () => {
    expect(named("utils", "reset")).toEqual([["reset", "function", false]]);
    expect(named("react", "stanprovider")).toEqual([
      ["StanProvider", "component", false],
      ["StanProviderProps", "type", true],
    ]);
    expect(named("atom", "tag")).toEqual([["tag", "option", false]]);
    expect(named("atom", "")).toEqual([["atom", "function", false]]);
    expect(named("atom", "reset")).toEqual([["", "", false]]);
    expect(named("ssr", "stanprovider-without-a-store-prop")).toEqual([["", "", false]]);
  });

  it("a name declared without a heading of its own is an entry: its section's heading › its name, with the docs' sentence naming it", () => {
    const entry = sections.find((s) => s.entry && s.name === "AtomEffect");
    expect(entry).toMatchObject({ path: "/stan/docs/atom", anchor: "signature", heading: "AtomEffect", parent: "Signature", kind: "type", text: "Each effect is an AtomEffect." });
    // Entries come after every section, so the sections keep their ids.
    expect(sections.filter((s) => !s.entry).map((s) => s.id)).toEqual(sections.filter((s) => !s.entry).map((_, i) => i));
  });

  it("a named section's summary is what the name does: its first sentence, or more while that is too short", () => {
    const summaryOf = (name: string) => sections.find((s) => s.name === name && !s.entry)?.summary;
    expect(summaryOf("StanProvider")).toBe("Makes a store available to every hook in its subtree.");
    expect(summaryOf("tag")).toBe("Type string, optional. A readable label for the atom's key.");
  });
});

it("indexes a section made without the names' facts (an older node, a hand-made one) as naming nothing", () => {
  const [atom] = DOCS;
  const bare = atom.searchSections.map(({ anchor, heading, depth, parent, text, code, links }) => ({ anchor, heading, depth, parent, text, code, links }));
  const sections = searchSections([{ ...atom, searchSections: bare as never }]);
  expect(sections.map((section) => section.name)).toEqual(sections.map(() => ""));
});

describe("ranking by what a query names", () => {
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(searchSections(DOCS)))));
  /** The results as the dialog lists them. */
  const listed = (query: string) => dialogOptionGroups(query, engine.search(query), []).flatMap((group) => group.options.map((option) => (option.kind === "hit" ? option.hit.href.replace("/stan/docs/", "") : "")));

  it("a page's name and a heading on it open that section, before the page's introduction and the same name elsewhere", () => {
    expect(listed("reset atom")[0]).toBe("atom#reset");
    expect(listed("reset atom")).toContain("utils#reset");
    expect(listed("reset")[0]).toBe("utils#reset");
  });

  it("a name's part and what it does open its section, before a section naming the other word or mentioning the name", () => {
    expect(listed("store provider")[0]).toBe("react#stanprovider");
    expect(listed("store provider")).toEqual(expect.arrayContaining(["store#getting-a-store", "ssr#stanprovider-without-a-store-prop"]));
  });

  it("a name declared without a heading finds its entry, shown as one result with its section", () => {
    const pages = engine.search("AtomEffect");
    expect(pages[0].sections[0]).toMatchObject({ href: "/stan/docs/atom#signature", heading: "AtomEffect", parent: "Signature", kind: "type", entry: true });
    expect(pages.flatMap((page) => page.sections).filter((hit) => hit.href === "/stan/docs/atom#signature")).toHaveLength(1);
    expect(listed("atom effect")[0]).toBe("atom#signature");
  });

  it("counts the words a result names: a mention of a name defined elsewhere is not its name", () => {
    const ssr = engine.search("store provider").flatMap((page) => page.sections).find((hit) => hit.anchor === "stanprovider-without-a-store-prop");
    const react = engine.search("store provider").flatMap((page) => page.sections).find((hit) => hit.anchor === "stanprovider");
    expect(ssr?.named).toBe(1); // "store" in its heading; `StanProvider` is React's
    expect(react?.named).toBe(1.5); // "provider" in its name, "store" in what it does
    const defined = new Set(["stanprovider"]);
    expect(sectionNameTerms({ page: "SSR", heading: "StanProvider without a store prop" }, defined)).toEqual(new Set(["ssr", "without", "store", "prop"]));
    const provider = { page: "React", heading: "StanProvider", name: "StanProvider" };
    expect(namedWords({ ...provider, match: { provid: ["heading"], store: ["text"] } }, queryWords("store provider"), "storeprovider", sectionNameTerms(provider, defined))).toBe(1);
    expect(namedWords({ ...provider, match: { provid: ["heading"], store: ["summary"] } }, queryWords("store provider"), "storeprovider", sectionNameTerms(provider, defined))).toBe(1.5);
  });
});

describe("query words", () => {
  it("are the query's words less stop words, a dotted or hyphenated run as one, each with the docs' words for it", () => {
    expect(queryWords("remember the last next.js provider-less").map((word) => [word.text, ...word.terms])).toEqual([
      ["remember", wordTerm("remember"), "keep", "cach"],
      ["last", "last", "recent"],
      ["nextjs", wordTerm("nextjs")],
      ["providerless", "providerless"],
    ]);
    expect(synonymsOf(wordTerm("limit") as string)).toEqual(["maxSize"]);
    expect(synonymsOf("atom")).toEqual([]);
  });
});
