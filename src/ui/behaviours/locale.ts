export interface LocaleRouting {
  defaultLocale: string;
  locales: readonly string[];
  /** The site's base path without trailing slash (`/stan`). */
  pathPrefix: string;
}

export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The route inside the site and locale (`/stan/fr/docs` -> `/docs`), always starting with `/`. */
function routeWithoutLocale(pathname: string, routing: LocaleRouting): string {
  let route = pathname.startsWith(routing.pathPrefix) ? pathname.slice(routing.pathPrefix.length) : pathname;
  const first = route.split("/")[1];
  if (first && first !== routing.defaultLocale && routing.locales.includes(first)) route = route.slice(first.length + 1);
  return route || "/";
}

/**
 * The address of the current page in another locale, keeping the query and
 * the hash. The default locale has no path segment (`/stan/docs`), others do
 * (`/stan/fr/docs`).
 */
export function localeHref(locale: string, location: LocationParts, routing: LocaleRouting): string {
  const route = routeWithoutLocale(location.pathname, routing);
  let path: string;
  if (locale === routing.defaultLocale) path = route === "/" ? `${routing.pathPrefix}/` : routing.pathPrefix + route;
  else path = `${routing.pathPrefix}/${locale}${route === "/" ? "" : route}`;
  return path + location.search + location.hash;
}

/** The locale of a page path. */
export function localeOfPath(pathname: string, routing: LocaleRouting): string {
  const route = pathname.startsWith(routing.pathPrefix) ? pathname.slice(routing.pathPrefix.length) : pathname;
  const first = route.split("/")[1];
  return first && routing.locales.includes(first) ? first : routing.defaultLocale;
}
