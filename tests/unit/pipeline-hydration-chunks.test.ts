/** @jest-environment node */
import rehypeHydrationChunks from "../../src/node/rehype-hydration-chunks";
import type { HastNode } from "../../src/node/hast";

const text = (value: string): HastNode => ({ type: "text", value });
const element = (tagName: string, content = tagName): HastNode => ({ type: "element", tagName, properties: {}, children: [text(content)] });

function chunk(tree: HastNode): HastNode {
  rehypeHydrationChunks()(tree);
  return tree;
}

/** The top level as a readable list: chunks as "chunk <index>: tag tag …". */
function outline(tree: HastNode): string[] {
  return (tree.type === "text" ? [] : tree.children ?? []).map((node) => {
    if (node.type === "mdxJsxFlowElement") {
      const index = (node as unknown as { attributes: Array<{ value: string }> }).attributes[0].value;
      const tags = (node.children ?? []).filter((child) => child.type !== "text").map((child) => (child.type === "element" ? child.tagName : child.type));
      return `chunk ${index}: ${tags.join(" ")}`;
    }
    return node.type === "text" ? "text" : node.type === "element" ? node.tagName : node.type;
  });
}

describe("rehype-hydration-chunks (body sections hydrated one at a time)", () => {
  it("starts a section at each h2 and keeps the blocks in order", () => {
    const tree: HastNode = { type: "root", children: [element("p"), text("\n"), element("h2"), element("p"), element("h3"), element("ul"), text("\n"), element("h2"), { type: "mdxJsxFlowElement", children: [] }] };
    expect(outline(chunk(tree))).toEqual(["chunk 0: p", "chunk 1: h2 p h3 ul", "chunk 2: h2 mdxJsxFlowElement"]);
  });

  it("leaves imports and leading blank text at the top level and makes no empty section", () => {
    const tree: HastNode = { type: "root", children: [{ type: "mdxjsEsm", value: "import X from './x'" }, text("\n"), element("h2"), element("p")] };
    expect(outline(chunk(tree))).toEqual(["mdxjsEsm", "text", "chunk 0: h2 p"]);
  });

  it("an empty body stays empty", () => {
    const tree: HastNode = { type: "root", children: [] };
    expect(outline(chunk(tree))).toEqual([]);
  });
});
