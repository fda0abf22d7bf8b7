/** @jest-environment node */
import { findSidebarTrail, getDocById, getSidebarById, getSidebarFirstLink, getVersionByName, getVersionForPath, requireDocsData, type DocsVersionData } from "../../../src/shared/docs-data";
import { docsVersion } from "../../support/jest/docs-version";

// The shared fixture plus a sidebar whose only category is empty.
const version: DocsVersionData = {
  ...docsVersion,
  sidebars: [...docsVersion.sidebars, { name: "empty", items: [{ type: "category", label: "Nothing", href: null, linkUnlisted: false, collapsible: true, collapsed: true, items: [] }] }],
};

describe("docs data lookups (spec section 8)", () => {
  it("missing docs data is an error", () => {
    expect(() => requireDocsData(undefined)).toThrow("Docs data is missing");
    expect(() => requireDocsData([])).toThrow("Docs data is missing");
    expect(requireDocsData([version])).toEqual([version]);
  });

  it("an unknown sidebar id lists the available ids", () => {
    expect(getSidebarById(version, "docs").name).toBe("docs");
    expect(() => getSidebarById(version, "api")).toThrow('No sidebar with id "api" in docs version "current". Available sidebar ids: "docs", "empty".');
  });

  it("a sidebar with nothing to link to is an error", () => {
    expect(getSidebarFirstLink(getSidebarById(version, "docs"))).toBe("/stan/docs");
    expect(() => getSidebarFirstLink(getSidebarById(version, "empty"))).toThrow('Sidebar "empty" has nothing to link to');
  });

  it("an unknown doc id lists the available ids; a draft yields nothing", () => {
    expect(getDocById(version, "api/atom")).toEqual({ id: "api/atom", path: "/stan/docs/api/atom" });
    expect(getDocById(version, "guides/wip")).toBeNull();
    expect(() => getDocById(version, "api/selector")).toThrow('No doc with id "api/selector" in docs version "current". Available doc ids: "indtroduction", "api/atom".');
  });

  it("an unknown version name lists the available names", () => {
    expect(getVersionByName([version], "current")).toBe(version);
    expect(() => getVersionByName([version], "1.3.2")).toThrow('No docs version named "1.3.2". Available version names: "current".');
  });

  it("no docs data for a pathname is an error", () => {
    expect(getVersionForPath([version], "/stan/docs/api/atom")).toBe(version);
    expect(getVersionForPath([version], "/stan/docs")).toBe(version);
    expect(() => getVersionForPath([version], "/stan/docsx")).toThrow('No docs version serves "/stan/docsx". Docs live under: "/stan/docs".');
  });

  it("finds the trail of categories down to a page", () => {
    expect(findSidebarTrail(version.sidebars[0].items, "/stan/docs/api/atom").map((item) => item.label)).toEqual(["API", "atom"]);
    expect(findSidebarTrail(version.sidebars[0].items, "/stan/nope")).toEqual([]);
  });
});
