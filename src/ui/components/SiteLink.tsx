import React, { type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { Link } from "gatsby";
import { isExternalHref, toPublicHref, toRoutePath } from "../../shared/paths";
import { getGatsbyNavigate } from "../../gatsby/runtime";

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; children: ReactNode };

const isPlainClick = (event: MouseEvent) => event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * The home page at its canonical `/stan/`. Gatsby's Link cannot write that href: with
 * `trailingSlash: "never"` it strips the slash after the prefix too (`/stan`, a redirect on every host).
 */
function HomeLink({ children, onClick, ...rest }: Omit<SiteLinkProps, "to">) {
  const href = toPublicHref("/");
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const gatsbyNavigate = getGatsbyNavigate();
    if (event.defaultPrevented || !isPlainClick(event) || rest.target || !gatsbyNavigate) return;
    event.preventDefault();
    // What Gatsby's own navigate() calls, with the href as written (no trailing-slash rewrite).
    gatsbyNavigate(href);
  };
  return (
    <a href={href} onClick={navigate} {...rest}>
      {children}
    </a>
  );
}

/** One link for the whole site: client-side navigation inside it, a plain anchor outside. */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  if (isExternalHref(to) || to.startsWith("#")) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  const route = toRoutePath(to);
  if (route === "/") return <HomeLink {...rest}>{children}</HomeLink>;
  // Gatsby's Link adds the path prefix itself and sets aria-current="page" on the current page.
  return (
    <Link to={route} {...(rest as Record<string, unknown>)}>
      {children}
    </Link>
  );
}
