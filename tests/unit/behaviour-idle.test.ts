import { runWhenIdle } from "../../src/lib/idle";
import { SCHEDULER_FRAME_MS } from "../../src/config/constants";

type IdleCallback = (deadline: { timeRemaining(): number }) => void;
/** jsdom has no requestIdleCallback: the tests install a controllable one. */
type IdleWindow = { requestIdleCallback?: (callback: IdleCallback) => number; cancelIdleCallback?: (handle: number) => void };

describe("idle work in 5 ms frames (issue 4.14)", () => {
  const idleWindow = window as unknown as IdleWindow;
  let queue: IdleCallback[];
  let now: number;

  beforeEach(() => {
    queue = [];
    now = 0;
    jest.spyOn(Date, "now").mockImplementation(() => now);
    idleWindow.requestIdleCallback = (callback) => queue.push(callback);
    idleWindow.cancelIdleCallback = (handle) => {
      queue[handle - 1] = () => undefined;
    };
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete idleWindow.requestIdleCallback;
    delete idleWindow.cancelIdleCallback;
  });

  /** Runs the next idle callback with `idleMs` to spare. */
  const idle = (idleMs: number) => queue.shift()!({ timeRemaining: () => idleMs });

  it("works at most 5 ms per idle period, even when the browser offers more, until the work is done", () => {
    expect(SCHEDULER_FRAME_MS).toBe(5);
    const steps: number[] = [];
    runWhenIdle(() => {
      steps.push(now);
      now += 1; // each step takes 1 ms
      return steps.length === 12;
    });
    idle(50);
    expect(steps).toEqual([0, 1, 2, 3, 4]);
    idle(50);
    expect(steps).toHaveLength(10);
    expect(queue).toHaveLength(1);
    idle(2); // a short idle period: only what fits
    expect(steps).toHaveLength(12);
    expect(queue).toHaveLength(0); // done: nothing more scheduled
  });

  it("can be cancelled", () => {
    const step = jest.fn(() => {
      now += 1;
      return false;
    });
    const cancel = runWhenIdle(step);
    idle(50);
    expect(step).toHaveBeenCalledTimes(5);
    cancel();
    queue.forEach((callback) => callback({ timeRemaining: () => 50 }));
    expect(step).toHaveBeenCalledTimes(5);
  });

  it("falls back to timers without requestIdleCallback", () => {
    delete idleWindow.requestIdleCallback;
    jest.useFakeTimers({ doNotFake: ["Date"] });
    let calls = 0;
    runWhenIdle(() => {
      calls += 1;
      now += 1;
      return calls === 7;
    });
    jest.advanceTimersByTime(1);
    expect(calls).toBe(5);
    jest.advanceTimersByTime(1);
    expect(calls).toBe(7);
    jest.useRealTimers();
  });
});
