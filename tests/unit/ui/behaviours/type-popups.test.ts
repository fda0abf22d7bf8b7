import { closeTypePopupsOnEscape } from "../../../../src/ui/behaviours/type-popups";

/** Escape closes a sample's type popup (src/ui/styles/code-types.css hides them under `tw-closed`); the next key opens them again. */
describe("type popups", () => {
  const closed = () => document.documentElement.classList.contains("tw-closed");

  it("closes on Escape and reopens on the next key", () => {
    closeTypePopupsOnEscape(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(closed()).toBe(true);
    closeTypePopupsOnEscape(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(closed()).toBe(false);
  });
});
