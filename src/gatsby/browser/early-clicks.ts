/**
 * Clicks on buttons before the app has started. The page is readable from its HTML seconds before its
 * scripts arrive on a slow connection, and until React's root exists a click on a button (a sidebar
 * category, the menu, search, the colour mode, Edit) did nothing. The boot script notes each button
 * clicked meanwhile (once, however often), and clicks it again once the page has hydrated, so the
 * reader's click takes effect late instead of never. From the moment React's root exists React holds
 * and replays clicks itself, so noting stops there (`stopNotingEarlyClicks`, in hydrate-in-slices.ts).
 * Copy buttons are left out: the clipboard takes text only during the reader's own click.
 */
const EARLY_CLICKS_GLOBAL = "__stanEarlyClicks";
/** Buttons whose click is not played again. */
const NOT_REPLAYED = ".code-block__copy";
/** Set on <html> once the page has hydrated (src/ui/root.tsx). */
const HYDRATED_ATTRIBUTE = "data-hydrated";

export function earlyClicksBootScript(): string {
  const global = JSON.stringify(EARLY_CLICKS_GLOBAL);
  return (
    `(function(){var h=document.documentElement,q=[];window[${global}]=q;` +
    `function note(e){var b=window[${global}]===q&&e.target instanceof Element&&e.target.closest("button");` +
    `if(b&&!b.matches(${JSON.stringify(NOT_REPLAYED)})&&q.indexOf(b)<0)q.push(b)}` +
    `addEventListener("click",note,true);` +
    `new MutationObserver(function(m,o){if(!h.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)}))return;o.disconnect();removeEventListener("click",note,true);` +
    `q.forEach(function(b){if(b.isConnected)b.click()})}).observe(h,{attributes:true,attributeFilter:[${JSON.stringify(HYDRATED_ATTRIBUTE)}]})})();`
  );
}

/** React's root is about to exist: clicks from now on are React's to replay. */
export function stopNotingEarlyClicks(): void {
  (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL] = null;
}
