/** @jest-environment node */
/**
 * What the build does not assert of content/'s code samples: the type claims of `types` blocks (one jest
 * test per block, named `<file>:<fence line>`), Stan's declarations and their inventory, and content-wide
 * scans for names Stan 1.7.3 does not have; plus the rig's own tests on inline fixtures. That every sample
 * compiles as its markers say is the build's check (src/pipeline/code/typed-code.ts: a `sample` content error),
 * so the samples are compiled once, by the build; here only the `types` blocks are, for their claims.
 * Conventions: tests/AUTHORING-BRIEF.md; machinery: tests/support/content/code-samples.ts.
 */
import * as fs from "fs";
import * as path from "path";
import { CODE_LINE_LIMIT, checkCodeLineLengths, visibleCode } from "../../../../src/pipeline/code/code-sample";
import { codeBlocksOf, parseDocFile } from "../../../../src/pipeline/parse/doc-tree";
import { STAN_PACKAGE_DIR } from "../../../../src/pipeline/code/sample-compiler";
import { STAN_VERSION } from "../../../../src/config/site";
import {
  REPO_ROOT,
  checkDeclarationFiles,
  checkSamples,
  collectSamples,
  extractCodeBlocks,
  findAll,
  findStanNamedImports,
  listContentFiles,
  normalizeTypeText,
  reactTypesDir,
  sampleProblems,
  samplesFromSource,
  type CheckResult,
  type Sample,
  type SampleResult,
} from "../../../support/content/code-samples";

const CONTENT_DIR = path.join(REPO_ROOT, "content");
/** The fact sheet of the release the docs describe, beside the checkout (CI has it there). */
const STAN_FACTS = path.join(REPO_ROOT, "..", "shared", "stan-facts-1.7.3.md");
const FENCE = "```";

// ---------------------------------------------------------------------------
// The content samples' type claims
// ---------------------------------------------------------------------------

const samples = collectSamples(CONTENT_DIR);
/** The samples with type claims: what this file compiles (with a module that imports every entry point, for the inventory). */
const claimSamples = samples.filter((sample) => sample.types);
let content: CheckResult | undefined;
const byId = new Map<string, SampleResult>();

function contentResult(): CheckResult {
  if (!content) throw new Error("content samples were not checked (see beforeAll)");
  return content;
}

beforeAll(() => {
  content = checkSamples(claimSamples);
  for (const r of content.results) byId.set(r.sample.id, r);
}, 60_000);

describe("content code samples with type claims", () => {
  test("there are some", () => {
    expect(claimSamples.length).toBeGreaterThan(0);
  });
  for (const sample of claimSamples) {
    test(sample.id, () => {
      const result = byId.get(sample.id);
      if (!result) throw new Error(`no result for ${sample.id}`);
      const problems = sampleProblems(result);
      if (problems.length > 0) throw new Error(problems.join("\n"));
    });
  }

  // The build's check (src/pipeline/code/code-sample.ts), here too so that an author's quick run finds it.
  test(`every shown line of every doc's code blocks fits in ${CODE_LINE_LIMIT} characters`, () => {
    const problems = listContentFiles(path.join(CONTENT_DIR, "docs")).flatMap((file) => {
      const sourceFile = path.relative(REPO_ROOT, file);
      try {
        checkCodeLineLengths(codeBlocksOf(parseDocFile(fs.readFileSync(file, "utf8"), sourceFile)), sourceFile);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(problems).toEqual([]);
  });

  test("summary", () => {
    const { results, globalDiagnostics } = contentResult();
    const expectedFailures = results.filter((r) => r.sample.fails).length;
    const claims = results.reduce((n, r) => n + r.claims.length, 0);
    console.log(
      `code samples with type claims checked: ${results.length} of ${samples.length} (expected failures: ${expectedFailures}, type claims: ${claims})`,
    );
    expect(globalDiagnostics).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
// The Stan declarations (src/pipeline/code/sample-types)
// ---------------------------------------------------------------------------

describe("Stan's declarations (src/pipeline/code/sample-types/@rkrupinski/stan)", () => {
  test("have no errors of their own, /vue with Vue's types included", () => {
    expect(checkDeclarationFiles()).toEqual([]);
  });

  test("are the release's: each dist file is the text `tsc` emits, as stan-facts-1.7.3.md Appendix A prints it", () => {
    const facts = fs.readFileSync(STAN_FACTS, "utf8");
    const appendix = new Map([...facts.matchAll(/^### dist\/(\S+\.d\.ts)\n\n```ts\n([\s\S]*?)```$/gm)].map(([, file, text]) => [file, text]));
    const dist = path.join(STAN_PACKAGE_DIR, "dist");
    const files = fs.readdirSync(dist).sort();
    // Appendix A prints every file that has declarations (index.d.ts, errors.d.ts and the like only re-export or hold one class).
    for (const [file, text] of appendix) expect({ file, text: fs.readFileSync(path.join(dist, file), "utf8") }).toEqual({ file, text });
    expect(appendix.size).toBeGreaterThanOrEqual(7);
    expect(files).toEqual(["atom.d.ts", "cache.d.ts", "errors.d.ts", "index.d.ts", "internal.d.ts", "react.d.ts", "selector.d.ts", "state.d.ts", "store.d.ts", "types.d.ts", "utils.d.ts", "vue.d.ts"]);
  });

  test("export exactly the public inventory of 1.7.3 (facts §1.1 to §1.3)", () => {
    const exports = contentResult().moduleExports;
    expect(exports["@rkrupinski/stan"]).toEqual({
      values: ["Aborted", "DEFAULT_STORE", "Store", "atom", "atomFamily", "makeStore", "refresh", "reset", "selector", "selectorFamily"],
      types: [
        "AtomEffect",
        "AtomFamilyOptions",
        "AtomOptions",
        "GetFn",
        "ReadonlyState",
        "Scoped",
        "SelectorFamilyFn",
        "SelectorFamilyOptions",
        "SelectorFn",
        "SelectorOptions",
        "SerializableParam",
        "SetterOrUpdater",
        "State",
        "StoreOptions",
        "TagFromParam",
        "ValueFromParam",
        "WritableState",
      ],
    });
    expect(exports["@rkrupinski/stan/react"]).toEqual({
      values: ["StanProvider", "useSetStanValue", "useStan", "useStanCallback", "useStanCtx", "useStanRefresh", "useStanReset", "useStanValue", "useStanValueAsync"],
      types: ["AsyncValue", "StanCallbackHelpers", "StanCtxType", "StanProviderProps"],
    });
    expect(exports["@rkrupinski/stan/vue"]).toEqual({
      values: ["StanProvider", "provideStan", "useStan", "useStanCallback", "useStanRefresh", "useStanReset", "useStanStore", "useStanValue", "useStanValueAsync"],
      types: ["AsyncValue", "StanCallbackHelpers", "StanProviderProps", "StanStoreInjection"],
    });
  });

  test("are the version the site documents, with React 19's types (Stan 1.7's peer floor)", () => {
    const version = (dir: string): string => JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version;
    expect(version(STAN_PACKAGE_DIR)).toBe(STAN_VERSION);
    expect(version(reactTypesDir())).toMatch(/^19\./);
  });
});

// ---------------------------------------------------------------------------
// The rig itself, on inline fixtures
// ---------------------------------------------------------------------------

describe("extractCodeBlocks", () => {
  const doc = [
    "---", //                                  1
    "title: Fixture", //                       2
    "---", //                                  3
    "", //                                     4
    "Some prose with `inline` code.", //       5
    "", //                                     6
    `${FENCE}ts title="app/store.ts" types`, // 7
    "const a = 1;", //                         8
    FENCE, //                                  9
    "", //                                    10
    '<Tabs groupId="x">', //                  11
    '<TabItem value="a" label="A">', //       12
    "", //                                    13
    `  ${FENCE}tsx`, //                       14
    "  const b = <div />;", //                15
    "    const c = 2;", //                    16
    `  ${FENCE}`, //                          17
    "", //                                    18
    "</TabItem>", //                          19
    "</Tabs>", //                             20
    "", //                                    21
    "~~~ts fails", //                         22
    "const d: string = 1;", //                23
    "~~~", //                                 24
    "", //                                    25
    "````text", //                            26
    `${FENCE}ts`, //                          27
    "const inner = 1;", //                    28
    FENCE, //                                 29
    "````", //                                30
    "", //                                    31
    `${FENCE}bash`, //                        32
    "npm test", //                            33
    FENCE, //                                 34
    `${FENCE}ts`, //                          35
    "const unclosed = 1;", //                 36
  ].join("\n");

  test("finds every fence with language, meta, code and lines", () => {
    const blocks = extractCodeBlocks(doc, "fixture.mdx");
    expect(blocks.map(({ lang, meta, line, codeLine }) => ({ lang, meta, line, codeLine }))).toEqual([
      { lang: "ts", meta: 'title="app/store.ts" types', line: 7, codeLine: 8 },
      { lang: "tsx", meta: "", line: 14, codeLine: 15 },
      { lang: "ts", meta: "fails", line: 22, codeLine: 23 },
      { lang: "text", meta: "", line: 26, codeLine: 27 },
      { lang: "bash", meta: "", line: 32, codeLine: 33 },
      { lang: "ts", meta: "", line: 35, codeLine: 36 },
    ]);
    expect(blocks[0].code).toBe("const a = 1;");
    // Indentation of the fence is removed, deeper indentation is kept.
    expect(blocks[1].code).toBe("const b = <div />;\n  const c = 2;");
    // A shorter inner fence is content of the outer one.
    expect(blocks[3].code).toBe(`${FENCE}ts\nconst inner = 1;\n${FENCE}`);
    expect(blocks[5].code).toBe("const unclosed = 1;");
  });

  test("a doc's fence language must be one of the site's, at the language's line and column (the authoring guide, read on GitHub, is free)", () => {
    const withTypo = ["---", "title: Typo", "---", "", "- In a list:", "", `  ${FENCE}tsz`, "  const x: number = 'one';", `  ${FENCE}`].join("\n");
    expect(() => extractCodeBlocks(withTypo, "content/docs/typo.md")).toThrow(
      /^content\/docs\/typo\.md:7:6: unknown code block language "tsz"\. Got "tsz"\. Name one of "ts", "tsx", "vue", "js", "jsx", "bash", "json", "diff", "text" after the opening fence \(`text` for plain text\)/,
    );
    expect(() => extractCodeBlocks(["Text.", "", FENCE, "plain", FENCE].join("\n"), "content/docs/bare.md")).toThrow(/^content\/docs\/bare\.md:3:4: a code block without a language\. Got nothing\./);
    expect(extractCodeBlocks(["````md", `${FENCE}tsz`, FENCE, "````"].join("\n"), "content/README.md").map((block) => block.lang)).toEqual(["md"]);
  });

  test("samplesFromSource keeps ts/tsx blocks and parses meta flags", () => {
    const found = samplesFromSource(doc, "fixture.mdx");
    expect(found.map((s) => [s.id, s.lang, s.fails, s.types, s.title ?? null])).toEqual([
      ["fixture.mdx:7", "ts", false, true, "app/store.ts"],
      ["fixture.mdx:14", "tsx", false, false, null],
      ["fixture.mdx:22", "ts", true, false, null],
      ["fixture.mdx:35", "ts", false, false, null],
    ]);
  });

  test("handles CRLF line endings", () => {
    const blocks = extractCodeBlocks(`a\r\n${FENCE}ts\r\nconst x = 1;\r\n${FENCE}\r\n`, "crlf.md");
    expect(blocks).toHaveLength(1);
    expect(blocks[0].code).toBe("const x = 1;");
    expect(blocks[0].line).toBe(2);
  });
});

describe("normalizeTypeText", () => {
  const same = (a: string, b: string): void =>
    expect(normalizeTypeText(a)).toBe(normalizeTypeText(b));
  const different = (a: string, b: string): void =>
    expect(normalizeTypeText(a)).not.toBe(normalizeTypeText(b));

  test("ignores layout: whitespace, member separators, last `;`, quotes", () => {
    same("Scoped<WritableState<{ label: string; }>>", "Scoped<WritableState<{ label: string }>>");
    same("{ a: string;\n  b: number; }", "{ a: string, b: number }");
    same('{ foo: "bar" | "baz"; }', "{ foo: 'bar' | 'baz' }");
    same("(arg: Json) => Scoped<WritableState<number>>", "(arg:Json)=>Scoped< WritableState<number> >");
  });

  test("ignores the order of union members, at any depth", () => {
    same("Scoped<WritableState<50 | 20 | 10>>", "Scoped<WritableState<10 | 20 | 50>>");
    same("string | number", "number | string");
    same("{ a: 1 | 2; b: (x: 3 | 4) => void; }", "{ a: 2 | 1; b: (x: 4 | 3) => void }");
  });

  test("keeps everything that changes the meaning or the names", () => {
    different("Scoped<WritableState<number>>", "Scoped<WritableState<string>>");
    different("(arg: Json) => Scoped<WritableState<number>>", "(arg: SerializableParam) => Scoped<WritableState<number>>");
    different("(arg: string) => void", "(param: string) => void");
    different("readonly [number, SetterOrUpdater<number>]", "[number, SetterOrUpdater<number>]");
    different("(A | B)[]", "A | B[]");
    different("{ a?: string; }", "{ a: string; }");
    different("Scoped<WritableState<number>>", "Scoped<WritableState<number>> and more");
  });
});

/** One fixture document; every block's role is named in a comment above it. */
const FIXTURE_FILE = "fixtures/checker.mdx";
const fixtureBlocks: Record<string, string> = {
  valid: `${FENCE}ts
import { atom, selector, makeStore } from '@rkrupinski/stan';

const count = atom(0, { tag: 'count' });
const doubled = selector(({ get }) => get(count) * 2);
const store = makeStore();
count(store).set((n) => n + 1);
const value: number = doubled(store).get();
${FENCE}`,
  typeError: `${FENCE}ts
import { atom } from '@rkrupinski/stan';

const name = atom('Ada');
const length: number = name; // TYPE-ERROR-LINE
${FENCE}`,
  hidden: `${FENCE}ts
type User = { id: string; name: string };
declare function fetchUser(id: string, signal: AbortSignal): Promise<User>;
// ---cut---
import { selectorFamily } from '@rkrupinski/stan';

const user = selectorFamily((id: string) => ({ signal }) => fetchUser(id, signal));
${FENCE}`,
  multiFile: `${FENCE}tsx
// @filename: counter.tsx
export declare function Counter(props: { start: number }): null;
export declare const initial: Strin; // OTHER-FILE-ERROR-LINE
// @filename: app.tsx
// ---cut---
import { Counter } from './counter';

const app = <Counter start={'one'} />; // MULTI-FILE-ERROR-LINE
${FENCE}`,
  hiddenError: `${FENCE}ts
declare const broken: Missing; // HIDDEN-ERROR-LINE
// ---cut---
export const ok = 1;
${FENCE}`,
  wrongClaim: `${FENCE}ts types
import { atom } from '@rkrupinski/stan';

const flag = atom(true); // Scoped<WritableState<boolean>>
const answer = atom(42); // Scoped<WritableState<string>>
${FENCE}`,
  failsButCompiles: `${FENCE}ts fails
import { atom } from '@rkrupinski/stan';

const fine = atom(1);
${FENCE}`,
  failsAsExpected: `${FENCE}ts fails
import { selector, reset, makeStore } from '@rkrupinski/stan';

const total = selector(() => 1);
reset(total(makeStore()));
${FENCE}`,
  failsOnlyHidden: `${FENCE}ts fails
declare const broken: Missing;
// ---cut---
import { atom } from '@rkrupinski/stan';

const fine = atom(1);
${FENCE}`,
  privateImport: `${FENCE}ts
import type { Json } from '@rkrupinski/stan';
import { REFRESH_TAG } from '@rkrupinski/stan';
${FENCE}`,
  inference: `${FENCE}ts types
import { atom, atomFamily, selector, selectorFamily } from '@rkrupinski/stan';
type User = { id: string; name: string };
declare function load(id: string): Promise<User>;
declare function loadCount(): Promise<number>;

const answer = atom(42); // Scoped<WritableState<number>>
const label = atom({ label: 'x' }); // Scoped<WritableState<{ label: string }>>
const narrow = atom<42 | 43>(42); // Scoped<WritableState<42 | 43>>
const literal = atom<{ foo: 'bar' | 'baz' }>({ foo: 'bar' }); // Scoped<WritableState<{ foo: "bar" | "baz"; }>>
const byJson = atomFamily(0); // (arg: Json) => Scoped<WritableState<number>>
const byId = atomFamily<number, string>(0); // (arg: string) => Scoped<WritableState<number>>
const lengths = selectorFamily((id: string) => () => id.length); // (arg: string) => Scoped<ReadonlyState<number>>
const users = selectorFamily<Promise<User>, string>((id) => () => load(id)); // (arg: string) => Scoped<ReadonlyState<Promise<User>>>
const untyped = selectorFamily((p) => () => 1); // (arg: Json) => Scoped<ReadonlyState<number>>
const one = selector(async () => 1); // Scoped<ReadonlyState<Promise<number>>>
const doubled = selector(({ get }) => get(answer) * 2); // Scoped<ReadonlyState<number>>
const mixed = selector(({ get }) =>
  get(answer) > 0 ? get(answer) : get(label).label,
); // Scoped<ReadonlyState<string | number>>
const ordered = atom<10 | 20 | 50>(20); // Scoped<WritableState<50 | 10 | 20>>
const safe = selector(async () => {
  try {
    return await loadCount();
  } catch {
    return 'fallback';
  }
}); // Scoped<ReadonlyState<Promise<number | "fallback">>>
${FENCE}`,
  badClaimShape: `${FENCE}ts types
import { useStan } from '@rkrupinski/stan/react';
import { atom } from '@rkrupinski/stan';

function useCounter() {
  const [count, setCount] = useStan(atom(0)); // readonly [number, SetterOrUpdater<number>]
  return count;
}
${FENCE}`,
  noClaims: `${FENCE}ts types
import { atom } from '@rkrupinski/stan';

export const plain = atom(1);
${FENCE}`,
  guarantees: `${FENCE}tsx
import { atom, atomFamily, selector, refresh, reset, makeStore, Aborted, Store, DEFAULT_STORE } from '@rkrupinski/stan';
import type { SelectorFamilyOptions } from '@rkrupinski/stan';
import {
  StanProvider,
  useSetStanValue,
  useStanRefresh,
  useStanReset,
  useStanValueAsync,
  useStanValue,
  useStan,
  useStanCtx,
  useStanCallback,
} from '@rkrupinski/stan/react';
import { use, Suspense } from 'react';

interface Point { x: number; y: number }
type PointAlias = { x: number; y?: number };

const count = atom(0);
const text = selector(() => 'x');
const later = selector(async ({ signal }) => (signal.reason instanceof Aborted ? 0 : 1));
const store: Store = makeStore({ tag: 'Main' });
const storeKey: string = store.key;
store.erase(storeKey);
store.destroy();
// @ts-expect-error a store's options are an object
makeStore('Main');

// @ts-expect-error selectors cannot be reset
reset(text(store));
// @ts-expect-error atoms cannot be refreshed
refresh(count(store));
refresh(text(DEFAULT_STORE));
reset(count(new Store()));

// @ts-expect-error interfaces are not SerializableParam
atomFamily((p: Point) => p.x);
atomFamily((p: PointAlias) => p.x);

// @ts-expect-error areValuesEqual must be generic
atom({ n: 1 }, { areValuesEqual: (a: { n: number }, b: { n: number }) => a.n === b.n });
atom({ n: 1 }, { areValuesEqual: (a, b) => a === b });

const policy: SelectorFamilyOptions<string>['cachePolicy'] = { type: 'lru', maxSize: 10 };

function Panel() {
  const value: number = useStanValue(count);
  const [n, setN] = useStan(count);
  const resetCount = useStanReset(count);
  const refreshText = useStanRefresh(text);
  const async = useStanValueAsync(later);
  const fromUse: number = use(useStanValue(later));
  const ctxStore: Store = useStanCtx().store;
  // @ts-expect-error selectors have no setter
  useSetStanValue(text);
  // @ts-expect-error atoms have no refresh
  useStanRefresh(count);
  // @ts-expect-error non-promise state
  useStanValueAsync(count);
  const bump = useStanCallback(({ get, set }) => (by: number) => set(count, get(count) + by));
  bump(2);
  // @ts-expect-error the callback keeps its parameters' types
  bump('2');
  // @ts-expect-error a rejection's reason is unknown until it is narrowed
  if (async.type === 'error') async.reason.toUpperCase();
  if (async.type === 'error') return <p>{String(async.reason)}</p>;
  return (
    <button onClick={() => { setN((c) => c + 1); resetCount(); refreshText(); }}>
      {value + n + fromUse} {async.type === 'ready' ? async.value : '...'} {String(ctxStore === store)}
    </button>
  );
}

export function App() {
  return (
    <StanProvider store={store}>
      <Suspense fallback={null}>
        <Panel />
      </Suspense>
    </StanProvider>
  );
}

// @ts-expect-error children are required
const empty = <StanProvider />;
${FENCE}`,
};

const fixtureDoc = Object.entries(fixtureBlocks)
  .map(([role, block]) => `## ${role}\n\n{/* role: ${role} */}\n\n${block}\n`)
  .join("\n");

function fixtureLine(marker: string): number {
  const index = fixtureDoc.split("\n").findIndex((l) => l.includes(marker));
  if (index === -1) throw new Error(`marker not found: ${marker}`);
  return index + 1;
}

describe("checkSamples on fixtures", () => {
  const fixtureSamples = samplesFromSource(fixtureDoc, FIXTURE_FILE);
  const roles = Object.keys(fixtureBlocks);
  let fixtures: CheckResult | undefined;

  beforeAll(() => {
    fixtures = checkSamples(fixtureSamples);
  }, 60_000);

  function result(role: string): SampleResult {
    if (!fixtures) throw new Error("fixtures were not checked");
    const index = roles.indexOf(role);
    if (index === -1) throw new Error(`unknown role ${role}`);
    return fixtures.results[index];
  }
  const problemsOf = (role: string): string[] => sampleProblems(result(role));

  test("every fixture block was collected", () => {
    expect(fixtureSamples).toHaveLength(roles.length);
    expect(fixtures?.globalDiagnostics).toEqual([]);
  });

  test("a valid sample has no problems", () => {
    expect(result("valid").diagnostics).toEqual([]);
    expect(problemsOf("valid")).toEqual([]);
  });

  test("a type error is reported with its content file line", () => {
    const problems = problemsOf("typeError");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${FIXTURE_FILE}:${fixtureLine("TYPE-ERROR-LINE")} TS2322`);
    expect(problems[0]).toContain("is not assignable to type 'number'");
  });

  test("hidden lines are compiled but not shown", () => {
    const sample: Sample = result("hidden").sample;
    expect(problemsOf("hidden")).toEqual([]);
    expect(sample.hidden).toContain("declare function fetchUser");
    expect(sample.visible).not.toContain("declare");
    expect(sample.visible).not.toContain("---cut---");
    expect(visibleCode(sample.code, sample.lang)).toBe(sample.visible);
  });

  test("a sample's other files (// @filename:) are compiled beside it and imported from it; errors in them are its hidden lines'", () => {
    const diagnostics = result("multiFile").diagnostics.map(({ code, line, inHiddenLines }) => ({ code, line, inHiddenLines }));
    expect(diagnostics).toEqual(
      expect.arrayContaining([
        { code: 2322, line: fixtureLine("MULTI-FILE-ERROR-LINE"), inHiddenLines: false },
        { code: 2552, line: fixtureLine("OTHER-FILE-ERROR-LINE"), inHiddenLines: true },
      ]),
    );
    expect(diagnostics).toHaveLength(2);
  });

  test("errors in hidden lines are reported and marked", () => {
    const [diagnostic, ...rest] = result("hiddenError").diagnostics;
    expect(rest).toEqual([]);
    expect(diagnostic).toMatchObject({
      code: 2304,
      line: fixtureLine("HIDDEN-ERROR-LINE"),
      inHiddenLines: true,
    });
  });

  test("a wrong type claim is reported, a right one is not", () => {
    const { claims, diagnostics } = result("wrongClaim");
    expect(diagnostics).toEqual([]);
    expect(claims.map((c) => [c.name, c.ok, c.actual])).toEqual([
      ["flag", true, "Scoped<WritableState<boolean>>"],
      ["answer", false, "Scoped<WritableState<number>>"],
    ]);
    const problems = problemsOf("wrongClaim");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('wrote "Scoped<WritableState<string>>"');
    expect(problems[0]).toContain('tsc prints "Scoped<WritableState<number>>"');
  });

  test("a `fails` sample that compiles is reported", () => {
    expect(problemsOf("failsButCompiles")).toEqual([
      expect.stringContaining("is marked `fails` but compiles without errors"),
    ]);
  });

  test("a `fails` sample that does not compile passes", () => {
    expect(result("failsAsExpected").diagnostics.length).toBeGreaterThan(0);
    expect(problemsOf("failsAsExpected")).toEqual([]);
  });

  test("a `fails` sample that fails only in hidden lines is reported", () => {
    expect(problemsOf("failsOnlyHidden")[0]).toContain("only its hidden lines fail");
  });

  test("internal names cannot be imported", () => {
    const messages = result("privateImport").diagnostics.map((d) => d.message);
    expect(messages).toEqual([
      expect.stringContaining("has no exported member 'Json'"),
      expect.stringContaining("has no exported member 'REFRESH_TAG'"),
    ]);
  });

  test("inferred types print as in facts §2.13 (incl. `Json`)", () => {
    const { claims, diagnostics } = result("inference");
    expect(diagnostics).toEqual([]);
    expect(claims.filter((c) => !c.ok)).toEqual([]);
    expect(claims).toHaveLength(14);
  });

  test("a claim on a destructuring is reported as malformed", () => {
    expect(problemsOf("badClaimShape")).toEqual([
      expect.stringContaining("needs exactly one `const <identifier> = ...`"),
    ]);
  });

  test("a `types` sample without claims is reported", () => {
    expect(problemsOf("noClaims")).toEqual([
      expect.stringContaining("is marked `types` but has no"),
    ]);
  });

  test("type-level guarantees of Stan and React 19 types hold", () => {
    expect(problemsOf("guarantees")).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Content-wide scans (prose and code)
// ---------------------------------------------------------------------------

/** Names and strings that are not in Stan 1.7.3 (stan-facts.md §3, stan-facts-1.7.3.md §1 and §2), each with what it is. */
const DO_NOT_CLAIM: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ["useStanRefresher is not in Stan", /\buseStanRefresher\b/g],
  ["waitForAll is not in Stan", /\bwaitForAll\b/g],
  ["noWait is not in Stan", /\bnoWait\b/g],
  ["atomWithStorage is not in Stan", /\batomWithStorage\b/g],
  ["the docs live on this site, not stan.party", /stan\.party/gi],
  ["keys look like @@atom[tag]-n since 1.7.0", /[`'"][as]-(?:\w+-)?\d+[`'"]/g],
  ["the React peer range is >=19.0.0 since 1.6.0", />=\s*18\.0\.0/g],
];

/** Internal names of Stan 1.7.3 that must never be shown as importable. */
const NOT_EXPORTED = ["Json", "CachePolicy", "SelectorCtx", "REFRESH_TAG", "RESET_TAG", "ERASE_TAG", "MOUNT_TAG", "UNMOUNT_TAG", "stableStringify", "memoize", "DevToolsHook", "StoreEvent"];

function scanDoNotClaim(source: string, file: string): string[] {
  return DO_NOT_CLAIM.flatMap(([label, pattern]) => findAll(source, pattern).map((hit) => `${file}:${hit.line}: "${hit.text}" (${label})`));
}

function scanImports(
  source: string,
  file: string,
  exported: Readonly<Record<string, { values: string[]; types: string[] }>>,
): string[] {
  return findStanNamedImports(source).flatMap(({ line, module, name }) => {
    const entry = exported[module];
    if (NOT_EXPORTED.includes(name)) {
      return [`${file}:${line}: imports internal name ${name} from '${module}'`];
    }
    if (!entry) return [`${file}:${line}: '${module}' is not an entry point of Stan`];
    if (!entry.values.includes(name) && !entry.types.includes(name)) {
      return [`${file}:${line}: '${module}' does not export ${name}`];
    }
    return [];
  });
}

describe("content does not claim what Stan 1.7.3 lacks", () => {
  const files = listContentFiles(CONTENT_DIR).map((abs) => ({
    file: path.relative(REPO_ROOT, abs).split(path.sep).join("/"),
    source: fs.readFileSync(abs, "utf8"),
  }));

  test("no names from later versions or other libraries", () => {
    expect(files.flatMap(({ file, source }) => scanDoNotClaim(source, file))).toEqual([]);
  });

  test("no imports of non-exported names", () => {
    const exported = contentResult().moduleExports;
    expect(files.flatMap(({ file, source }) => scanImports(source, file, exported))).toEqual([]);
  });

  test("the scans catch offenders (fixture)", () => {
    const exported = contentResult().moduleExports;
    const prose = [
      "Use `useStanCallback` or `noWait`; the key is `a-foo-1`.",
      "```ts",
      "import { atom, type Json } from '@rkrupinski/stan';",
      "import {",
      "  useStanValue,",
      "  useStanRefresher as refresher,",
      "} from '@rkrupinski/stan/react';",
      "import { provideStan } from '@rkrupinski/stan/vue';",
      "import { useStan } from '@rkrupinski/stan/svelte';",
      "```",
      "It needs React >=18.0.0; see stan.party.",
    ].join("\n");
    expect(scanDoNotClaim(prose, "x.md")).toEqual([
      'x.md:6: "useStanRefresher" (useStanRefresher is not in Stan)',
      'x.md:1: "noWait" (noWait is not in Stan)',
      'x.md:11: "stan.party" (the docs live on this site, not stan.party)',
      'x.md:1: "`a-foo-1`" (keys look like @@atom[tag]-n since 1.7.0)',
      'x.md:11: ">=18.0.0" (the React peer range is >=19.0.0 since 1.6.0)',
    ]);
    expect(scanImports(prose, "x.md", exported)).toEqual([
      "x.md:3: imports internal name Json from '@rkrupinski/stan'",
      "x.md:4: '@rkrupinski/stan/react' does not export useStanRefresher",
      "x.md:9: '@rkrupinski/stan/svelte' is not an entry point of Stan",
    ]);
  });
});
