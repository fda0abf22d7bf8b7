import type { GatsbyConfig, PluginRef } from "gatsby";
import { siteConfig } from "./src/config/site";
import { PROGRESS_BAR, PROGRESS_START_DELAY_MS } from "./src/config/constants";
import { DOCS_DIR } from "./src/node/site-paths";
import rehypeHeadings from "./src/node/rehype-headings";
import rehypeCode from "./src/node/rehype-code";
import remarkGfm from "remark-gfm";

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];

const plugins: PluginRef[] = [
  { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${__dirname}/${DOCS_DIR}` } },
  {
    resolve: "gatsby-plugin-mdx",
    options: {
      extensions: [".mdx", ".md"],
      mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeHeadings, rehypeCode] },
    },
  },
  "gatsby-plugin-react-helmet",
  {
    resolve: "gatsby-plugin-nprogress",
    options: { color: "var(--color-primary)", showSpinner: false, minimum: PROGRESS_BAR.minimum, speed: PROGRESS_BAR.speed, trickleRate: PROGRESS_BAR.trickleRate, trickleSpeed: PROGRESS_BAR.trickleSpeed, delay: PROGRESS_START_DELAY_MS },
  },
];

// The tag-manager container loads only when an id is configured; page_view pushes happen either way.
if (siteConfig.analytics.gtmId) {
  plugins.push({
    resolve: "gatsby-plugin-google-tagmanager",
    options: { id: siteConfig.analytics.gtmId, includeInDevelopment: false, routeChangeEventName: "gatsby-route-change", enableWebVitalsTracking: false },
  });
}

const config: GatsbyConfig = {
  pathPrefix: siteConfig.pathPrefix,
  trailingSlash: siteConfig.trailingSlash,
  siteMetadata: {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    description: siteConfig.tagline,
    siteUrl: siteConfig.siteUrl,
    generatorVersion: siteConfig.generatorVersion,
    siteVersion: siteConfig.siteVersion,
    locale: siteConfig.i18n.defaultLocale,
    direction: locale.direction,
    calendar: locale.calendar,
    i18nPath: siteConfig.i18n.path,
    announcementBar: siteConfig.announcementBar,
  },
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  plugins,
};

export default config;
