import { CHECKED_LANGUAGES, parseCodeMeta } from "../../src/pipeline/code/code-sample";
import { CODE_LANGUAGES, isCodeLanguage, languageLabel } from "../../src/shared/code-language";
import rehypeCode from "../../src/pipeline/code/rehype-code";
import { codeBlockSourceOf, codeHtmlOf as codeHtmlOfBlocks } from "../../src/pipeline/code/code-html";
import { codeBlocksOf, parseDocBody } from "../../src/pipeline/parse/doc-tree";
import { element, text, type HastNode } from "../../src/pipeline/code/hast";

/** The page data of a doc body's code blocks, read from its tree. */
const codeHtmlOf = (body: string) => codeHtmlOfBlocks(codeBlocksOf(parseDocBody({ body, firstLine: 1 }, "x.md")).map(codeBlockSourceOf), "x.md");

/** The meta after a fence's language (```ts title="store.ts" types) and the label in the block's header. */
describe("code-block meta", () => {
  it("reads a title in double quotes, single quotes or none, spaces included when quoted", () => {
    expect(parseCodeMeta('title="app/layout.tsx"').title).toBe("app/layout.tsx");
    expect(parseCodeMeta("title='my store.ts'").title).toBe("my store.ts");
    expect(parseCodeMeta("title=store.ts").title).toBe("store.ts");
  });

  it("has no title without the marker, or when it is empty", () => {
    expect(parseCodeMeta(undefined)).toEqual({ fails: false, types: false, react19: false, title: undefined });
    expect(parseCodeMeta("types").title).toBeUndefined();
    expect(parseCodeMeta('title=""').title).toBe("");
  });

  it("keeps the fails and types markers working beside a title, in any order", () => {
    expect(parseCodeMeta('types title="a.ts"')).toEqual({ fails: false, types: true, react19: false, title: "a.ts" });
    expect(parseCodeMeta('title="a.ts" fails')).toEqual({ fails: true, types: false, react19: false, title: "a.ts" });
    expect(parseCodeMeta("tsx react19").react19).toBe(true);
  });

  it("does not take a marker's word inside the title for the marker", () => {
    expect(parseCodeMeta('title="types fails.ts"')).toEqual({ fails: false, types: false, react19: false, title: "types fails.ts" });
  });
});

describe("language label", () => {
  it("names the site's languages the way readers know them", () => {
    expect(["ts", "tsx", "js", "jsx", "bash", "json", "diff", "text"].map(languageLabel)).toEqual(["TS", "TSX", "JS", "JSX", "Bash", "JSON", "Diff", "Text"]);
  });

  it("knows no aliases: another name for TypeScript would not be compiled, so the build refuses it", () => {
    expect(["typescript", "sh", "md"].filter(isCodeLanguage)).toEqual([]);
    expect(Object.entries(CODE_LANGUAGES).filter(([, language]) => language.checked).map(([name]) => name)).toEqual([...CHECKED_LANGUAGES]);
  });
});

describe("rehype-code", () => {
  /** The <CodeBlock> props a fenced block becomes (`language`: the fence's, if any). */
  function codeBlockProps(language: string | null, meta: string | undefined, code: string): Record<string, string> {
    const codeElement = { ...element("code", { className: language ? [`language-${language}`] : [] }, [text(code)]), data: { meta } };
    const tree: HastNode = { type: "root", children: [element("pre", {}, [codeElement])] };
    rehypeCode()(tree);
    const block = (tree.children ?? [])[0] as unknown as { name: string; attributes: Array<{ name: string; value: string }> };
    expect(block.name).toBe("CodeBlock");
    return Object.fromEntries(block.attributes.map((attribute) => [attribute.name, attribute.value]));
  }

  it("passes the language, the title and the key under which the page data holds the code below the cut", () => {
    const props = codeBlockProps("tsx", 'title="app/providers.tsx" types', "declare const a: number;\n// ---cut---\nconst b = a;\n");
    expect(props).toEqual({ language: "tsx", title: "app/providers.tsx", codeKey: expect.any(String) });
    const pageData = codeHtmlOf('Text\n\n```tsx title="app/providers.tsx" types\ndeclare const a: number;\n// ---cut---\nconst b = a;\n```\n');
    expect(pageData).toEqual({
      [props.codeKey]: '<span class="k">const</span> <span class="tw" tabindex="0" aria-description="const b: number">b</span> <span class="o">=</span> <span class="tw" tabindex="0" aria-description="const a: number">a</span>;',
    });
  });

  it("gives a block without a title none, and one without a language the language text", () => {
    expect(codeBlockProps("bash", undefined, "ls\n")).not.toHaveProperty("title");
    const props = codeBlockProps(null, undefined, "plain");
    expect(props).toEqual({ language: "text", codeKey: expect.any(String) });
    expect(codeHtmlOf("```\nplain\n```")[props.codeKey]).toBe("plain");
  });

  it("keys blocks that show the same code over different hidden lines apart (their types differ), and the page's twins alike", () => {
    const block = (hidden: string) => ["```ts", hidden, "// ---cut---", "const shown = value;", "```"].join("\n");
    const numberBlock = codeBlockProps("ts", undefined, `${["declare const value: number;", "// ---cut---", "const shown = value;"].join("\n")}\n`);
    const stringBlock = codeBlockProps("ts", undefined, `${["declare const value: string;", "// ---cut---", "const shown = value;"].join("\n")}\n`);
    expect(numberBlock.codeKey).not.toBe(stringBlock.codeKey);
    const pageData = codeHtmlOf([block("declare const value: number;"), block("declare const value: string;"), block("declare const value: number;")].join("\n\n"));
    expect(Object.keys(pageData)).toHaveLength(2);
    expect(pageData[numberBlock.codeKey]).toContain("const shown: number");
    expect(pageData[stringBlock.codeKey]).toContain("const shown: string");
  });

  it("finds the same blocks in the source as the compiler: inside components, indented, fenced with tildes", () => {
    const body = ['<Tabs groupId="pm">', '<TabItem value="npm" label="npm">', "", "```bash", "npm i x", "```", "", "</TabItem>", "</Tabs>", "", "  ~~~ts", "  const a = 1;", "  ~~~"].join("\n");
    const pageData = codeHtmlOf(body);
    expect(pageData[codeBlockProps("bash", undefined, "npm i x\n").codeKey]).toBe('<span class="f">npm</span> i x');
    expect(pageData[codeBlockProps("ts", undefined, "const a = 1;\n").codeKey]).toBe('<span class="k">const</span> <span class="tw" tabindex="0" aria-description="const a: 1">a</span> <span class="o">=</span> <span class="n">1</span>;');
  });
});
