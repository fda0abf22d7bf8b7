import React, { useRef, type HTMLAttributes } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useIsClient } from "../../hooks/useIsClient";

type PreProps = HTMLAttributes<HTMLPreElement> & { "data-language"?: string; "data-title"?: string };

/** A code block highlighted at build time, with an optional file title and a copy button. */
export function CodeBlock({ children, "data-title": title, ...rest }: PreProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const { copied, copy } = useCopyToClipboard();
  const isClient = useIsClient();
  const language = rest["data-language"];
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
      <pre ref={preRef} tabIndex={0} {...rest} aria-label={language ? `${language} code` : "code"}>
        {children}
      </pre>
    </div>
  );
}
