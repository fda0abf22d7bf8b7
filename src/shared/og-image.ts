import { siteConfig } from "../config/site";
import { absoluteUrl } from "./paths";

/** Every page's social card (Open Graph image): a PNG made at build time (src/pipeline/post-build/og-images.ts). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The route of a page's card: `/docs/api/atom` -> `/og/docs/api/atom.png`, `/` -> `/og/index.png`. */
export function ogImageRoute(routePath: string): string {
  return `/og${routePath === "/" ? "/index" : routePath}.png`;
}

/** What the card shows, in words. */
function ogImageAlt(title: string): string {
  return title === siteConfig.title ? `${siteConfig.title}: ${siteConfig.tagline}` : `${title}, in the ${siteConfig.title} documentation`;
}

/** The head tags of a page's card: the image with its size and text, and the large Twitter card. */
export function ogImageTags(routePath: string, title: string): Array<{ property?: string; name?: string; content: string }> {
  return [
    { property: "og:image", content: absoluteUrl(ogImageRoute(routePath)) },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: ogImageAlt(title) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
