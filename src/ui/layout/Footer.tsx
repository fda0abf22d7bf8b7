import React from "react";
import { siteConfig } from "../../config/site";
import { SiteLink } from "../components/SiteLink";
import * as styles from "./Footer.module.css";
import * as layout from "./Layout.module.css";

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={layout.container}>
        <div>
          {siteConfig.footer.columns.map((column) => (
            <nav key={column.title} aria-label={`Footer: ${column.title}`}>
              <h2>{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <SiteLink to={"href" in item ? item.href : item.to}>{item.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p>{siteConfig.footer.copyright}</p>
      </div>
    </footer>
  );
}
