import React, { type ReactNode } from "react";
import { AnnouncementBar } from "./AnnouncementBar";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import * as styles from "./Layout.module.css";

export interface LayoutProps {
  /** The page's head (<Seo>). */
  head: ReactNode;
  /** Current public path (with prefix). */
  activePath: string;
  /** Shown in the mobile menu below the navbar items (the docs sidebar on doc pages). */
  mobileSecondary?: ReactNode;
  /** Content placed before <main> (the desktop docs sidebar). */
  beforeMain?: ReactNode;
  mainClassName?: string;
  children: ReactNode;
}

/** Every page: skip link, announcement bar, navbar, main content, footer. */
export function Layout({ head, activePath, mobileSecondary, beforeMain, mainClassName, children }: LayoutProps) {
  return (
    <>
      {head}
      <SkipLink />
      <AnnouncementBar />
      <Navbar activePath={activePath} mobileSecondary={mobileSecondary} />
      <div className={styles.main}>
        <div className={beforeMain ? styles.docs : undefined}>
          {beforeMain}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClassName}>
            {children}
          </main>
        </div>
        <Footer />
      </div>
    </>
  );
}
