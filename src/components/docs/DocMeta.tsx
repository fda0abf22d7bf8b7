import React from "react";
import { siteConfig } from "../../config/site";

/** "24 November 2026" from an ISO date, the same on the server and in every browser (UTC, the site's locale). */
export function formatCommitDate(iso: string): string {
  return new Intl.DateTimeFormat(siteConfig.i18n.defaultLocale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

/** The foot of a doc: a link to edit its source on GitHub, and the date of its last commit when git knows it. */
export function DocMeta({ editUrl, lastUpdated }: { editUrl: string; lastUpdated: string | null }) {
  return (
    <div className="doc-meta">
      <a className="doc-meta__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path fill="currentColor" d="M11.3 1.3a1 1 0 0 1 1.4 0l2 2a1 1 0 0 1 0 1.4l-8.6 8.6-3.6.9.9-3.6zM3.8 11l-.3 1.5 1.5-.3 7.6-7.6-1.2-1.2z" />
        </svg>
        Edit this page
      </a>
      {lastUpdated && (
        <p className="doc-meta__updated">
          Last updated on <time dateTime={lastUpdated}>{formatCommitDate(lastUpdated)}</time>
        </p>
      )}
    </div>
  );
}
