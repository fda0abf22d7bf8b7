import React from "react";
import { useColorMode } from "../hooks/useColorMode";
import { choiceLabel } from "../behaviours/color-mode";
import * as styles from "./ColorModeToggle.module.css";

const SUN = "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z";
const MOON = "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z";

function Icon({ path, mode }: { path: string; mode: "light" | "dark" }) {
  return (
    <svg className={mode === "light" ? styles.light : styles.dark} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

/**
 * The switch says what it will do. Its icon shows the mode in force; both
 * icons are rendered and CSS picks one from <html data-theme>, so the icon is
 * right from the first paint, before React has read the stored choice.
 */
export function ColorModeToggle() {
  const { choice, mode, next, toggle } = useColorMode();
  const label = `Switch to ${choiceLabel(next)} (currently ${choiceLabel(choice)})`;
  return (
    <button type="button" className={styles.modeSwitch} onClick={toggle} aria-label={label} title={label} data-color-mode={mode}>
      <Icon path={SUN} mode="light" />
      <Icon path={MOON} mode="dark" />
    </button>
  );
}
