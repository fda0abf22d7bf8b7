import { loadCodeFocus, onCodeFocus, onCodeKeyDown } from "../../../../src/ui/behaviours/code-focus-on-demand";

/**
 * The keyboard model of code blocks loads on first use (src/ui/behaviours/code-focus-on-demand.ts). A key
 * pressed before it has arrived is not lost: it is held, kept from scrolling, and played once it is there.
 * (This file's module registry is its own, so the model starts unloaded here.)
 */
function block() {
  document.body.innerHTML = `<pre tabindex="-1"><span class="tw" tabindex="0">a</span> = <span class="tw" tabindex="-1">b</span>(<span class="tw" tabindex="-1">c</span>)</pre>`;
  const pre = document.querySelector("pre") as HTMLPreElement;
  const [a, b, c] = Array.from(pre.querySelectorAll<HTMLElement>(".tw"));
  pre.addEventListener("focusin", (event) => onCodeFocus(event)); // as useCodeBody's onFocus
  return { pre, a, b, c };
}

const key = (key: string, target: HTMLElement, currentTarget: HTMLElement) => ({ key, target, currentTarget, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, preventDefault: jest.fn() });

describe("the keyboard model before it has loaded", () => {
  it("holds keys that move (no scrolling meanwhile), then plays them in order, each from where the last one left focus", async () => {
    const { pre, a, b, c } = block();
    a.focus();
    // Both pressed on the first name, before the model has arrived.
    const right = key("ArrowRight", a, pre);
    const again = key("ArrowRight", a, pre);
    onCodeKeyDown(right);
    onCodeKeyDown(again);
    expect(right.preventDefault).toHaveBeenCalled();
    expect(again.preventDefault).toHaveBeenCalled();
    expect(document.activeElement).toBe(a); // not yet
    await loadCodeFocus();
    await Promise.resolve();
    expect(document.activeElement).toBe(c);
    expect(c.tabIndex).toBe(0);
    expect([a.tabIndex, b.tabIndex]).toEqual([-1, -1]);

    // Loaded now: keys and focus are handled at once.
    const left = key("ArrowLeft", c, pre);
    onCodeKeyDown(left);
    expect(document.activeElement).toBe(b);
    expect(b.tabIndex).toBe(0);
  });

  it("plays a held Escape as it was pressed: the first closes the type and keeps the name, though the page's listener has run since", async () => {
    jest.resetModules();
    const fresh = await import("../../../../src/ui/behaviours/code-focus-on-demand");
    const { closeTypePopupsOnEscape } = await import("../../../../src/ui/behaviours/type-popups");
    const { pre, a } = block();
    a.focus();
    document.documentElement.classList.remove("tw-closed");
    const escape = key("Escape", a, pre);
    fresh.onCodeKeyDown(escape);
    // The page's one keyboard listener sees the same key after the block (useSearchDialog).
    closeTypePopupsOnEscape(new KeyboardEvent("keydown", { key: "Escape" }));
    await fresh.loadCodeFocus();
    await Promise.resolve();
    expect(document.activeElement).toBe(a);
    // The second Escape, types closed when pressed, leaves the name for the block.
    fresh.onCodeKeyDown(key("Escape", a, pre));
    expect(document.activeElement).toBe(pre);
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
