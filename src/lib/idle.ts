import { SCHEDULER_FRAME_MS } from "../config/constants";

type IdleDeadline = { timeRemaining(): number };

/**
 * Runs `step` in idle time, a slice of at most 5 ms per frame, until it returns
 * true (done). Returns a function that cancels what is left.
 */
export function runWhenIdle(step: () => boolean, frameBudgetMs: number = SCHEDULER_FRAME_MS): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const hasIdle = typeof window !== "undefined" && "requestIdleCallback" in window;
  const schedule = (callback: (deadline: IdleDeadline) => void) => {
    handle = hasIdle ? window.requestIdleCallback(callback) : window.setTimeout(() => callback({ timeRemaining: () => frameBudgetMs }), 1);
  };
  const tick = (deadline: IdleDeadline) => {
    if (cancelled) return;
    const start = Date.now();
    const budget = Math.min(frameBudgetMs, Math.max(deadline.timeRemaining(), 1));
    while (Date.now() - start < budget) {
      if (step()) return;
    }
    schedule(tick);
  };
  schedule(tick);
  return () => {
    cancelled = true;
    if (handle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** Resolves in a later task, so that the work after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
