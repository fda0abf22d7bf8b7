/**
 * Runs `callback` once document.title passes `isReady`, checked on the next
 * frame and after every change to <head>, or after `timeoutMs` regardless.
 * Gatsby's Head API replaces the <title> element a moment after each route
 * update (leaving none in between). The returned function runs the callback
 * at once instead, if it has not run yet.
 */
export function whenTitle(isReady: (title: string) => boolean, callback: () => void, timeoutMs: number): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
    callback();
  };
  const check = () => {
    if (isReady(document.title)) run();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = window.setTimeout(run, timeoutMs);
  const frame = window.requestAnimationFrame(check);
  return run;
}
