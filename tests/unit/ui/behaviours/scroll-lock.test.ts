import { lockBodyScroll } from "../../../../src/ui/behaviours/scroll-lock";

describe("body scroll lock (mobile menu and search dialog)", () => {
  it("locks while held and unlocks on release", () => {
    const release = lockBodyScroll();
    expect(document.body).toHaveClass("scroll-locked");
    release();
    expect(document.body).not.toHaveClass("scroll-locked");
  });

  it("stacks: the page stays locked until every holder has released, and a second release is ignored", () => {
    const menu = lockBodyScroll();
    const dialog = lockBodyScroll();
    dialog();
    dialog();
    expect(document.body).toHaveClass("scroll-locked");
    menu();
    expect(document.body).not.toHaveClass("scroll-locked");
  });
});
