import { loadCodeFocus, onCodeFocus, onCodeKeyDown } from "../../src/ui/behaviours/code-focus-on-demand";

/**
 * The keyboard model of code blocks loads on first use (src/ui/behaviours/code-focus-on-demand.ts). A key
 * pressed before it has arrived is not lost: it is held, kept from scrolling, and played once it is there.
 * (This file's module registry is its own, so the model starts unloaded here.)
 */
function block() {
  document.body.innerHTML = `<pre tabindex="-1"><span class="tw" tabindex="0">a</span> = <span class="tw" tabindex="-1">b</span></pre>`;
  const pre = document.querySelector("pre") as HTMLPreElement;
  const [a, b] = Array.from(pre.querySelectorAll<HTMLElement>(".tw"));
  pre.addEventListener("focusin", (event) => onCodeFocus(event)); // as useCodeBody's onFocus
  return { pre, a, b };
}

const key = (key: string, target: HTMLElement, currentTarget: HTMLElement) => ({ key, target, currentTarget, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, preventDefault: jest.fn() });

describe("the keyboard model before it has loaded", () => {
  it("holds a key that moves (no scrolling meanwhile), then plays it", async () => {
    const { pre, a, b } = block();
    a.focus();
    const right = key("ArrowRight", a, pre);
    onCodeKeyDown(right);
    expect(right.preventDefault).toHaveBeenCalled();
    expect(document.activeElement).toBe(a); // not yet
    await loadCodeFocus();
    await Promise.resolve();
    expect(document.activeElement).toBe(b);
    expect(b.tabIndex).toBe(0);
    expect(a.tabIndex).toBe(-1);

    // Loaded now: keys and focus are handled at once.
    const left = key("ArrowLeft", b, pre);
    onCodeKeyDown(left);
    expect(document.activeElement).toBe(a);
    expect(a.tabIndex).toBe(0);
  });

  it("lets other keys keep their meaning while it loads", () => {
    const { pre, a } = block();
    const tab = key("Tab", a, pre);
    const shifted = { ...key("ArrowRight", a, pre), shiftKey: true };
    onCodeKeyDown(tab);
    onCodeKeyDown(shifted);
    expect(tab.preventDefault).not.toHaveBeenCalled();
    expect(shifted.preventDefault).not.toHaveBeenCalled();
  });
});
