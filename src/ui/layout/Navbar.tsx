import React, { useRef, type ReactNode } from "react";
import { siteConfig, type NavbarItem as NavbarItemConfig } from "../../config/site";
import { useHideOnScroll } from "../hooks/useHideOnScroll";
import { useMobileMenu } from "../hooks/useMobileMenu";
import { SiteLink } from "../components/SiteLink";
import { NavbarItem } from "./NavbarItem";
import { Logo } from "../../shared/Logo";
import * as styles from "./Navbar.module.css";

const MENU_ICON = "M3 6h18M3 12h18M3 18h18";
const CLOSE_ICON = "M6 6l12 12M18 6 6 18";

function Icon({ path }: { path: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

export function Brand() {
  return (
    <SiteLink to="/" className={styles.brand}>
      <Logo size={32} label={siteConfig.navbar.logoAlt} />
      <span>{siteConfig.title}</span>
    </SiteLink>
  );
}

const byPosition = (position: "left" | "right") => (item: NavbarItemConfig) => (item.position ?? "left") === position;

export interface NavbarProps {
  /** Current public path (with prefix), for active states. */
  activePath: string;
  /** Extra content for the mobile menu (the docs sidebar on doc pages). */
  mobileSecondary?: ReactNode;
}

export function Navbar({ activePath, mobileSecondary }: NavbarProps) {
  const menu = useMobileMenu(activePath);
  const navRef = useRef<HTMLElement>(null);
  const { visible, show } = useHideOnScroll(navRef, { enabled: siteConfig.navbar.hideOnScroll, pinned: menu.open });
  const items = siteConfig.navbar.items;
  // The toggle and search stay in the bar on mobile, so the menu leaves them out.
  const linkItems = items.filter((item) => item.type !== "colorModeToggle" && item.type !== "search");
  return (
    <>
      <nav ref={navRef} className={visible ? styles.navbar : styles.hidden} aria-label="Main" onFocus={show}>
        <button
          ref={menu.toggleRef}
          type="button"
          className={styles.toggle}
          aria-label="Open navigation menu"
          aria-expanded={menu.open}
          aria-controls={menu.open ? "mobile-menu" : undefined}
          onClick={menu.show}
        >
          <Icon path={MENU_ICON} />
        </button>
        <Brand />
        <div className={styles.items}>
          {items.filter(byPosition("left")).map((item, index) => (
            <NavbarItem key={index} item={item} activePath={activePath} />
          ))}
        </div>
        <div className={styles.right}>
          {items.filter(byPosition("right")).map((item, index) => (
            <NavbarItem key={index} item={item} activePath={activePath} />
          ))}
        </div>
      </nav>
      {menu.open && (
        <>
          <div className={styles.backdrop} onClick={menu.hide} aria-hidden="true" />
          <div id="mobile-menu" ref={menu.panelRef} className={styles.menu} role="dialog" aria-modal="true" aria-label="Navigation menu">
            <div className={styles.menuHeader}>
              <Brand />
              <button type="button" className={styles.iconButton} aria-label="Close navigation menu" onClick={menu.hide}>
                <Icon path={CLOSE_ICON} />
              </button>
            </div>
            <div className={styles.menuBody}>
              <div className={styles.menuSection}>
                {linkItems.map((item, index) => (
                  <NavbarItem key={index} item={item} activePath={activePath} />
                ))}
              </div>
              {mobileSecondary && <div className={styles.menuSection}>{mobileSecondary}</div>}
            </div>
          </div>
        </>
      )}
    </>
  );
}
