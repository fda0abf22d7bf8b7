/** Where things live, relative to the project root. */
export const DOCS_DIR = "content/docs";
export const DOC_TEMPLATE = "src/templates/doc.tsx";
export const LANDING_TEMPLATE = "src/templates/landing.tsx";

/** The `.html` twin of a route (`/docs/api/atom` -> `/docs/api/atom.html`); the root's twin is its own index.html. */
export function htmlVariantPath(routePath: string): string {
  return routePath === "/" ? "/index.html" : `${routePath}.html`;
}

/** Strips a trailing `.html` or `/index.html` (and a trailing slash) from a pathname. */
export function canonicalPathname(pathname: string): string {
  const stripped = pathname.replace(/\/index\.html$/i, "/").replace(/\.html$/i, "");
  return stripped.length > 1 ? stripped.replace(/\/+$/, "") : stripped || "/";
}
