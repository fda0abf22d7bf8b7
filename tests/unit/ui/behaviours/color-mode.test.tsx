import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ColorModeProvider } from "../../../../src/ui/hooks/useColorMode";
import { ColorModeToggle } from "../../../../src/ui/layout/ColorModeToggle";
import { colorModeBootScript, DARK_QUERY, initialChoice, nextChoice, resolveMode } from "../../../../src/ui/behaviours/color-mode";
import { bootScript } from "../../../../src/ui/behaviours/boot-script";
import { resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import { siteConfig, type ColorModeConfig } from "../../../../src/config/site";
import { installMatchMedia, withThrowingLocalStorage, type MediaController } from "../../../support/jest/ui-support";

const lightDefault: ColorModeConfig = { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false };
const respectSystem: ColorModeConfig = { ...lightDefault, respectPrefersColorScheme: true };
const html = document.documentElement;
let media: MediaController;

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  html.removeAttribute("data-theme");
  html.removeAttribute("data-theme-choice");
  media = installMatchMedia({ [DARK_QUERY]: false });
});

function renderToggle(config: ColorModeConfig = lightDefault) {
  render(
    <ColorModeProvider config={config}>
      <ColorModeToggle />
    </ColorModeProvider>,
  );
  return () => screen.getByRole("button", { name: /^Switch to/ });
}

/** Runs the boot script the way the browser does, before the page renders. */
function runBoot(script: string) {
  new Function(script)();
}

describe("colour mode rules (issue 4.1)", () => {
  it("the site config: light by default, switch on, system preference not followed", () => {
    expect(siteConfig.colorMode).toEqual(lightDefault);
  });

  it("starts from a valid stored choice, else the default (system when respecting it)", () => {
    expect(initialChoice(null, lightDefault)).toBe("light");
    expect(initialChoice("nonsense", lightDefault)).toBe("light");
    expect(initialChoice("dark", lightDefault)).toBe("dark");
    expect(initialChoice(null, respectSystem)).toBe("system");
    expect(resolveMode("system", true)).toBe("dark");
    expect(resolveMode("system", false)).toBe("light");
    expect(resolveMode("light", true)).toBe("light");
  });

  it("cycles light -> dark -> light, or system -> light -> dark -> system when respecting the system", () => {
    expect(nextChoice("light", lightDefault, false)).toBe("dark");
    expect(nextChoice("dark", lightDefault, false)).toBe("light");
    expect(nextChoice("system", respectSystem, true)).toBe("light");
    expect(nextChoice("light", respectSystem, true)).toBe("dark");
    expect(nextChoice("dark", respectSystem, true)).toBe("system");
  });
});

describe("boot script (no flash of the wrong theme)", () => {
  it("applies the stored mode, or the default when nothing (or garbage) is stored", () => {
    runBoot(colorModeBootScript(lightDefault, "theme"));
    expect(html.getAttribute("data-theme")).toBe("light");
    localStorage.setItem("theme", "dark");
    runBoot(colorModeBootScript(lightDefault, "theme"));
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.getAttribute("data-theme-choice")).toBe("dark");
    localStorage.setItem("theme", "purple");
    runBoot(colorModeBootScript(lightDefault, "theme"));
    expect(html.getAttribute("data-theme")).toBe("light");
  });

  it("resolves system from prefers-color-scheme", () => {
    media.set(DARK_QUERY, true);
    runBoot(colorModeBootScript(respectSystem, "theme"));
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.getAttribute("data-theme-choice")).toBe("system");
  });

  it("marks Apple platforms, whose search hint says ⌘ K (the others' says Ctrl K)", () => {
    const platform = jest.spyOn(navigator, "platform", "get");
    try {
      platform.mockReturnValue("MacIntel");
      runBoot(bootScript(siteConfig));
      expect(html.hasAttribute("data-apple")).toBe(true);
      html.removeAttribute("data-apple");
      platform.mockReturnValue("Linux x86_64");
      runBoot(bootScript(siteConfig));
      expect(html.hasAttribute("data-apple")).toBe(false);
    } finally {
      platform.mockRestore();
    }
  });

  it("survives localStorage throwing", () => {
    withThrowingLocalStorage(() => {
      expect(() => runBoot(bootScript(siteConfig))).not.toThrow();
      expect(html.getAttribute("data-theme")).toBe("light");
      expect(html.getAttribute("data-announcement-dismissed")).toBe("false");
    });
  });
});

describe("ColorModeProvider and the switch", () => {
  it("defaults to light even when the system prefers dark; the label says what the switch will do", () => {
    media.set(DARK_QUERY, true);
    const toggle = renderToggle();
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(toggle()).toHaveAccessibleName("Switch to dark mode (currently light mode)");
  });

  it("toggles light -> dark -> light, storing the choice under `theme`", () => {
    const toggle = renderToggle();
    fireEvent.click(toggle());
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(toggle()).toHaveAccessibleName("Switch to light mode (currently dark mode)");
    fireEvent.click(toggle());
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("adopts the choice the boot script applied before hydration", () => {
    localStorage.setItem("theme", "dark");
    runBoot(colorModeBootScript(lightDefault, "theme"));
    const toggle = renderToggle();
    expect(toggle()).toHaveAccessibleName("Switch to light mode (currently dark mode)");
    expect(html.getAttribute("data-theme")).toBe("dark");
  });

  it("with respect-system on: system -> light -> dark -> system, and system follows the preference live", () => {
    const toggle = renderToggle(respectSystem);
    expect(toggle()).toHaveAccessibleName("Switch to light mode (currently system mode)");
    expect(html.getAttribute("data-theme")).toBe("light");
    act(() => media.set(DARK_QUERY, true));
    expect(html.getAttribute("data-theme")).toBe("dark");
    act(() => media.set(DARK_QUERY, false));
    expect(html.getAttribute("data-theme")).toBe("light");

    fireEvent.click(toggle());
    expect(localStorage.getItem("theme")).toBe("light");
    act(() => media.set(DARK_QUERY, true)); // an explicit choice ignores the system
    expect(html.getAttribute("data-theme")).toBe("light");
    fireEvent.click(toggle());
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(html.getAttribute("data-theme")).toBe("dark");
    fireEvent.click(toggle());
    expect(localStorage.getItem("theme")).toBe("system");
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(toggle()).toHaveAccessibleName("Switch to light mode (currently system mode)");
  });

  it("follows a choice made in another tab", () => {
    const toggle = renderToggle();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    });
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(toggle()).toHaveAccessibleName("Switch to light mode (currently dark mode)");
  });
});
