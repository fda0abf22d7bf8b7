import type { GatsbyConfig, PluginRef } from "gatsby";
import { siteConfig } from "./src/config/site";
import { DOCS_DIR } from "./src/node/site-paths";
import rehypeHeadings from "./src/node/rehype-headings";
import rehypeCode from "./src/node/rehype-code";
import rehypeHydrationChunks from "./src/node/rehype-hydration-chunks";
import remarkGfm from "remark-gfm";

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];

const plugins: PluginRef[] = [
  { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${__dirname}/${DOCS_DIR}` } },
  {
    resolve: "gatsby-plugin-mdx",
    options: {
      extensions: [".mdx", ".md"],
      mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeHeadings, rehypeCode, rehypeHydrationChunks] },
    },
  },
  "gatsby-plugin-react-helmet",
  // Preact (through preact/compat) in place of react-dom in the browser: the framework
  // chunk drops from about 45 KB to about 10 KB gzipped. Components still import "react".
  "gatsby-plugin-preact",
  // The navigation progress bar is src/lib/navigation-progress.ts (hooked in gatsby-browser):
  // gatsby-plugin-nprogress could only start it after Gatsby's fixed 1 s delay.
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
