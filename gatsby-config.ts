import type { GatsbyConfig, PluginRef } from "gatsby";
import { siteConfig } from "./src/config/site";
import { DOC_EXTENSIONS, DOCS_DIR } from "./src/shared/site-paths";
import rehypeCode from "./src/pipeline/code/rehype-code";
import remarkCodeBlocks from "./src/pipeline/code/remark-code";
import { remarkPlugins } from "./src/pipeline/parse/markdown-syntax";
import { PROGRESS_BAR_PLUGIN_OPTIONS } from "./src/config/constants";

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];
// The footer's year, inlined into the bundles as the year of the build (src/config/site.ts).
process.env.GATSBY_BUILD_YEAR ||= String(new Date().getFullYear());

const plugins: PluginRef[] = [
  { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${__dirname}/${DOCS_DIR}` } },
  {
    resolve: "gatsby-plugin-mdx",
    options: {
      extensions: [...DOC_EXTENSIONS],
      // The same remark plugins parse each doc for the build's facts (src/pipeline/parse/doc-tree.ts); each code
      // block is then numbered, checked against the build's blocks (remark-code.ts) and named by its number.
      mdxOptions: { remarkPlugins: [...remarkPlugins, remarkCodeBlocks], rehypePlugins: [rehypeCode] },
    },
  },
  // Writes the page heads (src/ui/components/head/) into every page's HTML at build time.
  "gatsby-plugin-react-helmet",
  // Configures the progress bar, injects its styles and finishes it on each route update;
  // the spec's 200 ms start is added in gatsby-browser (src/gatsby/browser/navigation-progress.ts).
  { resolve: "gatsby-plugin-nprogress", options: PROGRESS_BAR_PLUGIN_OPTIONS },
];

// The tag-manager container and its data layer, when an id is configured (site config or
// GATSBY_GTM_ID); a build without one says so (gatsby-node onPreBootstrap).
const { gtmId, dataLayerName } = siteConfig.analytics;
if (gtmId) {
  plugins.push({
    resolve: "gatsby-plugin-google-tagmanager",
    options: { id: gtmId, dataLayerName, includeInDevelopment: false, enableWebVitalsTracking: false },
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
  // Types for every page and static query, generated
  // from the schema (src/pipeline/graphql/schema.ts) into src/gatsby-types.d.ts by `gatsby develop` and `gatsby build`.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins,
};

export default config;
