import React from "react";
import { SiteLink } from "../SiteLink";
import * as styles from "./Paginator.module.css";

export interface PaginatorLink {
  label: string;
  path: string;
}

export function Paginator({ previous, next }: { previous: PaginatorLink | null; next: PaginatorLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label="Docs pages">
      {previous && (
        <SiteLink to={previous.path} rel="prev">
          <span>Previous</span>
          <span>« {previous.label}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink to={next.path} rel="next">
          <span>Next</span>
          <span>{next.label} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
