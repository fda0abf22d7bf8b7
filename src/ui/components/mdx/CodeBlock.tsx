import React, { useRef } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useIsClient } from "../../hooks/useIsClient";
import { languageLabel } from "../../../shared/code-language";
import { useCodeHtml } from "./CodeHtml";
// [editor] "Try it in place" (issue 26): src/ui/editor/.
import type { EditableSource } from "../../../shared/sample-editor";
import { EditControls } from "../../editor/EditControls";
import { EditableBody } from "../../editor/EditableBody";
import { useEditableSource } from "../../editor/EditableSources";
import { useSampleEdit } from "../../editor/useSampleEdit";

export interface CodeBlockProps {
  language: string;
  title?: string;
}

/** A code block in a doc body: its HTML comes from the page's data under `codeKey` (src/pipeline/code/rehype-code.ts). */
export function DocCodeBlock({ codeKey, ...props }: CodeBlockProps & { codeKey: string }) {
  return <CodeBlock html={useCodeHtml(codeKey, props.language)} source={useEditableSource(codeKey) /* [editor] */} {...props} />;
}

/**
 * A code block (`html`: highlighted at build time, only escaped text and token spans) under a header bar: its optional file title, its language and the copy button
 * (added once JavaScript runs). The button sits in the bar, so it never covers code.
 */
export function CodeBlock({ html, language, title, source }: CodeBlockProps & { html: string; source?: EditableSource /* [editor] a ts/tsx sample */ }) {
  const preRef = useRef<HTMLPreElement>(null);
  const { copied, copy } = useCopyToClipboard();
  const isClient = useIsClient();
  const label = languageLabel(language);
  const edit = useSampleEdit(source, `${title ? `${title}, ` : ""}${label} code, editable`); // [editor]
  return (
    <div className="code-block">
      <div className="code-block__header">
        {title && <span className="code-block__title">{title}</span>}
        <span className="code-block__language">{label}</span>
        {isClient && <EditControls edit={edit} /> /* [editor] */}
        {isClient && (
          <button
            type="button"
            className="code-block__copy"
            aria-label={copied ? "Copied to clipboard" : "Copy code to clipboard"}
            onClick={() => void copy(edit.editedCode() /* [editor] */ ?? preRef.current?.textContent ?? "")}
          >
            {copied ? "Copied" : "Copy"}
          </button>
        )}
      </div>
      <EditableBody edit={edit} /* [editor] the editor in place of the code (not re-indented, to keep the diff small) */>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre ref={preRef} tabIndex={0} aria-label={title ? `${title}, ${label} code` : `${label} code`}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      </EditableBody>
    </div>
  );
}
