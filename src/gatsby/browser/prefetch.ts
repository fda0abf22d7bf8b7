import { connectionAllowsPrefetch } from "./connection";
import { linkOf } from "../../shared/event-link";
import type { GatsbyPageLoader } from "../runtime";
import { boundedSet } from "./route-cache";

export interface PrefetchOptions {
  /** Where touches are listened for. */
  root?: Document;
  /** Only links under this path prefix are site pages (`/stan`). */
  pathPrefix: string;
  /** Whether the connection allows prefetching right now. */
  allowed?: () => boolean;
}

/** The page path (`/stan/docs/x?q`) a link points to, or null when it leaves the site. */
export function sitePagePath(anchor: HTMLAnchorElement, pathPrefix: string, origin = window.location.origin): string | null {
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname !== pathPrefix && url.pathname !== `${pathPrefix}/` && !url.pathname.startsWith(`${pathPrefix}/`)) return null;
  return url.pathname + url.search;
}

/**
 * Completes Gatsby's prefetching: Link already prefetches when a link becomes
 * visible (skipping 2g and data-saver connections) and on hover (without that
 * check). This adds the check to hover and prefetches on touch as well, the
 * way hover does. Returns an undo.
 */
export function installPrefetch(loader: GatsbyPageLoader, { root = document, pathPrefix, allowed = () => connectionAllowsPrefetch() }: PrefetchOptions): () => void {
  const originalHovering = loader.hovering;
  loader.hovering = (rawPath) => {
    if (allowed()) originalHovering.call(loader, rawPath);
  };

  const touched = boundedSet<string>();
  const onTouchStart = (event: TouchEvent) => {
    const anchor = linkOf(event);
    if (!anchor) return;
    const path = sitePagePath(anchor, pathPrefix);
    if (!path || path === window.location.pathname + window.location.search || touched.has(path)) return;
    touched.add(path);
    loader.hovering(path);
  };
  root.addEventListener("touchstart", onTouchStart, { capture: true, passive: true });

  return () => {
    loader.hovering = originalHovering;
    root.removeEventListener("touchstart", onTouchStart, { capture: true });
  };
}
