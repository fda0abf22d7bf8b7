import React from "react";
import type { NavbarItem as NavbarItemConfig } from "../../config/site";
import { DocsVersionDropdown } from "./DocsVersionDropdown";
import { LocaleDropdown } from "./LocaleDropdown";
import { NavbarDropdown } from "./NavbarDropdown";
import { NavbarLink } from "./NavbarLink";

/** The navbar item types that open a menu: `dropdown`, `localeDropdown`, `docsVersionDropdown`. */
export default function DropdownNavbarItem({ item, activePath }: { item: NavbarItemConfig; activePath: string }) {
  switch (item.type) {
    case "dropdown":
      return (
        <NavbarDropdown label={item.label}>
          {item.items.map((link) => (
            <li key={link.label}>
              <NavbarLink item={link} />
            </li>
          ))}
        </NavbarDropdown>
      );
    case "localeDropdown":
      return <LocaleDropdown activePath={activePath} />;
    case "docsVersionDropdown":
      return <DocsVersionDropdown versionNames={item.versions} activePath={activePath} />;
    default:
      return null;
  }
}
