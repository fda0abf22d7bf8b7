import React from "react";
import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./src/config/site";
import { bootScript } from "./src/lib/boot-script";
import { RootProviders } from "./src/root";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>;

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: locale.htmlLang, dir: locale.direction, "data-theme": siteConfig.colorMode.defaultMode } as Record<string, string>);
  setHeadComponents([<script key="boot" id="boot-script" dangerouslySetInnerHTML={{ __html: bootScript(siteConfig) }} />]);
};
