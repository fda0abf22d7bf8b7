import React, { useRef } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useCodeBody } from "../../hooks/useCodeBody";
import { languageLabel } from "../../../shared/code-language";
import { isEditableLanguage } from "../../../shared/sample-editor";
import { EditButton } from "../../../editor/EditButton";
import { useSampleEdit } from "../../../editor/useSampleEdit";
import { useBlockData, useCodeHtml, type BlockData } from "./CodeHtml";

export interface CodeBlockProps {
  language: string;
  title?: string;
}

/**
 * A code block in a doc body: its HTML comes from the page's data at the block's place in the doc (`block`,
 * src/pipeline/code/remark-code.ts), its types and its sample's source from the page's code data.
 */
export function DocCodeBlock({ block, ...props }: CodeBlockProps & { block: string }) {
  const place = Number(block);
  return <CodeBlock html={useCodeHtml(place, props.language)} data={useBlockData(place)} {...props} />;
}

/**
 * A code block (`html`: highlighted at build time, only escaped text and token spans) under a header bar: its optional file title, its language,
 * for a ts/tsx sample the Edit button ("Try it in place", src/editor/), and the copy button. `data` fetches, when a
 * reader reaches for the block, its names' types and its sample's source (src/shared/code-data.ts).
 * The buttons sit in the bar, so they never cover code. They are in the server HTML, so the bar has its
 * final layout before the scripts run; CSS keeps them out of sight until they have (code.css).
 * While the sample is edited, the editor stands in for the code, which stays in the page, hidden, as
 * the reader left it (its one Tab stop included) for when the editor closes; Copy copies the edited code.
 */
export function CodeBlock({ html, language, title, data }: CodeBlockProps & { html: string; data?: BlockData }) {
  const preRef = useRef<HTMLPreElement>(null);
  const body = useCodeBody(preRef, html, data?.types);
  const { copied, copy } = useCopyToClipboard();
  const edit = useSampleEdit(data && isEditableLanguage(language) ? data.source : undefined);
  const editing = edit.phase === "editing";
  const label = languageLabel(language);
  const name = `${title ? `${title}, ` : ""}${label} code`;
  return (
    <div className="code-block">
      <div className="code-block__header">
        {title && <span className="code-block__title">{title}</span>}
        <span className="code-block__language">{label}</span>
        <EditButton edit={edit} />
        <button
          type="button"
          className="code-block__copy"
          data-copied={copied || undefined}
          aria-label={copied ? "Copied to clipboard" : "Copy code to clipboard"}
          onClick={() => void copy(editing ? (edit.code.current ?? edit.source?.code ?? "") : (preRef.current?.textContent ?? ""))}
        >
          {/* Both words in one cell (code.css): the button keeps its width when it says "Copied". */}
          <span>Copy</span>
          <span>Copied</span>
        </button>
      </div>
      {edit.failure && (
        <p role="alert" className="code-block__failure">
          The editor could not start: {edit.failure}. The sample is unchanged; press Edit to try again.
        </p>
      )}
      {/* One Tab stop at most: its names with the arrow keys, or the block itself while it scrolls (useCodeBody). */}
      <pre ref={preRef} role="group" aria-label={name} hidden={editing} {...body}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      {/* Made while the compiler works on its first answer, out of sight until it has answered. */}
      {edit.phase !== "static" && edit.Editor && <edit.Editor label={`${name}, editable`} initial={edit.initial} />}
    </div>
  );
}
