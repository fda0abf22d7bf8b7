import type { ColorModeConfig } from "../../config/site";

export type ColorMode = "light" | "dark";
export type ColorModeChoice = "system" | ColorMode;

const CHOICES: readonly ColorModeChoice[] = ["system", "light", "dark"];

export function isColorModeChoice(value: unknown): value is ColorModeChoice {
  return typeof value === "string" && (CHOICES as readonly string[]).includes(value);
}

/** The stored choice, or the configured default when nothing valid is stored. */
export function initialChoice(stored: string | null, config: ColorModeConfig): ColorModeChoice {
  if (isColorModeChoice(stored)) return stored;
  return config.respectPrefersColorScheme ? "system" : config.defaultMode;
}

export function resolveMode(choice: ColorModeChoice, systemPrefersDark: boolean): ColorMode {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

/** The switch's next choice: light -> dark -> light, or system -> light -> dark -> system when respecting the system. */
export function nextChoice(choice: ColorModeChoice, config: ColorModeConfig, systemPrefersDark: boolean): ColorModeChoice {
  if (config.respectPrefersColorScheme) {
    return choice === "system" ? "light" : choice === "light" ? "dark" : "system";
  }
  return resolveMode(choice, systemPrefersDark) === "light" ? "dark" : "light";
}

export function choiceLabel(choice: ColorModeChoice): string {
  return choice === "system" ? "system mode" : `${choice} mode`;
}

export const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * A tiny script run before first paint (inlined by gatsby-ssr) so the stored
 * mode applies without a flash. It is static for a given config, so a CSP can
 * allow it by hash.
 */
export function colorModeBootScript(config: ColorModeConfig, storageKey: string): string {
  const fallback = config.respectPrefersColorScheme ? "system" : config.defaultMode;
  return `(function(){var c;try{c=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}if(c!=="light"&&c!=="dark"&&c!=="system")c=${JSON.stringify(fallback)};var m=c;if(c==="system"){try{m=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light"}catch(e){m="light"}}var d=document.documentElement;d.setAttribute("data-theme",m);d.setAttribute("data-theme-choice",c)})();`;
}
