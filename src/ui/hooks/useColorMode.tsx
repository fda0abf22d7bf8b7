import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { siteConfig, type ColorModeConfig } from "../../config/site";
import { STORAGE_KEYS } from "../../config/constants";
import { getStorage } from "../behaviours/storage";
import { DARK_QUERY, initialChoice, isColorModeChoice, nextChoice, resolveMode, type ColorMode, type ColorModeChoice } from "../behaviours/color-mode";
import { useMediaQuery } from "./useMediaQuery";

export interface ColorModeState {
  choice: ColorModeChoice;
  mode: ColorMode;
  /** What the switch will select next. */
  next: ColorModeChoice;
  toggle(): void;
  setChoice(choice: ColorModeChoice): void;
}

const ColorModeContext = createContext<ColorModeState | null>(null);

/** The boot script already applied the stored choice before paint; adopt it after hydration. */
function readBootChoice(config: ColorModeConfig): ColorModeChoice {
  const fromBoot = document.documentElement.getAttribute("data-theme-choice");
  return isColorModeChoice(fromBoot) ? fromBoot : initialChoice(getStorage().get(STORAGE_KEYS.theme), config);
}

export function ColorModeProvider({ children, config = siteConfig.colorMode }: { children: ReactNode; config?: ColorModeConfig }) {
  // null until the client has read the boot choice, so the first render matches the server HTML.
  const [bootedChoice, setChoiceState] = useState<ColorModeChoice | null>(null);
  const choice = bootedChoice ?? initialChoice(null, config);
  const prefersDark = useMediaQuery(DARK_QUERY, false);
  const mode = resolveMode(choice, prefersDark);

  useEffect(() => setChoiceState(readBootChoice(config)), [config]);

  useEffect(() => {
    if (bootedChoice === null) return;
    const root = document.documentElement;
    root.setAttribute("data-theme", mode);
    root.setAttribute("data-theme-choice", choice);
  }, [mode, choice, bootedChoice]);

  // Another tab changed the choice.
  useEffect(() => getStorage().subscribe(STORAGE_KEYS.theme, (value) => setChoiceState(initialChoice(value, config))), [config]);

  const setChoice = useCallback((value: ColorModeChoice) => {
    setChoiceState(value);
    getStorage().set(STORAGE_KEYS.theme, value);
  }, []);

  const next = nextChoice(choice, config, prefersDark);
  const value = useMemo<ColorModeState>(() => ({ choice, mode, next, setChoice, toggle: () => setChoice(next) }), [choice, mode, next, setChoice]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error("useColorMode must be used inside <ColorModeProvider> (gatsby-browser wraps every page in it).");
  return state;
}
