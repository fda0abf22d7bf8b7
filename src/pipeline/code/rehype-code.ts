import { parseCodeMeta } from "./code-sample";
import { isElement, visitParents, type HastElement, type HastNode } from "./hast";

function languageOf(code: HastElement): string {
  const classes = code.properties.className;
  const found = (Array.isArray(classes) ? (classes as string[]) : []).find((name) => name.startsWith("language-"));
  return found ? found.slice("language-".length) : "text";
}

interface MdxJsxAttribute {
  type: "mdxJsxAttribute";
  name: string;
  value: string;
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: "mdxJsxAttribute", name, value });

/**
 * Replaces each fenced code block with <CodeBlock block language title>. `block` is the block's place in
 * the doc (remark-code.ts numbers them, after checking that they are the build's blocks); the page's
 * data holds the HTML of each place (src/pipeline/code/code-html.ts), not the page's JavaScript.
 */
export default function rehypeCode() {
  return (tree: HastNode) => {
    visitParents(tree, (node) => {
      if (node.type === "text") return;
      const children = node.children ?? [];
      children.forEach((child, index) => {
        if (!isElement(child, "pre")) return;
        const code = child.children.find((inner): inner is HastElement => isElement(inner, "code"));
        if (!code) return;
        const place = code.properties.dataBlock;
        // Every fenced block was numbered by remark-code.ts; anything else is not a Markdown code block.
        if (typeof place !== "number") throw new Error("rehype-code: a <pre><code> without its place in the doc (remark-code.ts runs before it in the MDX compile)");
        const language = languageOf(code);
        const meta = parseCodeMeta(code.data?.meta ?? (code.properties.metastring as string | undefined));
        const attributes = [attribute("language", language), attribute("block", String(place))];
        if (meta.title) attributes.push(attribute("title", meta.title));
        children[index] = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes, children: [] } as unknown as HastNode;
      });
    });
  };
}
