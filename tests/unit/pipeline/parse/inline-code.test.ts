import type { Root } from "mdast";
import remarkShortInlineCode, { SHORT_INLINE_CODE, WRAPPING_CODE_CLASS } from "../../../../src/pipeline/parse/inline-code";
import { remarkPlugins } from "../../../../src/pipeline/parse/markdown-syntax";

const code = (value: string) => ({ type: "inlineCode" as const, value });

describe("short inline code (remark plugin of the compile)", () => {
  it("marks code longer than 24 characters to wrap; shorter code is left to stay on one line", () => {
    const keepAll = code("{ type: 'keep-all' }");
    const limit = code("x".repeat(SHORT_INLINE_CODE));
    const long = code("windowSize(store).set({ width: 1280, height: 720 })");
    const tree: Root = { type: "root", children: [{ type: "paragraph", children: [keepAll, { type: "text", value: " and " }, limit, long] }] };
    remarkShortInlineCode()(tree);
    expect(keepAll).not.toHaveProperty("data");
    expect(limit).not.toHaveProperty("data");
    expect(long).toMatchObject({ data: { hProperties: { className: [WRAPPING_CODE_CLASS] } } });
    expect(SHORT_INLINE_CODE).toBe(24);
  });

  it("is one of the compile's remark plugins", () => {
    expect(remarkPlugins).toContain(remarkShortInlineCode);
  });
});
