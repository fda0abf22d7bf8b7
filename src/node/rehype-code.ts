import Prism from "prismjs";
import loadLanguages from "prismjs/components/";
import { parseCodeMeta, visibleCode } from "./code-sample";
import { hastToText, isElement, visitParents, type HastElement, type HastNode } from "./hast";

const LANGUAGE_ALIASES: Record<string, string> = { sh: "bash", shell: "bash", js: "javascript", ts: "typescript" };
loadLanguages(["typescript", "tsx", "bash", "json", "jsx", "diff"]);

/** Token types shown in the plain text colour: no span needed, which keeps pages small. */
const UNSTYLED = new Set(["punctuation", "plain"]);

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function tokensToHtml(tokens: Array<string | Prism.Token>): string {
  return tokens
    .map((token) => {
      if (typeof token === "string") return escapeHtml(token);
      const inner = typeof token.content === "string" ? escapeHtml(token.content) : tokensToHtml(([] as Array<string | Prism.Token>).concat(token.content));
      if (UNSTYLED.has(token.type)) return inner;
      const classes = ["token", token.type, ...(token.alias ? ([] as string[]).concat(token.alias) : [])].join(" ");
      return `<span class="${classes}">${inner}</span>`;
    })
    .join("");
}

/** Highlighted HTML for a code sample (build time only: no highlighter ships to the browser). */
export function highlightToHtml(code: string, language: string): string {
  const grammar = Prism.languages[LANGUAGE_ALIASES[language] ?? language];
  return grammar ? tokensToHtml(Prism.tokenize(code, grammar)) : escapeHtml(code);
}

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
 * Replaces each fenced code block with <CodeBlock html language title>: the
 * hidden lines above `// ---cut---` dropped, the rest highlighted into one HTML
 * string (far smaller in the page bundle than one element per token).
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
        const meta = parseCodeMeta(code.data?.meta ?? (code.properties.metastring as string | undefined));
        const attributes = [attribute("language", language), attribute("html", highlightToHtml(visibleCode(hastToText(code)), language))];
        if (meta.title) attributes.push(attribute("title", meta.title));
        children[index] = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes, children: [] } as unknown as HastNode;
      });
    });
  };
}
