import React from "react";
import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./src/config/site";
import { bootScript } from "./src/ui/behaviours/boot-script";
import { titleTagManagerFallback } from "./src/gatsby/browser/tag-manager-fallback";
import { linkStylesheets } from "./src/gatsby/stylesheet-link";
import { PageRoot, RootProviders } from "./src/ui/root";
import { MAIN_CONTENT_ID } from "./src/ui/layout/SkipLink";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>;

// The same tree as in the browser, so hydration matches.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <PageRoot pathname={props.location.pathname}>{element}</PageRoot>;

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: locale.htmlLang, dir: locale.direction, "data-theme": siteConfig.colorMode.defaultMode } as Record<string, string>);
  setHeadComponents([
    // Runs before first paint: the stored colour mode and a dismissed announcement apply without a flash.
    <script key="boot" id="boot-script" dangerouslySetInnerHTML={{ __html: bootScript(siteConfig) }} />,
    // No frame is painted before the main content has started (Chrome would otherwise spend one
    // on the head alone: an empty page). The start of <main> comes with the first bytes of the page.
    <link key="expect-main" rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, getPreBodyComponents, replacePreBodyComponents }) => {
  // The stylesheet, the same on every page, as one cached file rather than in every page's HTML.
  replaceHeadComponents(linkStylesheets(getHeadComponents()) as React.ReactElement[]);
  replacePreBodyComponents(titleTagManagerFallback(getPreBodyComponents()) as React.ReactElement[]);
};
