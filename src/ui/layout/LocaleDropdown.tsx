import React, { useState } from "react";
import { siteConfig } from "../../config/site";
import { localeHref, localeOfPath, type LocationParts, type LocaleRouting } from "../behaviours/locale";
import { NavbarDropdown } from "./NavbarDropdown";

const routing: LocaleRouting = { defaultLocale: siteConfig.i18n.defaultLocale, locales: siteConfig.i18n.locales, pathPrefix: siteConfig.pathPrefix };

function GlobeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </svg>
  );
}

/**
 * Lists the site's locales; each entry leads to the current page in that
 * locale with the same query and hash (read when the menu opens, so it is
 * the address in the browser at that moment).
 */
export function LocaleDropdown({ activePath }: { activePath: string }) {
  const [location, setLocation] = useState<LocationParts>({ pathname: activePath, search: "", hash: "" });
  const current = localeOfPath(location.pathname, routing);
  const readLocation = () => setLocation({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });
  return (
    <NavbarDropdown
      label={
        <>
          <GlobeIcon />
          {siteConfig.i18n.localeConfigs[current]?.label ?? current}
        </>
      }
      buttonLabel={`Language: ${siteConfig.i18n.localeConfigs[current]?.label ?? current}`}
      onOpen={readLocation}
    >
      {routing.locales.map((locale) => {
        const config = siteConfig.i18n.localeConfigs[locale];
        return (
          <li key={locale}>
            {/* A full page load: each locale is its own build. */}
            <a href={localeHref(locale, location, routing)} hrefLang={config?.htmlLang ?? locale} lang={config?.htmlLang ?? locale} target="_self" aria-current={locale === current ? "true" : undefined}>
              {config?.label ?? locale}
            </a>
          </li>
        );
      })}
    </NavbarDropdown>
  );
}
