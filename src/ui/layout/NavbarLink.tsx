import React from "react";
import type { LinkItem } from "../../config/site";
import { SiteLink } from "../components/SiteLink";

function ExternalMark() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M14 4h6v6M20 4 10 14M18 14v6H4V6h6" />
    </svg>
  );
}

/** A configured link: inside the site, or external (opens in a new tab). */
export function NavbarLink({ item, className }: { item: LinkItem; className?: string }) {
  const external = "href" in item;
  return (
    <SiteLink to={external ? item.href : item.to} className={className} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {item.label}
      {external && (
        <>
          <ExternalMark />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      )}
    </SiteLink>
  );
}
