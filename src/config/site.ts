/**
 * The one site configuration. gatsby-config.ts, gatsby-node.ts and the
 * components all read it, so a value is changed in exactly one place.
 */

/** A link in the navbar or footer. `to` is a site path (without /stan); `href` is external. */
export type LinkItem =
  | { type: "link"; label: string; to: string }
  | { type: "link"; label: string; href: string };

export type NavbarItem = (
  | LinkItem
  | { type: "docSidebar"; label: string; sidebarId: string }
  | { type: "doc"; label: string; docId: string }
  | { type: "colorModeToggle" }
  | { type: "dropdown"; label: string; items: LinkItem[] }
  | { type: "localeDropdown" }
  | { type: "docsVersionDropdown"; versions?: string[] }
  | { type: "search" }
) & { position?: "left" | "right" };

export interface FooterColumn {
  title: string;
  items: LinkItem[];
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to readers who dismissed an older one. */
  id: string;
  /** Plain text; a link may follow. */
  content: string;
  link?: { label: string; to: string };
  isCloseable: boolean;
}

export interface ColorModeConfig {
  defaultMode: "light" | "dark";
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  siteUrl: string;
  pathPrefix: string;
  trailingSlash: "never";
  i18n: {
    defaultLocale: string;
    locales: string[];
    path: string;
    localeConfigs: Record<string, { label: string; direction: "ltr" | "rtl"; calendar: string; htmlLang: string }>;
  };
  generatorVersion: string;
  siteVersion: string;
  repositoryUrl: string;
  authorUrl: string;
  authorName: string;
  navbar: { hideOnScroll: boolean; logoAlt: string; items: NavbarItem[] };
  footer: { columns: FooterColumn[]; copyright: string };
  colorMode: ColorModeConfig;
  announcementBar: AnnouncementBarConfig | null;
  analytics: {
    /** Google Tag Manager container id (GTM-XXXX); none means no container is loaded. */
    gtmId: string | undefined;
    /** The data layer the container reads and page_view events go to. */
    dataLayerName: string;
    anonymizeIp: boolean;
    tags: string[];
  };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  docs: {
    routeBasePath: string;
    sidebarId: string;
    versionName: string;
    versionLabel: string;
    /** Base of every "Edit this page" link; the doc's path from the repository root (`content/docs/...`) is appended. */
    editUrl: string;
  };
}

const repositoryUrl = "https://github.com/rkrupinski/stan";

/**
 * The release of Stan these docs describe: every page, file and declaration that prints a version takes it
 * from here (tests/unit/stan-version.test.ts checks them all).
 */
export const STAN_VERSION = "1.7.3";

/**
 * The footer's year: the build's. gatsby-config.ts sets GATSBY_BUILD_YEAR before Gatsby makes its bundles,
 * which inline every GATSBY_ variable: with the reader's own clock, a page built in December and read in
 * January would change its footer when it hydrates.
 */
const buildYear = process.env.GATSBY_BUILD_YEAR || String(new Date().getFullYear());

/** The site's tag-manager container; GATSBY_GTM_ID overrides it (the deploy workflow passes the repository's id). */
const GTM_ID: string | undefined = undefined;

export const siteConfig: SiteConfig = {
  title: "Stan",
  tagline: "Minimal, type-safe state management",
  siteUrl: "https://rkrupinski.github.io",
  pathPrefix: "/stan",
  trailingSlash: "never",
  i18n: {
    defaultLocale: "en",
    locales: ["en"],
    path: "i18n",
    localeConfigs: {
      en: { label: "English", direction: "ltr", calendar: "gregory", htmlLang: "en" },
    },
  },
  generatorVersion: "3.8.1",
  siteVersion: "1.0.0",
  repositoryUrl,
  authorUrl: "https://rkrupinski.com",
  authorName: "Rafał Krupiński",
  navbar: {
    hideOnScroll: true,
    logoAlt: "Stan logo",
    items: [
      { type: "docSidebar", label: "Docs", sidebarId: "docs", position: "left" },
      { type: "link", label: "GitHub", href: repositoryUrl, position: "right" },
      { type: "search", position: "right" },
      { type: "colorModeToggle", position: "right" },
    ],
  },
  footer: {
    columns: [
      {
        title: "Docs",
        items: [
          { type: "link", label: "Getting started", to: "/docs/getting-started/installation" },
          { type: "link", label: "API", to: "/docs/api/state" },
          { type: "link", label: "Guides", to: "/docs/guides/type-safety" },
        ],
      },
      {
        title: "More",
        items: [
          { type: "link", label: "Author", href: "https://rkrupinski.com" },
          { type: "link", label: "GitHub", href: repositoryUrl },
        ],
      },
    ],
    copyright: `Copyright © ${buildYear} Rafał Krupiński. Built with Gatsby.`,
  },
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
  announcementBar: {
    // A new id per release: readers who dismissed the bar for an older one see it again.
    id: `stan-${STAN_VERSION.replace(/\./g, "-")}-docs`,
    content: `These docs describe Stan ${STAN_VERSION}.`,
    link: { label: "Get started", to: "/docs/getting-started/installation" },
    isCloseable: true,
  },
  analytics: { gtmId: process.env.GATSBY_GTM_ID || GTM_ID, dataLayerName: "dataLayer", anonymizeIp: false, tags: [] },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  docs: {
    routeBasePath: "/docs",
    sidebarId: "docs",
    versionName: "current",
    versionLabel: "Next",
    // The folder of this site in the repository that holds it, at its default branch, ending in "/": a
    // file's path from the site's root (content/docs/...) is appended. The site lives in Stan's own
    // repository, in packages/website (the folder of the site it replaces).
    editUrl: "https://github.com/rkrupinski/stan/edit/master/packages/website/",
  },
};
