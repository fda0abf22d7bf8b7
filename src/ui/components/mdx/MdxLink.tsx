import React, { type AnchorHTMLAttributes } from "react";
import { SiteLink } from "../SiteLink";
import { isExternalHref } from "../../../shared/paths";

/** Markdown links: internal ones navigate client-side (paths were checked at build time). */
export function MdxLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isExternalHref(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink to={href} {...rest}>
      {children}
    </SiteLink>
  );
}
