import React, { useRef } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useIsClient } from "../../hooks/useIsClient";
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
 * A code block (`html`: highlighted at build time, only escaped text and token spans) under a header bar: its optional file title, its language and the copy button
 * (added once JavaScript runs). The button sits in the bar, so it never covers code.
 */
export function CodeBlock({ html, language, title }: CodeBlockProps & { html: string }) {
  const preRef = useRef<HTMLPreElement>(null);
  const body = useCodeBody(preRef, html);
  const { copied, copy } = useCopyToClipboard();
  const isClient = useIsClient();
  const label = languageLabel(language);
  return (
    <div className="code-block">
      <div className="code-block__header">
        {title && <span className="code-block__title">{title}</span>}
        <span className="code-block__language">{label}</span>
        {isClient && (
          <button
            type="button"
            className="code-block__copy"
            aria-label={copied ? "Copied to clipboard" : "Copy code to clipboard"}
            onClick={() => void copy(preRef.current?.textContent ?? "")}
          >
            {copied ? "Copied" : "Copy"}
          </button>
        )}
      </div>
      {/* One Tab stop at most: its names with the arrow keys, or the block itself while it scrolls (useCodeBody). */}
      <pre ref={preRef} role="group" aria-label={title ? `${title}, ${label} code` : `${label} code`} {...body}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
