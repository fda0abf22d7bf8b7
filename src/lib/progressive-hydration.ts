/**
 * Progressive hydration. Hydrating a long page in one go is one long task on a slow phone
 * (the page cannot respond meanwhile). So during the first hydration each part wrapped in
 * <HydrateLater> (src/components/HydrateLater.tsx: the sidebar, the tables of contents, the
 * footer, each section of a doc body...) suspends, Preact keeps its server-rendered DOM as
 * it is, and the parts are then hydrated one per task, in the order they suspended, after the
 * rest of the page (a part inside another, such as a body section, suspends when its outer part hydrates). Client-side navigations render normally.
 */
type Phase = "off" | "hydrating" | "done";

let phase: Phase = "off";
const released = new Set<string>();
const queue: Array<() => void> = [];
let draining = false;
let shellHydrated = false;
let whenDone: Array<() => void> = [];

/** Called before the first render in the browser (gatsby-browser onClientEntry). */
export function beginInitialHydration(): void {
  phase = "hydrating";
}

/** Whether the part named `part` must wait for its turn (only during the first hydration). */
export function mustWait(part: string): boolean {
  return phase === "hydrating" && !released.has(part);
}

/** Resolves in a later task, when the part named `part` may hydrate. */
export function waitForTurn(part: string): Promise<void> {
  return new Promise((resolve) => {
    queue.push(() => {
      released.add(part);
      resolve();
    });
    drainSoon();
  });
}

/** Calls `callback` when the shell and every deferred part are hydrated (at once when hydration was not progressive). */
export function afterInitialHydration(callback: () => void): void {
  if (phase !== "hydrating") {
    callback();
    return;
  }
  whenDone.push(callback);
  shellHydrated = true;
  drainSoon();
}

function drainSoon(): void {
  if (draining) return;
  draining = true;
  setTimeout(step, 0);
}

// One part per task: the re-render a release triggers runs in this task's microtasks.
function step(): void {
  const next = queue.shift();
  if (next) {
    next();
    setTimeout(step, 0);
    return;
  }
  draining = false;
  if (!shellHydrated) return;
  phase = "done";
  released.clear();
  const callbacks = whenDone;
  whenDone = [];
  callbacks.forEach((callback) => callback());
}

/** Back to the start (unit tests only). */
export function resetProgressiveHydrationForTests(): void {
  phase = "off";
  released.clear();
  queue.length = 0;
  draining = false;
  shellHydrated = false;
  whenDone = [];
}
