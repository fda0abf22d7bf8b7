import { isElement, type HastNode } from "./hast";

interface ChunkNode {
  type: "mdxJsxFlowElement";
  name: "HydrationChunk";
  attributes: Array<{ type: "mdxJsxAttribute"; name: string; value: string }>;
  children: HastNode[];
}

const isBlank = (node: HastNode) => node.type === "text" && node.value.trim() === "";

/**
 * Groups the top level of a doc body into sections, a new one at each h2, each wrapped in
 * <HydrationChunk index="n"> so that the browser can hydrate the body a section at a time
 * (src/lib/progressive-hydration.ts). Imports stay at the top level.
 */
export default function rehypeHydrationChunks() {
  return (tree: HastNode) => {
    if (tree.type === "text" || !tree.children) return;
    const top: HastNode[] = [];
    let current: ChunkNode | null = null;
    let count = 0;
    for (const child of tree.children) {
      if (child.type === "mdxjsEsm" || (current === null && isBlank(child))) {
        top.push(child);
        continue;
      }
      if (current === null || (isElement(child, "h2") && current.children.some((node) => !isBlank(node)))) {
        current = { type: "mdxJsxFlowElement", name: "HydrationChunk", attributes: [{ type: "mdxJsxAttribute", name: "index", value: String(count) }], children: [] };
        count += 1;
        top.push(current as unknown as HastNode);
      }
      current.children.push(child);
    }
    tree.children = top;
  };
}
