/**
 * Guards the router against hostile addresses. Gatsby decodes the address (decodeURIComponent
 * on path and query, decodeURI on the hash) and matches it against the site's pages before
 * hydrating. An address it cannot decode throws ("URI malformed"); on the not-found page, an
 * address outside the path prefix, one with the prefix twice, or one that decodes to another path
 * (encoded "?", "#", "/", "..", double encoding, empty or dot segments) makes the router render
 * something other than the page the server sent, and the page goes blank. Such addresses are swapped for one the
 * router handles, before it reads them.
 */
import { NOT_FOUND_HTML } from "../runtime";

export interface BrowserLocation {
  pathname: string;
  search: string;
  hash: string;
}

function decodes(text: string, decode: (text: string) => string): boolean {
  try {
    decode(text);
    return true;
  } catch {
    return false;
  }
}

/** A not-found address the router cannot be trusted to map back to the not-found page. */
function isUnusualPath(pathname: string, prefix: string): boolean {
  if (!pathname.startsWith(`${prefix}/`)) return true;
  if (!decodes(pathname, decodeURIComponent)) return true;
  const rest = pathname.slice(prefix.length);
  // The prefix twice (`/stan/stan`): the router strips it twice and matches no route at all.
  if (prefix !== "" && (rest === prefix || rest.startsWith(`${prefix}/`))) return true;
  return /%|\/\/|\/\.{1,2}(\/|$)|\\/.test(rest);
}

/**
 * The address to show instead of `location`, or null when it is safe as it is.
 * `prefix` is the path prefix without a trailing slash ("/stan", or "" without one);
 * `notFoundPage` says the server answered with the not-found page.
 */
export function safeLocation(location: BrowserLocation, prefix: string, notFoundPage: boolean): string | null {
  const hash = decodes(location.hash, decodeURI) ? location.hash : "";
  const search = decodes(location.search, decodeURIComponent) ? location.search : "";
  const unsafePath = notFoundPage ? isUnusualPath(location.pathname, prefix) : !decodes(location.pathname, decodeURIComponent);
  const pathname = unsafePath ? `${prefix}/${NOT_FOUND_HTML}` : location.pathname;
  if (pathname === location.pathname && search === location.search && hash === location.hash) return null;
  return pathname + search + hash;
}

/**
 * Inline script for the document head: the router reads (and decodes) the address when its
 * module loads, before any Gatsby API runs, so an address it cannot decode must be replaced
 * before the bundles run. Stops loading this document and loads the safe address instead.
 */
export function addressGuardScript(prefix: string): string {
  return `(function(){var l=location,p=l.pathname,s=l.search,h=l.hash;function ok(f,x){try{f(x);return true}catch(e){return false}}if(ok(decodeURIComponent,p)&&ok(decodeURIComponent,s)&&ok(decodeURI,h))return;var u=(ok(decodeURIComponent,p)?p:${JSON.stringify(`${prefix}/${NOT_FOUND_HTML}`)})+(ok(decodeURIComponent,s)?s:"")+(ok(decodeURI,h)?h:"");window.stop();l.replace(u)})();`;
}
