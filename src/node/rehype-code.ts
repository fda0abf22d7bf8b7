import Prism from "prismjs";
import loadLanguages from "prismjs/components/";
import { parseCodeMeta, visibleCode } from "./code-sample";
import { element, hastToText, isElement, text, visitParents, type HastElement, type HastNode } from "./hast";

const LANGUAGE_ALIASES: Record<string, string> = { sh: "bash", shell: "bash", js: "javascript", ts: "typescript" };
loadLanguages(["typescript", "tsx", "bash", "json", "jsx", "diff"]);

function tokensToHast(tokens: Array<string | Prism.Token>): HastNode[] {
  return tokens.map((token) => {
    if (typeof token === "string") return text(token);
    const aliases = token.alias ? ([] as string[]).concat(token.alias) : [];
    const content = typeof token.content === "string" ? [text(token.content)] : tokensToHast(([] as Array<string | Prism.Token>).concat(token.content));
    return element("span", { className: ["token", token.type, ...aliases] }, content);
  });
}

export function highlight(code: string, language: string): HastNode[] {
  const grammar = Prism.languages[LANGUAGE_ALIASES[language] ?? language];
  return grammar ? tokensToHast(Prism.tokenize(code, grammar)) : [text(code)];
}

function languageOf(code: HastElement): string | null {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? (classes as string[]) : [];
  const found = list.find((name) => name.startsWith("language-"));
  return found ? found.slice("language-".length) : null;
}

/**
 * Highlights fenced code at build time (no highlighter ships to the browser),
 * drops the hidden lines above `// ---cut---`, and passes the language and
 * optional title to the `pre` component as data attributes.
 */
export default function rehypeCode() {
  return (tree: HastNode) => {
    visitParents(tree, (node) => {
      if (!isElement(node, "pre")) return;
      const code = node.children.find((child): child is HastElement => isElement(child, "code"));
      if (!code) return;
      const language = languageOf(code) ?? "text";
      const meta = parseCodeMeta(code.data?.meta ?? (code.properties.metastring as string | undefined));
      const source = visibleCode(hastToText(code));
      code.children = highlight(source, language);
      node.properties = {
        ...node.properties,
        dataLanguage: language,
        ...(meta.title ? { dataTitle: meta.title } : {}),
      };
    });
  };
}
