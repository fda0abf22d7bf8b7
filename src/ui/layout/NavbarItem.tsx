import React, { Component, lazy, Suspense, type ReactNode } from "react";
import type { NavbarItem as NavbarItemConfig } from "../../config/site";
import { getDocById, getSidebarById, getSidebarFirstLink, getVersionByName } from "../../shared/docs-data";
import { useDocsVersions } from "../hooks/useDocsData";
import { siteConfig } from "../../config/site";
import { SiteLink } from "../components/SiteLink";
import { ColorModeToggle } from "./ColorModeToggle";
import { NavbarLink } from "./NavbarLink";
import { SearchButton } from "../search/SearchButton";
import * as styles from "./Navbar.module.css";

function useCurrentVersion() {
  return getVersionByName(useDocsVersions(), siteConfig.docs.versionName);
}

function DocSidebarLink({ label, sidebarId, activePath }: { label: string; sidebarId: string; activePath: string }) {
  const version = useCurrentVersion();
  const href = getSidebarFirstLink(getSidebarById(version, sidebarId));
  const active = activePath === version.path || activePath.startsWith(`${version.path}/`);
  return (
    <SiteLink to={href} className={active ? styles.active : styles.link}>
      {label}
    </SiteLink>
  );
}

function DocLink({ label, docId }: { label: string; docId: string }) {
  const doc = getDocById(useCurrentVersion(), docId);
  if (!doc) return null; // a draft doc: nothing to link to in this build
  return (
    <SiteLink to={doc.path} className={styles.link}>
      {label}
    </SiteLink>
  );
}

/**
 * The menu item types are code the default config does not use, so they load
 * only where configured. React.lazy still renders them on the server (Gatsby
 * waits for all of the page), and the browser hydrates them once loaded.
 */
const DropdownNavbarItem = lazy(() => import("./DropdownNavbarItem"));

function LazyDropdownItem(props: { item: NavbarItemConfig; activePath: string }) {
  return (
    <Suspense fallback={null}>
      <DropdownNavbarItem {...props} />
    </Suspense>
  );
}

export type NavbarItemRenderer = (props: { item: NavbarItemConfig; activePath: string }) => ReactNode;

/** Renderers by item type. */
export const navbarItemRenderers: Record<string, NavbarItemRenderer> = {
  link: ({ item }) => (item.type === "link" ? <NavbarLink item={item} className={styles.link} /> : null),
  dropdown: LazyDropdownItem,
  localeDropdown: LazyDropdownItem,
  docsVersionDropdown: LazyDropdownItem,
  docSidebar: ({ item, activePath }) => (item.type === "docSidebar" ? <DocSidebarLink label={item.label} sidebarId={item.sidebarId} activePath={activePath} /> : null),
  doc: ({ item }) => (item.type === "doc" ? <DocLink label={item.label} docId={item.docId} /> : null),
  colorModeToggle: () => (siteConfig.colorMode.disableSwitch ? null : <ColorModeToggle />),
  search: () => <SearchButton />,
};

export class NavbarItemError extends Error {
  override name = "NavbarItemError";
  constructor(item: unknown, cause?: unknown) {
    super(`A navbar item failed to render. Its config: ${JSON.stringify(item)}`, cause === undefined ? undefined : { cause });
  }
}

function renderItem(item: NavbarItemConfig, activePath: string): ReactNode {
  const type = (item as { type?: unknown }).type;
  if (typeof type !== "string") {
    throw new NavbarItemError(item, new Error(`Navbar item has no "type". Known types: ${Object.keys(navbarItemRenderers).join(", ")}.`));
  }
  const renderer = navbarItemRenderers[type];
  if (!renderer) {
    throw new NavbarItemError(item, new Error(`Unknown navbar item type "${type}". Known types: ${Object.keys(navbarItemRenderers).join(", ")}.`));
  }
  return renderer({ item, activePath });
}

/** Renders one navbar item; an error names the item config so a bad config is easy to find. */
export class NavbarItemBoundary extends Component<{ item: NavbarItemConfig; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      throw this.state.error instanceof NavbarItemError ? this.state.error : new NavbarItemError(this.props.item, this.state.error);
    }
    return this.props.children;
  }
}

function RenderedItem({ item, activePath }: { item: NavbarItemConfig; activePath: string }) {
  return <>{renderItem(item, activePath)}</>;
}

export function NavbarItem({ item, activePath }: { item: NavbarItemConfig; activePath: string }) {
  return (
    <NavbarItemBoundary item={item}>
      <RenderedItem item={item} activePath={activePath} />
    </NavbarItemBoundary>
  );
}
