import { siteConfig } from "../config/site";

/** True for links that leave the site (https:, mailto:, protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

/** A public href (`/stan/docs/x`) or route (`/docs/x`) as the route Gatsby's Link expects (`/docs/x`). */
export function toRoutePath(href: string): string {
  const prefix = siteConfig.pathPrefix;
  if (href === prefix) return "/";
  return href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href;
}

/** A route (`/docs/x`) as its public href (`/stan/docs/x`). */
export function toPublicHref(routePath: string): string {
  return routePath === "/" ? `${siteConfig.pathPrefix}/` : siteConfig.pathPrefix + routePath;
}

/** The absolute URL of a route, for canonical and Open Graph tags. */
export function absoluteUrl(routePath: string): string {
  return siteConfig.siteUrl + toPublicHref(routePath);
}
