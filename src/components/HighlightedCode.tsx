import React, { type ReactNode } from "react";
import type { HastNode } from "../node/hast";

function render(nodes: readonly HastNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === "text") return node.value;
    if (node.type !== "element") return null;
    const className = node.properties.className;
    return (
      <span key={index} className={Array.isArray(className) ? className.join(" ") : undefined}>
        {render(node.children)}
      </span>
    );
  });
}

/** Renders code tokens highlighted at build time (no highlighter in the browser). */
export function HighlightedCode({ tokens, language }: { tokens: readonly HastNode[]; language: string }) {
  return (
    <div className="code-block">
      <pre tabIndex={0} aria-label={`${language} code`}>
        <code className={`language-${language}`}>{render(tokens)}</code>
      </pre>
    </div>
  );
}
