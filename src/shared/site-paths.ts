/** Where things live, relative to the project root. */
export const DOCS_DIR = "content/docs";
/** The files of DOCS_DIR that are docs: gatsby-plugin-mdx compiles them (gatsby-config.ts). */
export const DOC_EXTENSIONS: readonly string[] = [".mdx", ".md"];
export const DOC_TEMPLATE = "src/ui/templates/doc.tsx";
export const LANDING_TEMPLATE = "src/ui/templates/landing.tsx";
/** The landing page's config, whose typed sample (tasteCode) is built like a doc's. */
export const LANDING_CONFIG = "src/config/landing.ts";
/** Stands in for a doc with a content error, under develop only. */
export const CONTENT_ERROR_TEMPLATE = "src/ui/templates/content-error.tsx";

/** The `.html` twin of a route (`/docs/api/atom` -> `/docs/api/atom.html`); the root's twin is its own index.html. */
export function htmlVariantPath(routePath: string): string {
  return routePath === "/" ? "/index.html" : `${routePath}.html`;
}

/**
 * The page an `.html` pathname stands for: `/stan/docs/x.html` and `/stan/docs/x/index.html`
 * are `/stan/docs/x`; `/stan/index.html` is the root `/stan/`. Other pathnames (`.HTML` included) are
 * returned as they are.
 */
export function canonicalPathname(pathname: string, pathPrefix = ""): string {
  // Lower case only, as the hosts match files: `/x.HTML` is not found, and must not be shown as `/x`.
  if (!pathname.endsWith(".html")) return pathname;
  const root = `${pathPrefix}/`;
  const stripped = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  if (stripped === root || stripped === pathPrefix) return root;
  return stripped.replace(/\/+$/, "") || "/";
}
