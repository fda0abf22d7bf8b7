import React, { useCallback } from "react";
import { STORAGE_KEYS } from "../../config/constants";
import { useDocsVersions } from "../hooks/useDocsData";
import { useStoredChoice } from "../hooks/useStoredChoice";
import { dropdownVersions, latestVersion, versionOfPage, versionTargetPath } from "../behaviours/docs-versions";
import { SiteLink } from "../components/SiteLink";
import { NavbarDropdown } from "./NavbarDropdown";

/**
 * Lists docs versions (all, or the configured names). Its label is the
 * version being read, else the preferred one; choosing a version saves it as
 * the preferred docs version.
 */
export function DocsVersionDropdown({ versionNames, activePath }: { versionNames?: readonly string[]; activePath: string }) {
  const all = useDocsVersions();
  const versions = dropdownVersions(all, versionNames);
  const isKnown = useCallback((name: string) => all.some((version) => version.name === name), [all]);
  const [preferred, setPreferred] = useStoredChoice(STORAGE_KEYS.preferredVersion, latestVersion(all)?.name ?? "", isKnown);
  const onPage = versionOfPage(all, activePath);
  const shown = onPage ?? all.find((version) => version.name === preferred) ?? latestVersion(all);
  return (
    <NavbarDropdown label={shown?.label ?? "Versions"} buttonLabel={`Docs version: ${shown?.label ?? "none"}`}>
      {versions.map((version) => (
        <li key={version.name}>
          <SiteLink to={versionTargetPath(version, onPage, activePath)} aria-current={version === shown ? "true" : undefined} onClick={() => setPreferred(version.name)}>
            {version.label}
          </SiteLink>
        </li>
      ))}
    </NavbarDropdown>
  );
}
