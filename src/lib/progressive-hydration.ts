/**
 * Progressive hydration of a doc's body. Hydrating a long page in one go is one long task
 * on a slow phone (the page cannot respond meanwhile). So during the first hydration each
 * section of the body (src/components/mdx/HydrationChunk.tsx) suspends, Preact keeps its
 * server-rendered DOM as it is, and the sections are then hydrated one per task, after the
 * page shell. Client-side navigations render normally.
 */
type Phase = "off" | "hydrating" | "done";

let phase: Phase = "off";
const released = new Set<number>();
const queue: Array<() => void> = [];
let draining = false;
let shellHydrated = false;
let whenDone: Array<() => void> = [];

/** Called before the first render in the browser (gatsby-browser onClientEntry). */
export function beginInitialHydration(): void {
  phase = "hydrating";
}

/** Whether section `index` must wait for its turn (only during the first hydration). */
export function mustWait(index: number): boolean {
  return phase === "hydrating" && !released.has(index);
}

/** Resolves in a later task, when section `index` may hydrate. */
export function waitForTurn(index: number): Promise<void> {
  return new Promise((resolve) => {
    queue.push(() => {
      released.add(index);
      resolve();
    });
    drainSoon();
  });
}

/** Calls `callback` when the shell and every section are hydrated (at once when hydration was not progressive). */
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

// One section per task: the re-render a release triggers runs in this task's microtasks.
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
