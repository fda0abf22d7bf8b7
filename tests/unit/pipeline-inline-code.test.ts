import type { Root } from "mdast";
import remarkShortInlineCode, { SHORT_INLINE_CODE, UNBROKEN_CODE_CLASS } from "../../src/pipeline/parse/inline-code";
import { remarkPlugins } from "../../src/pipeline/parse/markdown-syntax";

const code = (value: string) => ({ type: "inlineCode" as const, value });

describe("short inline code (remark plugin of the compile)", () => {
  it("marks code up to 24 characters to stay on one line, and leaves longer code to wrap", () => {
    const keepAll = code("{ type: 'keep-all' }");
    const limit = code("x".repeat(SHORT_INLINE_CODE));
    const long = code("windowSize(store).set({ width: 1280, height: 720 })");
    const tree: Root = { type: "root", children: [{ type: "paragraph", children: [keepAll, { type: "text", value: " and " }, limit, long] }] };
    remarkShortInlineCode()(tree);
    expect(keepAll).toMatchObject({ data: { hProperties: { className: [UNBROKEN_CODE_CLASS] } } });
    expect(limit).toMatchObject({ data: { hProperties: { className: [UNBROKEN_CODE_CLASS] } } });
    expect(long).not.toHaveProperty("data");
    expect(SHORT_INLINE_CODE).toBe(24);
  });

  it("is one of the compile's remark plugins", () => {
    expect(remarkPlugins).toContain(remarkShortInlineCode);
  });
});
