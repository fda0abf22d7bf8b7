import { cloneElement, isValidElement, type ReactNode } from "react";
import { TAG_MANAGER_FALLBACK_KEY } from "../internals";

export const TAG_MANAGER_FRAME_TITLE = "Google Tag Manager";

/**
 * gatsby-plugin-google-tagmanager writes its no-JavaScript fallback, a hidden <iframe>, without
 * a title, which every frame needs (HTML and accessibility checkers flag it), and the plugin has
 * no option for one. The rest of the element is the plugin's; this adds the title.
 */
export function titleTagManagerFallback(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<{ dangerouslySetInnerHTML?: { __html: string } }>(component) || component.key !== TAG_MANAGER_FALLBACK_KEY) return component;
    const html = component.props.dangerouslySetInnerHTML?.__html;
    if (!html || html.includes("<iframe title=")) return component;
    return cloneElement(component, { dangerouslySetInnerHTML: { __html: html.replace("<iframe ", `<iframe title="${TAG_MANAGER_FRAME_TITLE}" `) } });
  });
}
