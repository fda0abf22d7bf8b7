import { codeBlockKey } from "./code-html";
import { parseCodeMeta } from "./code-sample";
import { hastToText, isElement, visitParents, type HastElement, type HastNode } from "./hast";

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
 * Replaces each fenced code block with <CodeBlock codeKey language title>. The block's
 * highlighted HTML (its lines above `// ---cut---` dropped) comes with the page's data,
 * under the same key (src/pipeline/code/code-html.ts), not in the page's JavaScript.
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
        const language = languageOf(code);
        const metaText = code.data?.meta ?? (code.properties.metastring as string | undefined);
        const meta = parseCodeMeta(metaText);
        const attributes = [attribute("language", language), attribute("codeKey", codeBlockKey(language, metaText, hastToText(code)))];
        if (meta.title) attributes.push(attribute("title", meta.title));
        children[index] = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes, children: [] } as unknown as HastNode;
      });
    });
  };
}
