import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NavbarItem } from "../../../../src/ui/layout/NavbarItem";
import { ErrorBoundary } from "../../../../src/ui/components/error/ErrorBoundary";
import { RootProviders } from "../../../../src/ui/root";
import { localeHref, localeOfPath, type LocaleRouting } from "../../../../src/ui/behaviours/locale";
import { dropdownVersions, versionTargetPath } from "../../../../src/ui/behaviours/docs-versions";
import { resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import type { NavbarItem as NavbarItemConfig } from "../../../../src/config/site";
import { docsVersion, installMatchMedia, provideDocsVersions } from "../../../support/jest/ui-support";

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  installMatchMedia();
  provideDocsVersions();
  window.history.replaceState(null, "", "/stan/docs/api/atom");
});

/** Lets React.lazy load the menu item code (it is loaded only where configured). */
const loaded = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderItem(item: NavbarItemConfig, activePath = "/stan/docs/api/atom") {
  const view = render(
    <div>
      <NavbarItem item={item} activePath={activePath} />
      <button type="button">Outside</button>
    </div>,
    { wrapper: RootProviders },
  );
  await loaded();
  return view;
}

const dropdownConfig: NavbarItemConfig = {
  type: "dropdown",
  label: "Community",
  items: [
    { type: "link", label: "Installation", to: "/docs/getting-started/installation" },
    { type: "link", label: "Discussions", href: "https://github.com/rkrupinski/stan/discussions" },
  ],
};

describe("dropdown navbar item (issue 4.6)", () => {
  const button = () => screen.getByRole("button", { name: /Community/ });
  const menu = () => document.getElementById(button().getAttribute("aria-controls")!)!;

  it("is closed until its button is pressed, and lists its links", async () => {
    await renderItem(dropdownConfig);
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(menu()).toBeVisible();
    expect(within(menu()).getByRole("link", { name: "Installation" })).toHaveAttribute("href", "/stan/docs/getting-started/installation");
    expect(within(menu()).getByRole("link", { name: /Discussions/ })).toHaveAttribute("target", "_blank");
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click, a touch or focus outside it, but not inside", async () => {
    await renderItem(dropdownConfig);
    fireEvent.click(button());
    fireEvent.mouseDown(within(menu()).getByRole("link", { name: "Installation" }));
    expect(button()).toHaveAttribute("aria-expanded", "true");
    fireEvent.mouseDown(document.body);
    expect(button()).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(button());
    fireEvent.touchStart(screen.getByRole("button", { name: "Outside" }));
    expect(button()).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(button());
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("works from the keyboard: ArrowDown opens onto the first item, arrows move, Escape closes and returns focus", async () => {
    await renderItem(dropdownConfig);
    act(() => button().focus());
    fireEvent.keyDown(button(), { key: "ArrowDown" });
    const links = within(menu()).getAllByRole("link");
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0], { key: "ArrowDown" });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1], { key: "ArrowDown" });
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0], { key: "ArrowUp" });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1], { key: "Home" });
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(button()).toHaveFocus();
  });

  it("closes when an item is chosen", async () => {
    await renderItem(dropdownConfig);
    fireEvent.click(button());
    fireEvent.click(within(menu()).getByRole("link", { name: "Installation" }));
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("localeDropdown navbar item", () => {
  const routing: LocaleRouting = { defaultLocale: "en", locales: ["en", "fr"], pathPrefix: "/stan" };
  const at = (pathname: string) => ({ pathname, search: "?q=atom", hash: "#effects" });

  it("switching keeps the query and the hash; the default locale has no path segment", () => {
    expect(localeHref("fr", at("/stan/docs/api/atom"), routing)).toBe("/stan/fr/docs/api/atom?q=atom#effects");
    expect(localeHref("en", at("/stan/fr/docs/api/atom"), routing)).toBe("/stan/docs/api/atom?q=atom#effects");
    expect(localeHref("en", at("/stan/docs/api/atom"), routing)).toBe("/stan/docs/api/atom?q=atom#effects");
    expect(localeHref("fr", { pathname: "/stan/", search: "", hash: "" }, routing)).toBe("/stan/fr");
    expect(localeHref("en", { pathname: "/stan/fr", search: "", hash: "" }, routing)).toBe("/stan/");
    expect(localeOfPath("/stan/fr/docs", routing)).toBe("fr");
    expect(localeOfPath("/stan/docs", routing)).toBe("en");
  });

  it("lists the configured locales (only English today), linking to this page with its query and hash", async () => {
    window.history.replaceState(null, "", "/stan/docs/api/atom?q=atom#effects");
    await renderItem({ type: "localeDropdown" });
    const button = screen.getByRole("button", { name: "Language: English" });
    fireEvent.click(button);
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["English"]);
    expect(links[0]).toHaveAttribute("href", "/stan/docs/api/atom?q=atom#effects");
    expect(links[0]).toHaveAttribute("lang", "en");
    expect(links[0]).toHaveAttribute("aria-current", "true");
  });
});

describe("docsVersionDropdown navbar item", () => {
  const older = { ...docsVersion, name: "1.2", label: "1.2", path: "/stan/docs/1.2", isLast: false, docs: [{ id: "indtroduction", path: "/stan/docs/1.2" }] };

  it("lists the versions (only Next today) and saves the chosen one as the preferred docs version", async () => {
    await renderItem({ type: "docsVersionDropdown" });
    const button = screen.getByRole("button", { name: "Docs version: Next" });
    fireEvent.click(button);
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Next"]);
    expect(links[0]).toHaveAttribute("href", "/stan/docs/api/atom");
    fireEvent.click(links[0]);
    expect(localStorage.getItem("stan-docs.docs.preferred-version")).toBe("current");
  });

  it("leads to the same doc in another version when it exists there, else to that version's main doc", () => {
    expect(versionTargetPath(older, docsVersion, "/stan/docs")).toBe("/stan/docs/1.2");
    expect(versionTargetPath(older, docsVersion, "/stan/docs/api/atom")).toBe("/stan/docs/1.2");
    expect(versionTargetPath(docsVersion, older, "/stan/docs/1.2")).toBe("/stan/docs");
    expect(versionTargetPath(docsVersion, null, "/stan/")).toBe("/stan/docs");
  });

  it("off the docs, shows the preferred version", async () => {
    provideDocsVersions([docsVersion, older]);
    localStorage.setItem("stan-docs.docs.preferred-version", "1.2");
    await renderItem({ type: "docsVersionDropdown" }, "/stan/");
    expect(screen.getByRole("button", { name: "Docs version: 1.2" })).toBeInTheDocument();
  });

  it("an unknown version name in its config is an error listing the available names", async () => {
    expect(() => dropdownVersions([docsVersion], ["2.0"])).toThrow('No docs version named "2.0". Available version names: "current".');
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <RootProviders>
        <ErrorBoundary fallback={({ error }) => <p role="alert">{`${error.message} / ${(error.cause as Error).message}`}</p>}>
          <NavbarItem item={{ type: "docsVersionDropdown", versions: ["2.0"] }} activePath="/stan/docs" />
        </ErrorBoundary>
      </RootProviders>,
    );
    await loaded();
    expect(screen.getByRole("alert")).toHaveTextContent('A navbar item failed to render. Its config: {"type":"docsVersionDropdown","versions":["2.0"]} / No docs version named "2.0". Available version names: "current".');
  });
});
