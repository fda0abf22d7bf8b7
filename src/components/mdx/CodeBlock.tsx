import React, { useRef } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useIsClient } from "../../hooks/useIsClient";

export interface CodeBlockProps {
  /** Highlighted at build time (src/node/rehype-code.ts); only escaped text and token spans. */
  html: string;
  language: string;
  title?: string;
}

/** A code block with an optional file title and a copy button (shown once JavaScript runs). */
export function CodeBlock({ html, language, title }: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const { copied, copy } = useCopyToClipboard();
  const isClient = useIsClient();
  return (
    <div className="code-block">
      {title && <div className="code-block__title">{title}</div>}
      {isClient && (
        <button
          type="button"
          className="code-block__copy"
          data-copied={copied}
          aria-label={copied ? "Copied to clipboard" : "Copy code to clipboard"}
          onClick={() => void copy(preRef.current?.textContent ?? "")}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      )}
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre ref={preRef} tabIndex={0} data-language={language} aria-label={`${language} code`}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
