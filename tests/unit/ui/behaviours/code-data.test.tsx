import React from "react";
import { act, fireEvent, render } from "@testing-library/react";
import { CodeBlock } from "../../../../src/ui/components/mdx/CodeBlock";
import { loadCodeData } from "../../../../src/ui/behaviours/code-data";

/**
 * A typed block's names get their quick info from the page's code data when a reader first reaches for the
 * block (src/ui/behaviours/code-data.ts, src/ui/hooks/useCodeBody.ts): the pointer enters it (a mouse, a tap)
 * or focus does. The whole path on a real page, with CSS showing the popup: tests/e2e/code/types.spec.ts.
 */
const name = (text: string, tabIndex: number) => `<span class="tw" tabindex="${tabIndex}">${text}</span>`;
/** As the page has it: names without their quick info (src/pipeline/code/code-data.ts). */
const TYPED = `${name("a", 0)} = ${name("b", -1)};`;
const TYPES = ["const a: number", "const b: number"];

const pending = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
};

function renderTyped(types: () => Promise<readonly string[]>) {
  const { container } = render(<CodeBlock language="ts" html={TYPED} data={{ types, source: () => Promise.resolve(null) }} />);
  const pre = container.querySelector("pre") as HTMLPreElement;
  const names = Array.from(pre.querySelectorAll<HTMLElement>(".tw"));
  return { pre, names };
}

const descriptions = (names: HTMLElement[]) => names.map((element) => element.getAttribute("aria-description"));

describe("a typed block's quick info", () => {
  it("is not in the page until a reader reaches for the block; the pointer entering it fetches it once and gives each name its own", async () => {
    const types = jest.fn(() => Promise.resolve(TYPES));
    const { pre, names } = renderTyped(types);
    expect(descriptions(names)).toEqual([null, null]);
    expect(types).not.toHaveBeenCalled();
    await act(async () => fireEvent.pointerEnter(pre));
    expect(descriptions(names)).toEqual(TYPES);
    // Reaching for it again asks for nothing more.
    await act(async () => fireEvent.pointerEnter(pre));
    await act(async () => names[1].focus());
    expect(types).toHaveBeenCalledTimes(1);
  });

  it("comes with focus too; a name that had focus before it came has it said once, politely", async () => {
    jest.useFakeTimers();
    try {
      const arrival = pending<readonly string[]>();
      const { names } = renderTyped(() => arrival.promise);
      await act(async () => names[0].focus());
      expect(names[0]).toHaveFocus();
      expect(document.querySelector('[role="status"]')).toBeNull();
      await act(async () => arrival.resolve(TYPES));
      expect(descriptions(names)).toEqual(TYPES);
      await act(async () => jest.advanceTimersByTime(100));
      const status = document.querySelector('[role="status"]');
      expect(status).toHaveTextContent("const a: number");
      expect(status).toHaveClass("visually-hidden");
    } finally {
      jest.useRealTimers();
    }
  });

  it("is asked for again at the next reach when it did not come", async () => {
    const types = jest.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(TYPES);
    const { pre, names } = renderTyped(types);
    await act(async () => fireEvent.pointerEnter(pre));
    expect(descriptions(names)).toEqual([null, null]);
    await act(async () => fireEvent.pointerEnter(pre));
    expect(descriptions(names)).toEqual(TYPES);
    expect(types).toHaveBeenCalledTimes(2);
  });
});

describe("a page's code data file", () => {
  it("is fetched once per page however many blocks ask, and again after a failure", async () => {
    const data = { types: [TYPES], sources: [null] };
    const fetchFile = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(data) });
    await expect(loadCodeData("/stan/code-data/a.json", fetchFile)).rejects.toThrow("/stan/code-data/a.json: 503");
    await expect(Promise.all([loadCodeData("/stan/code-data/a.json", fetchFile), loadCodeData("/stan/code-data/a.json", fetchFile)])).resolves.toEqual([data, data]);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });
});
