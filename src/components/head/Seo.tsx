import React from "react";
import { siteConfig } from "../../config/site";
import { absoluteUrl } from "../../lib/paths";
import { ogImageTags } from "../../lib/og-image";
import { PageHead } from "./PageHead";

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

/**
 * A page's head, through react-helmet (PageHead): gatsby-plugin-react-helmet writes it into
 * the page's HTML at build time, and Helmet keeps it current on client-side navigations.
 */
export function Seo({ title, description = siteConfig.tagline, routePath, noindex = false }: SeoProps) {
  const fullTitle = formatTitle(title);
  const url = absoluteUrl(routePath);
  return (
    <PageHead>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:locale" content="en_US" />
      {ogImageTags(routePath, title).map((tag) => <meta key={tag.property ?? tag.name} {...tag} />)}
      <meta name="generator" content={`Stan docs ${siteConfig.siteVersion}`} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="icon" href={`${siteConfig.pathPrefix}/img/favicon.svg`} type="image/svg+xml" />
    </PageHead>
  );
}
