import { createElement, isValidElement, type ReactNode } from "react";
import { GATSBY_INLINE_STYLESHEET_IDENTITY } from "./internals";

/**
 * The site's stylesheet is one file, the same on every page and named by a hash of its content: each page
 * links it (`<link rel="stylesheet">`) where Gatsby's HTML renderer wrote its whole text into the head. The
 * file is fetched once and cached; the text rode in every page's HTML (6.5 KB of api/atom's 25.6 KB,
 * gzipped), so every page paid for it again, and Lighthouse's phone paid a second round trip for the
 * document's first paint (the HTML past the first 14 KB a new connection sends). Run on the head
 * components in onPreRenderHTML; what is not Gatsby's inlined stylesheet is left as it is.
 */
export function linkStylesheets(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<{ "data-identity"?: string; "data-href"?: string }>(component) || component.type !== "style") return component;
    const { "data-identity": identity, "data-href": href } = component.props;
    if (identity !== GATSBY_INLINE_STYLESHEET_IDENTITY || !href) return component;
    return createElement("link", { key: component.key ?? href, rel: "stylesheet", href });
  });
}
