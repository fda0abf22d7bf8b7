import React from "react";
import { act, fireEvent, render } from "@testing-library/react";
import { CodeBlock } from "../../../../src/ui/components/mdx/CodeBlock";
import { closeTypePopupsOnEscape } from "../../../../src/ui/behaviours/type-popups";

/**
 * The keyboard model of a code block's body (src/ui/behaviours/code-focus.ts, src/ui/hooks/useCodeBody.ts):
 * one Tab stop per block, the arrow keys among its names, Escape and Tab out. The whole path on a real
 * page, with layout, is tests/e2e/code/keyboard.spec.ts.
 */
const name = (text: string, tabIndex: number) => `<span class="tw" tabindex="${tabIndex}" aria-description="const ${text}: number">${text}</span>`;
/** Two lines: `a = b` and `c = d` (typed-html.ts: the first name is the block's Tab stop). */
const TYPED = `${name("a", 0)} = ${name("b", -1)}\n${name("c", -1)} = ${name("d", -1)};`;

function renderTyped() {
  const { container } = render(<CodeBlock language="ts" html={TYPED} />);
  const pre = container.querySelector("pre") as HTMLPreElement;
  const names = Object.fromEntries(Array.from(pre.querySelectorAll<HTMLElement>(".tw")).map((element) => [element.textContent, element]));
  // Two lines 20 px apart, names 40 px apart across (jsdom has no layout).
  const boxes: Record<string, [number, number]> = { a: [0, 0], b: [40, 0], c: [0, 20], d: [40, 20] };
  for (const [text, [left, top]] of Object.entries(boxes)) {
    names[text].getBoundingClientRect = () => ({ left, top, right: left + 10, bottom: top + 16, width: 10, height: 16, x: left, y: top, toJSON: () => ({}) });
  }
  return { pre, names };
}

/** A key as the page gets it: the block's handler, then the page's one listener (useSearchDialog, which closes popups). */
function press(key: string, options: { shiftKey?: boolean } = {}) {
  const target = document.activeElement as HTMLElement;
  fireEvent.keyDown(target, { key, ...options });
  closeTypePopupsOnEscape(new KeyboardEvent("keydown", { key }));
}

const stops = (pre: HTMLElement) => Array.from(pre.querySelectorAll<HTMLElement>('[tabindex="0"]')).map((element) => element.textContent);

describe("keyboard through a code block with types", () => {
  it("is one Tab stop, its first name; the block itself is only focusable by script", () => {
    const { pre } = renderTyped();
    expect(stops(pre)).toEqual(["a"]);
    expect(pre).toHaveAttribute("tabindex", "-1");
    expect(pre).toHaveAttribute("role", "group");
    expect(pre).toHaveAccessibleDescription("Arrow keys go through the names and their types.");
  });

  it("moves among names with the arrow keys, Home and End, and the Tab stop moves along", () => {
    const { pre, names } = renderTyped();
    act(() => names.a.focus());
    press("ArrowRight");
    expect(document.activeElement).toBe(names.b);
    expect(stops(pre)).toEqual(["b"]);
    press("ArrowDown");
    expect(document.activeElement).toBe(names.d);
    press("ArrowLeft");
    expect(document.activeElement).toBe(names.c);
    press("ArrowUp");
    expect(document.activeElement).toBe(names.a);
    press("End");
    expect(document.activeElement).toBe(names.d);
    press("Home");
    expect(document.activeElement).toBe(names.a);
    expect(stops(pre)).toEqual(["a"]);
  });

  it("at the ends the arrow keys keep their own meaning (they scroll)", () => {
    const { names } = renderTyped();
    act(() => names.d.focus());
    const event = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    names.d.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(names.d);
  });

  it("Tab and keys with a modifier keep their own meaning", () => {
    const { names } = renderTyped();
    act(() => names.a.focus());
    for (const init of [{ key: "Tab" }, { key: "ArrowRight", shiftKey: true }, { key: "ArrowDown", altKey: true }]) {
      const event = new KeyboardEvent("keydown", { ...init, bubbles: true, cancelable: true });
      names.a.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(document.activeElement).toBe(names.a);
    }
  });

  it("a click or tap on a name makes it the stop", () => {
    const { pre, names } = renderTyped();
    act(() => names.c.focus());
    expect(stops(pre)).toEqual(["c"]);
  });

  it("Escape closes the type first, then leaves the names for the block; an arrow key goes back to the name", () => {
    const { pre, names } = renderTyped();
    act(() => names.b.focus());
    press("Escape");
    expect(document.documentElement).toHaveClass("tw-closed");
    expect(document.activeElement).toBe(names.b);
    press("Escape");
    expect(document.activeElement).toBe(pre);
    press("ArrowDown");
    expect(document.activeElement).toBe(names.b);
    expect(document.documentElement).not.toHaveClass("tw-closed");
  });

  it("Tab from the block itself skips its own name once (the browser then moves past the block)", () => {
    jest.useFakeTimers();
    const { pre, names } = renderTyped();
    act(() => names.b.focus());
    press("Escape");
    press("Escape");
    fireEvent.keyDown(pre, { key: "Tab" });
    expect(stops(pre)).toEqual([]);
    act(() => jest.runAllTimers()); // however long the browser takes to move focus on
    expect(stops(pre)).toEqual([]);
    act(() => pre.blur()); // focus has left the block
    expect(stops(pre)).toEqual(["b"]);
    jest.useRealTimers();
  });
});

describe("a code block without types", () => {
  const wide = (scrollWidth: number) => {
    Object.defineProperty(HTMLElement.prototype, "scrollWidth", { configurable: true, get: () => scrollWidth });
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 300 });
  };
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });

  it("is a Tab stop while it scrolls sideways, and none once it fits", () => {
    wide(500);
    const { container } = render(<CodeBlock language="bash" html="npm install --save @rkrupinski/stan" />);
    const pre = container.querySelector("pre") as HTMLPreElement;
    expect(pre).toHaveAttribute("tabindex", "0");
    wide(300);
    act(() => void window.dispatchEvent(new Event("resize")));
    expect(pre).not.toHaveAttribute("tabindex");
    expect(pre).toHaveAccessibleName("Bash code");
  });
});
