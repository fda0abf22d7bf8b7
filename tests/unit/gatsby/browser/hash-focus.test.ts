import { focusHashTarget, hashTarget } from "../../../../src/gatsby/browser/hash-focus";
import { ROUTER_FOCUS_WRAPPER_ID } from "../../../../src/gatsby/runtime";

beforeEach(() => {
  document.body.innerHTML = `<div id="${ROUTER_FOCUS_WRAPPER_ID}" tabindex="-1"><h2 id="options">Options</h2><a id="link" href="#x">x</a><h2 id="caf%C3%A9">Café</h2></div>`;
});

const wrapper = () => document.getElementById(ROUTER_FOCUS_WRAPPER_ID)!;

describe("focus after a jump to #section", () => {
  it("finds the target of a hash, decoded; nothing for an empty or undecodable one", () => {
    expect(hashTarget("#options")?.textContent).toBe("Options");
    expect(hashTarget("#caf%25C3%25A9")?.textContent).toBe("Café");
    expect(hashTarget("#")).toBeNull();
    expect(hashTarget("#%E0%A4%A")).toBeNull();
  });

  it("focuses the section (focusable by script only) and takes it back when the router focuses its wrapper", () => {
    const stop = focusHashTarget("#options");
    const heading = document.getElementById("options")!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
    wrapper().focus(); // Gatsby's router, after a change of page
    expect(document.activeElement).toBe(heading);
    stop();
  });

  it("stops watching the wrapper once told, so a later page's focus is the router's", () => {
    const stop = focusHashTarget("#options");
    stop();
    wrapper().focus();
    expect(document.activeElement).toBe(wrapper());
  });

  it("leaves focus where the reader has already moved it inside the section", () => {
    document.body.innerHTML = `<div id="${ROUTER_FOCUS_WRAPPER_ID}" tabindex="-1"><main id="main-content" tabindex="-1"><a id="first" href="/x">x</a></main></div>`;
    document.getElementById("first")!.focus();
    focusHashTarget("#main-content")();
    expect(document.activeElement?.id).toBe("first");
  });

  it("leaves focus alone for a hash that names nothing", () => {
    document.getElementById("link")!.focus();
    focusHashTarget("#missing")();
    expect(document.activeElement?.id).toBe("link");
  });
});
