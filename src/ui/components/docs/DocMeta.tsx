import React from "react";
import { siteConfig } from "../../../config/site";
import * as styles from "./DocMeta.module.css";

/** "24 November 2026" from an ISO date, the same on the server and in every browser (UTC, the site's locale). */
export function formatCommitDate(iso: string): string {
  return new Intl.DateTimeFormat(siteConfig.i18n.defaultLocale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

/**
 * The foot of a doc: a link to edit its source on GitHub (its pencil is drawn by CSS, which keeps
 * it out of every doc page's JavaScript), and the date of its last commit when git knows it.
 */
export function DocMeta({ editUrl, lastUpdated }: { editUrl: string; lastUpdated: string | null }) {
  return (
    <div className={styles.meta}>
      <a href={editUrl} target="_blank" rel="noopener noreferrer">
        Edit this page
      </a>
      {lastUpdated && (
        <p>
          Last updated on <time dateTime={lastUpdated}>{formatCommitDate(lastUpdated)}</time>
        </p>
      )}
    </div>
  );
}
