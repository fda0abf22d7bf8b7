import React from "react";
import * as styles from "./DocMeta.module.css";

/**
 * The foot of a doc: a link to edit its source on GitHub (its pencil is drawn by CSS, a clip path, which keeps
 * it out of every doc page's JavaScript), and the date of its last commit when git knows it (written
 * at build time, lastUpdatedText).
 */
export function DocMeta({ editUrl, lastUpdated, lastUpdatedText }: { editUrl: string; lastUpdated: string | null; lastUpdatedText: string | null }) {
  return (
    <div className={styles.meta}>
      <a href={editUrl} target="_blank" rel="noopener noreferrer">
        Edit this page
      </a>
      {lastUpdated && lastUpdatedText && (
        <p>
          Last updated on <time dateTime={lastUpdated}>{lastUpdatedText}</time>
        </p>
      )}
    </div>
  );
}
