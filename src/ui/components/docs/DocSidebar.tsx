import React, { useEffect } from "react";
import type { SidebarCategory, SidebarItem } from "../../../shared/docs-data";
import { useCollapsible } from "../../hooks/useCollapsible";
import { SiteLink } from "../SiteLink";
import * as styles from "./DocSidebar.module.css";

function containsHref(items: readonly SidebarItem[], href: string): boolean {
  return items.some((item) => item.href === href || (item.type === "category" && containsHref(item.items, href)));
}

function Category({ item, activePath, level }: { item: SidebarCategory; activePath: string; level: number }) {
  const active = containsHref(item.items, activePath);
  const { collapsed, toggle, setCollapsed, contentRef } = useCollapsible(item.collapsed && !active);
  useEffect(() => {
    if (active) setCollapsed(false); // open the branch of the page being read
  }, [active, setCollapsed]);
  const listId = `sidebar-${level}-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <li>
      <button type="button" aria-expanded={!collapsed} aria-controls={listId} onClick={toggle}>
        {item.label}
      </button>
      {/* Shown instead of the button when scripting is off (the stylesheet says why). */}
      <span className={styles.staticLabel}>{item.label}</span>
      <ul id={listId} ref={contentRef} className={styles.collapsible} hidden={collapsed}>
        <SidebarItems items={item.items} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}

function SidebarItems({ items, activePath, level }: { items: readonly SidebarItem[]; activePath: string; level: number }) {
  return (
    <>
      {items.map((item) =>
        item.type === "category" ? (
          <Category key={item.label} item={item} activePath={activePath} level={level} />
        ) : item.unlisted && item.href !== activePath ? null : (
          <li key={item.href}>
            <SiteLink to={item.href} aria-current={item.href === activePath ? "page" : undefined}>
              {item.label}
            </SiteLink>
          </li>
        ),
      )}
    </>
  );
}

export function DocSidebar({ items, activePath, label = "Docs sidebar" }: { items: readonly SidebarItem[]; activePath: string; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        <SidebarItems items={items} activePath={activePath} level={0} />
      </ul>
    </nav>
  );
}
