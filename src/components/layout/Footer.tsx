import React from "react";
import { siteConfig } from "../../config/site";
import { SiteLink } from "../SiteLink";

export function Footer() {
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer__columns">
          {siteConfig.footer.columns.map((column) => (
            <nav key={column.title} aria-label={`Footer: ${column.title}`}>
              <h2 className="footer__title">{column.title}</h2>
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
        <p className="footer__copyright">{siteConfig.footer.copyright}</p>
      </div>
    </footer>
  );
}
