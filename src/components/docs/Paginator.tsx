import React from "react";
import { SiteLink } from "../SiteLink";

export interface PaginatorLink {
  label: string;
  path: string;
}

export function Paginator({ previous, next }: { previous: PaginatorLink | null; next: PaginatorLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="paginator" aria-label="Docs pages">
      {previous && (
        <SiteLink to={previous.path} rel="prev">
          <span className="paginator__sub">Previous</span>
          <span className="paginator__label">« {previous.label}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink to={next.path} rel="next" className="paginator__next">
          <span className="paginator__sub">Next</span>
          <span className="paginator__label">{next.label} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
