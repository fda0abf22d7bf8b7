import React from "react";
import { findSidebarTrail, type SidebarItem } from "../../../shared/docs-data";
import { SiteLink } from "../SiteLink";
import * as styles from "./Breadcrumbs.module.css";

export function Breadcrumbs({ sidebar, activePath }: { sidebar: readonly SidebarItem[]; activePath: string }) {
  const trail = findSidebarTrail(sidebar, activePath);
  return (
    <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
      <ol>
        <li>
          <SiteLink to="/">Home</SiteLink>
        </li>
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${item.label}-${index}`} aria-current={last ? "page" : undefined}>
              {!last && item.href ? <SiteLink to={item.href}>{item.label}</SiteLink> : item.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
