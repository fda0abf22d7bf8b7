import { ROUTER_FOCUS_WRAPPER_ID } from "../runtime";

/** The element a `#hash` names, or null (an undecodable or empty hash names nothing). */
export function hashTarget(hash: string, doc: Document = document): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}


/**
 * After a client-side navigation to `#section`, keyboard focus goes to the section, so that the
 * next Tab continues from there. Without it, Gatsby's router focuses its page wrapper after a
 * change of page, in an effect after the route update (the next Tab goes back to the skip link),
 * and a history push moves no focus at all. So the target takes focus now, and again if the
 * wrapper takes it. The returned function stops watching (at the next route change). The target
 * takes focus without scrolling: Gatsby scrolls to it.
 */
export function focusHashTarget(hash: string, doc: Document = document): () => void {
  const target = hashTarget(hash, doc);
  if (!target) return () => undefined;
  // Focusable by script only (a heading is not focusable otherwise); Tab does not stop on it.
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  const focusTarget = () => target.focus({ preventScroll: true });
  // The route updates a frame or two after a jump the browser made itself (the skip link, a
  // contents link): a reader who has tabbed on into the section by then keeps that focus.
  const active = doc.activeElement;
  if (!active || !target.contains(active)) focusTarget();
  const wrapper = doc.getElementById(ROUTER_FOCUS_WRAPPER_ID);
  wrapper?.addEventListener("focus", focusTarget, { once: true });
  return () => wrapper?.removeEventListener("focus", focusTarget);
}
