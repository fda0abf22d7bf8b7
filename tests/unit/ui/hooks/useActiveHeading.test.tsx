import { act, renderHook } from "@testing-library/react";
import { useActiveHeading } from "../../../../src/ui/hooks/useActiveHeading";

/** The table of contents marks the heading the reader is in (issue 4's TOC behaviour). */
describe("active heading", () => {
  const tops: Record<string, number> = { intro: -400, usage: 40, options: 600, errors: 1400 };
  let measured: string[] = [];
  let frames: FrameRequestCallback[] = [];

  beforeEach(() => {
    measured = [];
    frames = [];
    document.body.innerHTML = Object.keys(tops).map((id) => `<h2 id="${id}">${id}</h2>`).join("");
    for (const element of document.querySelectorAll("h2")) {
      element.getBoundingClientRect = () => {
        measured.push(element.id);
        return { top: tops[element.id] } as DOMRect;
      };
    }
    // A page taller than the viewport (jsdom has no layout): not scrolled to the bottom.
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const runFrames = () =>
    act(() => {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback(0));
    });

  it("is the last heading above the line, measured in the next frame, never those further down", () => {
    const { result } = renderHook(() => useActiveHeading(Object.keys(tops), 96));
    expect(measured).toEqual([]);
    runFrames();
    expect(result.current).toBe("usage");
    // "errors" (below "options", the first heading under the line) is never measured: its section may not be laid out.
    expect(measured).toEqual(["intro", "usage", "options"]);
  });

  it("follows scrolling, one measure per frame", () => {
    const { result } = renderHook(() => useActiveHeading(Object.keys(tops), 96));
    runFrames();
    tops.options = 90;
    act(() => {
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("scroll"));
    });
    expect(frames).toHaveLength(1);
    runFrames();
    expect(result.current).toBe("options");
    tops.options = 600;
  });
});
