import { focusableIn, trapTab } from "../../../../src/ui/behaviours/focus-trap";

function modal(html: string): HTMLElement {
  document.body.innerHTML = `<button id="outside">outside</button><div id="modal">${html}</div>`;
  return document.getElementById("modal")!;
}

function tab(container: HTMLElement, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key: "Tab", shiftKey, cancelable: true });
  trapTab(event, container);
  return event;
}

describe("focus trap (menu and search dialog)", () => {
  it("lists what Tab reaches, skipping disabled controls and hidden branches", () => {
    const container = modal('<a href="#a" id="a">a</a><button disabled>off</button><div hidden><a href="#h">h</a></div><input id="i"><span tabindex="-1">no</span>');
    expect(focusableIn(container).map((element) => element.id)).toEqual(["a", "i"]);
  });

  it("wraps Tab from the last element to the first and Shift+Tab from the first to the last", () => {
    const container = modal('<button id="first">1</button><button id="last">2</button>');
    document.getElementById("last")!.focus();
    expect(tab(container).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe("first");
    expect(tab(container, true).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe("last");
  });

  it("leaves Tab alone between inner elements and pulls focus back in from outside", () => {
    const container = modal('<button id="first">1</button><button id="last">2</button>');
    document.getElementById("first")!.focus();
    expect(tab(container).defaultPrevented).toBe(false);
    document.getElementById("outside")!.focus();
    tab(container);
    expect(document.activeElement?.id).toBe("first");
  });

  it("keeps focus put when nothing inside can take it, and ignores other keys", () => {
    const container = modal("<p>text</p>");
    expect(tab(container).defaultPrevented).toBe(true);
    const enter = new KeyboardEvent("keydown", { key: "Enter", cancelable: true });
    trapTab(enter, container);
    expect(enter.defaultPrevented).toBe(false);
  });
});
