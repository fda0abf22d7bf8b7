import React, { type AnchorHTMLAttributes, type ReactNode } from "react";
import { Link } from "gatsby";
import { isExternalHref, toRoutePath } from "../lib/paths";

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; children: ReactNode };

/** One link for the whole site: client-side navigation inside it, a plain anchor outside. */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  if (isExternalHref(to) || to.startsWith("#")) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  // Gatsby's Link adds the path prefix itself and sets aria-current="page" on the current page.
  return (
    <Link to={toRoutePath(to)} {...(rest as Record<string, unknown>)}>
      {children}
    </Link>
  );
}
