import React, { useCallback, useRef, useState } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useIsClient } from "../../hooks/useIsClient";
import * as styles from "./CopyMarkdownButton.module.css";

/** Where the build publishes a doc's Markdown copy: its public path plus `.md` (src/pipeline/post-build/llms.ts markdownRoute). */
export function markdownHref(publicPath: string): string {
  return `${publicPath.replace(/\/$/, "")}.md`;
}

async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

const COPY_ICON = (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);

const OPEN = "Open page as Markdown";
const COPY = "Copy page as Markdown";
const COPIED = "Copied";
const FAILED = "Copy failed";

/**
 * The label shown, with the box's two long labels stacked under it out of sight (and out of the
 * accessible name): the box is as wide as the wider of them whatever it says.
 */
function Labels({ shown }: { shown: string }) {
  return (
    <span className={styles.labels}>
      <span>{shown}</span>
      <span aria-hidden="true">{OPEN}</span>
      <span aria-hidden="true">{COPY}</span>
    </span>
  );
}

/**
 * "Copy page as Markdown": fetches the page's `.md` copy (already on intent,
 * so the click can copy at once) and puts it on the clipboard.
 */
export function CopyMarkdownButton({ path }: { path: string }) {
  const { copied, copy } = useCopyToClipboard();
  const [failed, setFailed] = useState(false);
  const isClient = useIsClient();
  const pending = useRef<Promise<string> | null>(null);
  const href = markdownHref(path);

  const load = useCallback(() => {
    pending.current ??= fetchMarkdown(href).catch((error: unknown) => {
      pending.current = null;
      throw error;
    });
    return pending.current;
  }, [href]);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const onClick = async () => {
    try {
      setFailed(false);
      await copy(await load());
    } catch {
      setFailed(true);
    }
  };

  // Copying needs JavaScript: until it runs (or without it) the same box is a link to the
  // Markdown copy. Every label the box may show shares one cell, the one shown visible: the box
  // has one size whatever it says, so the title beside it never moves.
  if (!isClient) {
    return (
      <a className={styles.copy} href={href}>
        {COPY_ICON}
        <Labels shown={OPEN} />
      </a>
    );
  }
  const label = failed ? FAILED : copied ? COPIED : COPY;
  return (
    <>
      <button type="button" className={styles.copy} data-copied={copied} onClick={onClick} onPointerEnter={preload} onFocus={preload}>
        {COPY_ICON}
        <Labels shown={label} />
      </button>
      <span role="status" className="visually-hidden">
        {failed ? "Could not copy the page." : copied ? "Page copied to the clipboard as Markdown." : ""}
      </span>
    </>
  );
}
