/** The link an event happened on (the target or one of its ancestors), if any. */
export function linkOf(event: Event): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** Whether an event (a click) is on a link to a #hash: following it jumps to a target. */
export function isHashLinkEvent(event: Event): boolean {
  return Boolean(linkOf(event)?.hash);
}
