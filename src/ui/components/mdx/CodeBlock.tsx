import React, { useRef } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useCodeBody } from "../../hooks/useCodeBody";
import { languageLabel } from "../../../shared/code-language";
import { useCodeHtml } from "./CodeHtml";

export interface CodeBlockProps {
  language: string;
  title?: string;
}

/** A code block in a doc body: its HTML comes from the page's data, at the block's place in the doc (`block`, src/pipeline/code/remark-code.ts). */
export function DocCodeBlock({ block, ...props }: CodeBlockProps & { block: string }) {
  return <CodeBlock html={useCodeHtml(Number(block), props.language)} {...props} />;
}

/**
 * A code block (`html`: highlighted at build time, only escaped text and token spans) under a header bar: its optional file title, its language and the copy button.
 * The button sits in the bar, so it never covers code. It is in the server HTML, so the bar has its
 * final layout before the scripts run; CSS keeps it out of sight until they have (code.css).
 */
export function CodeBlock({ html, language, title }: CodeBlockProps & { html: string }) {
  const preRef = useRef<HTMLPreElement>(null);
  const body = useCodeBody(preRef, html);
  const { copied, copy } = useCopyToClipboard();
  const label = languageLabel(language);
  return (
    <div className="code-block">
      <div className="code-block__header">
        {title && <span className="code-block__title">{title}</span>}
        <span className="code-block__language">{label}</span>
        <button
          type="button"
          className="code-block__copy"
          data-copied={copied || undefined}
          aria-label={copied ? "Copied to clipboard" : "Copy code to clipboard"}
          onClick={() => void copy(preRef.current?.textContent ?? "")}
        >
          {/* Both words in one cell (code.css): the button keeps its width when it says "Copied". */}
          <span>Copy</span>
          <span>Copied</span>
        </button>
      </div>
      {/* One Tab stop at most: its names with the arrow keys, or the block itself while it scrolls (useCodeBody). */}
      <pre ref={preRef} role="group" aria-label={title ? `${title}, ${label} code` : `${label} code`} {...body}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
