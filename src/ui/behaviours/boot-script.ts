import type { SiteConfig } from "../../config/site";
import { STORAGE_KEYS } from "../../config/constants";
import { colorModeBootScript } from "./color-mode";
import { addressGuardScript } from "../../gatsby/browser/safe-location";
import { earlyClicksBootScript } from "../../gatsby/browser/early-clicks";
import { platformBootScript } from "./platform";
import { frameworkBootScript } from "./framework-choice";

/**
 * Runs before first paint: replaces an address the router cannot decode (see
 * safe-location.ts), applies the stored colour mode, hides an announcement the
 * reader already dismissed, marks Apple platforms (the search shortcut's hint) and the
 * reader's framework (framework-choice.ts: its tabs show from the start), so none of them
 * flashes or moves on load. And notes the buttons clicked before the app starts, to
 * click them once it has (early-clicks.ts).
 */
export function bootScript(config: SiteConfig): string {
  const bar = config.announcementBar;
  const announcement = bar
    ? `(function(){var x=false;try{x=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(bar.id)}&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})==="true"}catch(e){}document.documentElement.setAttribute("data-announcement-dismissed",String(x))})();`
    : "";
  return addressGuardScript(config.pathPrefix) + colorModeBootScript(config.colorMode, STORAGE_KEYS.theme) + announcement + platformBootScript() + frameworkBootScript() + earlyClicksBootScript();
}
