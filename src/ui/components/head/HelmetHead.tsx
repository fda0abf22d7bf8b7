import React, { type ReactNode } from "react";
import { Helmet } from "react-helmet";
import { siteConfig } from "../../../config/site";
import { absoluteUrl } from "../../../shared/paths";
import { ogImageTags } from "../../../shared/og-image";

/**
 * The head tags of pages, written by react-helmet (the innermost Helmet wins). In the browser
 * this module loads only once a page's head has to change (src/ui/components/head/Head.tsx).
 */
export function HelmetHead({ children }: { children: ReactNode }) {
  return <Helmet>{children}</Helmet>;
}

export interface SeoProps {
  title: string;
  description?: string;
  /** Route of the canonical page (`/docs/api/atom`). */
  routePath: string;
  noindex?: boolean;
}

/** "<page title> | Stan", or just "Stan" when the page title is the site title. */
export function formatTitle(title: string): string {
  return title === siteConfig.title ? siteConfig.title : `${title} | ${siteConfig.title}`;
}

/** A page's title, description, canonical URL, Open Graph and Twitter card. */
export function SeoHead({ title, description = siteConfig.tagline, routePath, noindex = false }: SeoProps) {
  const fullTitle = formatTitle(title);
  const url = absoluteUrl(routePath);
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:locale" content="en_US" />
      {ogImageTags(routePath, title).map((tag) => (
        <meta key={tag.property ?? tag.name} {...tag} />
      ))}
      <meta name="generator" content={`Stan docs ${siteConfig.siteVersion}`} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="icon" href={`${siteConfig.pathPrefix}/img/favicon.svg`} type="image/svg+xml" />
    </Helmet>
  );
}
