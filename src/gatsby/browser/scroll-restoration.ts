/**
 * Leaves scroll restoration to Gatsby. With the browser's default ("auto"),
 * back/forward first restore the position themselves, while the old page is
 * still shown, and Gatsby records that position against the old page: going
 * forward to it later lands at the wrong place. Gatsby restores positions on
 * back/forward and reload from its own per-entry record, and scrolls to the
 * hash target or the top after other navigations.
 */
export function leaveScrollRestorationToGatsby(history: History = window.history): void {
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
}
