import { CHECKED_LANGUAGES, CODE_LINE_LIMIT, checkCodeLineLengths, copiedCode, isCheckedLanguage, parseCodeMeta, splitHiddenLines, visibleCode } from "../../../../src/pipeline/code/code-sample";
import { EDITABLE_LANGUAGES, isEditableLanguage } from "../../../../src/shared/sample-editor";
import { isCodeLanguage, languageLabel } from "../../../../src/shared/code-language";
import { CODE_LANGUAGES } from "../../../../src/pipeline/code/code-languages";
import type { Code, Root } from "mdast";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { VFile } from "vfile";
import rehypeCode from "../../../../src/pipeline/code/rehype-code";
import remarkCodeBlocks, { checkSameCodeBlocks } from "../../../../src/pipeline/code/remark-code";
import { codeBlockSourceOf, codeHtmlOf as codeHtmlOfBlocks } from "../../../../src/pipeline/code/code-html";
import { inLinesBox } from "../../../../src/pipeline/code/code-lines";
import { ContentError } from "../../../../src/pipeline/errors/errors";
import { remarkPlugins } from "../../../../src/pipeline/parse/markdown-syntax";
import { codeBlocksOf, parseDocBody } from "../../../../src/pipeline/parse/doc-tree";
import { visitParents, type HastNode } from "../../../../src/pipeline/code/hast";

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
    expect(parseCodeMeta(undefined)).toEqual({ fails: false, types: false, title: undefined });
    expect(parseCodeMeta("types").title).toBeUndefined();
    expect(parseCodeMeta('title=""').title).toBe("");
  });

  it("keeps the fails and types markers working beside a title, in any order", () => {
    expect(parseCodeMeta('types title="a.ts"')).toEqual({ fails: false, types: true, title: "a.ts" });
    expect(parseCodeMeta('title="a.ts" fails')).toEqual({ fails: true, types: false, title: "a.ts" });
  });

  it("does not take a marker's word inside the title for the marker", () => {
    expect(parseCodeMeta('title="types fails.ts"')).toEqual({ fails: false, types: false, title: "types fails.ts" });
  });
});

describe("language label", () => {
  it("names the site's languages the way readers know them", () => {
    expect(["ts", "tsx", "vue", "js", "jsx", "bash", "json", "diff", "text"].map(languageLabel)).toEqual(["TS", "TSX", "Vue", "JS", "JSX", "Bash", "JSON", "Diff", "Text"]);
  });

  it("knows no aliases: another name for TypeScript would not be compiled, so the build refuses it", () => {
    expect(["typescript", "sh", "md"].filter(isCodeLanguage)).toEqual([]);
    expect(Object.entries(CODE_LANGUAGES).filter(([, language]) => language.checked).map(([name]) => name)).toEqual([...CHECKED_LANGUAGES]);
  });

  it("the editor opens TypeScript blocks only: a vue sample is checked, not editable", () => {
    expect(EDITABLE_LANGUAGES.every(isCheckedLanguage)).toBe(true);
    expect([...EDITABLE_LANGUAGES]).toEqual(["ts", "tsx"]);
    expect([...CHECKED_LANGUAGES]).toEqual(["ts", "tsx", "vue"]);
    expect(["ts", "tsx", "vue"].map(isEditableLanguage)).toEqual([true, true, false]);
  });
});

/**
 * The MDX compile's view of a doc body, as gatsby-config.ts sets it up (remark plugins, then remark-code.ts,
 * then to HTML and rehype-code.ts): the props of each <CodeBlock> it makes, in document order.
 * `before`: a remark plugin that runs first (one that changes the compile's tree).
 */
function compiledBlocks(body: string, before?: () => (tree: Root) => void): Array<Record<string, string>> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins);
  if (before) processor.use(before);
  processor.use(remarkCodeBlocks).use(remarkRehype, { passThrough: ["mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "mdxJsxFlowElement", "mdxJsxTextElement"] }).use(rehypeCode);
  const tree = processor.runSync(processor.parse(body), new VFile({ value: body, path: "content/docs/x.md" })) as unknown as HastNode;
  const found: Array<Record<string, string>> = [];
  visitParents(tree, (node) => {
    const jsx = node as unknown as { type: string; name?: string; attributes?: Array<{ name: string; value: string }> };
    if (jsx.type === "mdxJsxFlowElement" && jsx.name === "CodeBlock") found.push(Object.fromEntries((jsx.attributes ?? []).map((attribute) => [attribute.name, attribute.value])));
  });
  return found;
}

describe("one code-block pipeline: the compile names each block by its place, the page data holds its HTML there", () => {
  it("passes the language, the title and the block's place; the page data holds the code below the cut at that place", () => {
    const body = 'Text\n\n```bash\nls\n```\n\n```tsx title="app/providers.tsx" types\ndeclare const a: number;\n// ---cut---\nconst b = a;\n```\n';
    expect(compiledBlocks(body)).toEqual([
      { language: "bash", block: "0" },
      { language: "tsx", title: "app/providers.tsx", block: "1" },
    ]);
    expect(codeHtmlOf(body)[1]).toBe(
      inLinesBox('<span class="k">const</span> <span class="tw" tabindex="0" aria-description="const b: number">b</span> <span class="o">=</span> <span class="tw" tabindex="-1" aria-description="const a: number">a</span>;'),
    );
  });

  it("gives a block without a title none, and one without a language the language text", () => {
    expect(compiledBlocks("```\nplain\n```")).toEqual([{ language: "text", block: "0" }]);
    expect(codeHtmlOf("```\nplain\n```")).toEqual([inLinesBox("plain")]);
  });

  it("gives blocks that show the same code over different hidden lines, and repeated blocks, a place each", () => {
    const block = (hidden: string) => ["```ts", hidden, "// ---cut---", "const shown = value;", "```"].join("\n");
    const body = [block("declare const value: number;"), block("declare const value: string;"), block("declare const value: number;")].join("\n\n");
    expect(compiledBlocks(body).map((props) => props.block)).toEqual(["0", "1", "2"]);
    const pageData = codeHtmlOf(body);
    expect(pageData).toHaveLength(3);
    expect(pageData[0]).toContain("const shown: number");
    expect(pageData[1]).toContain("const shown: string");
    expect(pageData[2]).toBe(pageData[0]);
  });

  it("finds the same blocks in the source as the compiler: inside components, indented, fenced with tildes", () => {
    const body = ['<Tabs groupId="pm">', '<TabItem value="npm" label="npm">', "", "```bash", "npm i x", "```", "", "</TabItem>", "</Tabs>", "", "  ~~~ts", "  const a = 1;", "  ~~~"].join("\n");
    expect(compiledBlocks(body)).toEqual([
      { language: "bash", block: "0" },
      { language: "ts", block: "1" },
    ]);
    expect(codeHtmlOf(body)).toEqual(
      [
        '<span class="f">npm</span> i x',
        '<span class="k">const</span> <span class="tw" tabindex="0" aria-description="const a: 1">a</span> <span class="o">=</span> <span class="n">1</span>;',
      ].map(inLinesBox),
    );
  });

  it("a block the compile sees and the build did not (it would have no HTML) is a build error at its file and line", () => {
    const body = "Intro.\n\n```bash\nls\n```\n";
    // A plugin of the compile that adds a block after the first: the build never typed it.
    const addsABlock = () => (tree: Root) => {
      tree.children.push({ type: "code", lang: "ts", meta: null, value: "const extra = 1;", position: { start: { line: 7, column: 1, offset: 30 }, end: { line: 9, column: 4, offset: 50 } } });
    };
    const error = (() => {
      try {
        compiledBlocks(body, addsABlock);
      } catch (thrown) {
        return thrown;
      }
      throw new Error("the compile accepted a block without HTML");
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ file: "content/docs/x.md:7:1", kind: "markup" });
    expect((error as ContentError).problem).toMatch(/^the page has a code block the build did not read, so it has no HTML \(block 2 of the page, the build read 1\)/);
  });

  it("a block the compile lost, or reads otherwise, is a build error too (later blocks would show the wrong HTML)", () => {
    // The body starts on the file's line 3: the compile counts its lines from the body, the build from the file.
    const body = "```bash\nls\n```\n\n```ts\nconst a = 1;\n```\n";
    const compiled = codeBlocksOf(parseDocBody({ body, firstLine: 1 }, "content/docs/y.md"));
    const built = codeBlocksOf(parseDocBody({ body, firstLine: 3 }, "content/docs/y.md"));
    expect(() => checkSameCodeBlocks(compiled, built, "content/docs/y.md", 3)).not.toThrow();
    expect(() => checkSameCodeBlocks(compiled.slice(1), built, "content/docs/y.md", 3)).toThrow(/^content\/docs\/y\.md:7:1: the page and the build read code block 1 differently\. Got "ts block"/);
    expect(() => checkSameCodeBlocks(compiled.slice(0, 1), built, "content/docs/y.md", 3)).toThrow(/^content\/docs\/y\.md:7:1: the page lacks a code block the build read \(block 2 of 2\)/);
    expect(() => checkSameCodeBlocks([], [], "content/docs/y.md", 3)).not.toThrow();
  });
});

describe("a vue block's hidden lines: the script's lines above the cut", () => {
  const sfc = (longTemplate = false) =>
    [
      "<!-- the component -->",
      '<script setup lang="ts">',
      `import { useStanValueAsync, useStanRefresh, useStanReset } from '@rkrupinski/stan/vue';`,
      "// ---cut---",
      "const a = 1;",
      "</script>",
      "",
      "<template>",
      longTemplate ? `  <p :title="String(a)">${"x".repeat(70)}</p>` : "  <p>{{ a }}</p>",
      "</template>",
    ].join("\n");

  it("keeps the lines above the <script> line and the <script> line itself; hides the script's lines to the cut", () => {
    expect(splitHiddenLines(sfc(), "vue")).toEqual({
      hidden: "import { useStanValueAsync, useStanRefresh, useStanReset } from '@rkrupinski/stan/vue';",
      visible: ["<!-- the component -->", '<script setup lang="ts">', "const a = 1;", "</script>", "", "<template>", "  <p>{{ a }}</p>", "</template>"].join("\n"),
    });
    // A ts block with the same lines hides everything above its cut.
    expect(visibleCode(sfc(), "ts").split("\n")[0]).toBe("const a = 1;");
    expect(copiedCode(sfc(), "vue")).toBe(visibleCode(sfc(), "vue"));
  });

  it("the line-length check reads the shown lines: a long hidden import passes, a long template line fails at its line", () => {
    const block = (value: string): Code => ({ type: "code", lang: "vue", meta: null, value, position: { start: { line: 3, column: 1, offset: 0 }, end: { line: 15, column: 4, offset: 0 } } });
    expect(sfc().split("\n")[2].length).toBeGreaterThan(CODE_LINE_LIMIT);
    expect(() => checkCodeLineLengths([block(sfc())], "content/docs/x.md")).not.toThrow();
    expect(() => checkCodeLineLengths([block(sfc(true))], "content/docs/x.md")).toThrow(/^content\/docs\/x\.md:12:81: a code line longer than 80 characters/);
  });
});
