/**
 * sitemap.xml and robots.txt. The sitemap lists the landing page and every
 * published doc at its canonical URL (no trailing slash, no `.html` twin); the
 * 404 page, drafts and the search page (a results view, not content) are left out.
 */
import { absoluteUrl } from "../../shared/paths";

export const SITEMAP_FILE = "sitemap.xml";
export const ROBOTS_FILE = "robots.txt";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Routes (without the path prefix) of the pages the sitemap lists: the landing page, then the docs in sidebar order. */
export function sitemapRoutes(docRoutes: readonly string[]): string[] {
  return ["/", ...docRoutes];
}

export function sitemapXml(routes: readonly string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(absoluteUrl(route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(`/${SITEMAP_FILE}`)}\n`;
}
