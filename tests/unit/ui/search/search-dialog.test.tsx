import React from "react";
import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { STORAGE_KEYS } from "../../../../src/config/constants";
import { createSearchEngine, type SearchEngine } from "../../../../src/ui/search/search-engine";
import { loadSearchEngine } from "../../../../src/ui/search/search-loader";
import type { SearchSection } from "../../../../src/shared/search/search-index-config";
import { resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import { buildSearchIndex } from "../../../../src/pipeline/search/search-index";
import { SearchButton } from "../../../../src/ui/search/SearchButton";
import { resetCarriedSearchForTests } from "../../../../src/ui/search/useSearchDialog";
import { moveActive } from "../../../../src/ui/search/searchOptions";
import { useActiveOption } from "../../../../src/ui/search/useActiveOption";

jest.mock("../../../../src/ui/search/search-loader", () => ({ loadSearchEngine: jest.fn() }));
const loadEngine = loadSearchEngine as jest.MockedFunction<typeof loadSearchEngine>;

const section = (id: number, fields: Partial<SearchSection>): SearchSection => ({ id, title: "", summary: "", page: "", path: "", category: "", anchor: "", heading: "", parent: "", text: "", code: "", name: "", kind: "", definedAt: "", ...fields });
const SECTIONS = [
  section(0, { title: "selector", page: "selector", path: "/stan/docs/api/selector", category: "API", text: "selector defines derived state." }),
  section(1, { page: "selector", path: "/stan/docs/api/selector", category: "API", anchor: "signal", heading: "signal", text: "Each evaluation gets an AbortSignal; Stan will abort the previous signal." }),
  section(2, { title: "Store", page: "Store", path: "/stan/docs/api/store", category: "API", text: "A store holds state; abort is never called here, but a signal is mentioned." }),
];
const engine: SearchEngine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(SECTIONS))));

// jsdom has no layout: the dialog scrolls the active option into view.
Element.prototype.scrollIntoView = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  resetStorageForTests();
  resetCarriedSearchForTests();
  loadEngine.mockReset();
  loadEngine.mockResolvedValue(engine);
  (navigate as jest.Mock).mockClear();
});

function setup() {
  render(
    <>
      <button type="button">Before</button>
      <SearchButton />
    </>,
  );
  return screen.getByRole("button", { name: "Search" });
}

async function openWithShortcut(init: KeyboardEventInit = { key: "k", ctrlKey: true }) {
  fireEvent.keyDown(document.body, init);
  // The first open compiles and loads the dialog's module: allow for a slow machine.
  return screen.findByRole("dialog", { name: "Search the docs" }, { timeout: 5000 });
}

describe("search button and dialog", () => {
  // First: later tests find the dialog's code already loaded.
  it("keeps what was typed before the dialog was ready", async () => {
    setup();
    fireEvent.keyDown(document.body, { key: "k", ctrlKey: true });
    for (const key of ["s", "x", "Backspace", "t", "/"]) fireEvent.keyDown(document.body, { key });
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(within(dialog).getByRole("combobox")).toHaveValue("st/");
  });

  it("is a labelled button that announces its shortcuts", () => {
    const button = setup();
    expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K /");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens on Ctrl+K with the combobox focused; Escape closes it and gives focus back", async () => {
    setup();
    const before = screen.getByRole("button", { name: "Before" });
    before.focus();
    const dialog = await openWithShortcut();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const input = within(dialog).getByRole("combobox", { name: "Search the docs" });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute("aria-expanded", "false");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(before).toHaveFocus();
  });

  it("outlives the page under it: a page that arrives while the reader searches leaves the dialog open with its query and focus; Escape then focuses the new page's button", async () => {
    // Gatsby mounts every page afresh (keyed by its path): the old page's elements go, the new page's come.
    const Page = ({ path }: { path: string }) => (
      <div id="page-wrapper" tabIndex={-1}>
        <button type="button">Link on {path}</button>
        <SearchButton />
      </div>
    );
    const view = render(<Page key="/a" path="/a" />);
    screen.getByRole("button", { name: "Link on /a" }).focus();
    const dialog = await openWithShortcut();
    const input = within(dialog).getByRole("combobox", { name: "Search the docs" });
    await waitFor(() => expect(input).toHaveFocus());
    fireEvent.change(input, { target: { value: "signal" } });
    view.rerender(<Page key="/b" path="/b" />);
    // The router focuses its page wrapper on arrival: focus goes back to the search field.
    act(() => document.getElementById("page-wrapper")!.focus());
    const next = within(screen.getByRole("dialog")).getByRole("combobox", { name: "Search the docs" });
    expect(next).toHaveValue("signal");
    expect(next).toHaveFocus();
    // What had focus went with page /a: closing gives it to the search button of page /b.
    fireEvent.keyDown(next, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
    // Closed, nothing is carried: the next search starts empty.
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(within(await screen.findByRole("dialog")).getByRole("combobox")).toHaveValue("");
  });

  it("opens on / but not while typing in a field, and on a click", async () => {
    setup();
    const field = document.createElement("input");
    document.body.appendChild(field);
    fireEvent.keyDown(field, { key: "/" });
    expect(screen.queryByRole("dialog")).toBeNull();
    field.remove();
    await openWithShortcut({ key: "/" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("lists results grouped by page, moves with the arrow keys and opens the active one with Enter", async () => {
    setup();
    const dialog = await openWithShortcut();
    const input = within(dialog).getByRole("combobox");
    fireEvent.change(input, { target: { value: "abort signal" } });
    const listbox = await within(dialog).findByRole("listbox", { name: "Search results" });
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    const groups = within(listbox).getAllByRole("group");
    expect(groups.map((g) => g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby") as string)?.textContent)).toEqual(["selector · API", "Store · API"]);
    const options = within(listbox).getAllByRole("option");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[0].id);
    expect(options[0].querySelectorAll("mark")[0]).toHaveTextContent("signal");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", options[1].id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", options[0].id); // wraps
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/docs/api/store");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recentSearches) ?? "[]")).toEqual(["abort signal"]);
  });

  it("opens a result on click, and offers the full results page", async () => {
    setup();
    const dialog = await openWithShortcut();
    fireEvent.change(within(dialog).getByRole("combobox"), { target: { value: "signal" } });
    const link = within(dialog).getByRole("link", { name: "See all results" });
    expect(link).toHaveAttribute("href", "/stan/search?q=signal");
    fireEvent.click((await within(dialog).findAllByRole("option"))[0]);
    expect(navigate).toHaveBeenCalledWith("/docs/api/selector#signal");
  });

  it("says so when nothing matches, and shows recent searches for an empty query", async () => {
    window.localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(["abort signal", "store"]));
    setup();
    const dialog = await openWithShortcut();
    const recent = await within(dialog).findByRole("listbox", { name: "Recent searches" });
    expect(within(recent).getAllByRole("option").map((o) => o.textContent)).toEqual(["abort signal", "store"]);
    const input = within(dialog).getByRole("combobox");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input).toHaveValue("abort signal");
    fireEvent.change(input, { target: { value: "qwxz" } });
    expect(await within(dialog).findByText("No results for “qwxz”. Check the spelling, or try a shorter word or an API name.")).toHaveAttribute("role", "status");
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Clear recent searches" }));
    expect(within(dialog).queryByRole("listbox")).toBeNull();
    expect(within(dialog).getByRole("status")).toHaveTextContent(/Search page titles, sections and API names/);
  });

  it("offers no full results page for a query with no results, and Enter then stays in the dialog", async () => {
    setup();
    const dialog = await openWithShortcut();
    const input = within(dialog).getByRole("combobox");
    fireEvent.change(input, { target: { value: "qwxz" } });
    expect(await within(dialog).findByText("No results for “qwxz”. Check the spelling, or try a shorter word or an API name.")).toHaveAttribute("role", "status");
    expect(within(dialog).queryByRole("link", { name: "See all results" })).toBeNull();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Search the docs" })).toBe(dialog);
    fireEvent.change(input, { target: { value: "signal" } });
    expect(await within(dialog).findByRole("link", { name: "See all results" })).toHaveAttribute("href", "/stan/search?q=signal");
  });

  it("makes the scrolling list a Tab stop while it holds options, so a keyboard can scroll it", async () => {
    setup();
    const dialog = await openWithShortcut();
    expect(within(dialog).queryByRole("region")).toBeNull();
    fireEvent.change(within(dialog).getByRole("combobox"), { target: { value: "signal" } });
    const region = await within(dialog).findByRole("region", { name: "Results" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getByRole("listbox", { name: "Search results" })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole("combobox"), { target: { value: "qwxz" } });
    await within(dialog).findByText(/No results for/);
    expect(within(dialog).queryByRole("region")).toBeNull();
  });

  it("keeps Tab inside the dialog", async () => {
    setup();
    const dialog = await openWithShortcut();
    const input = within(dialog).getByRole("combobox");
    fireEvent.change(input, { target: { value: "signal" } });
    const last = await within(dialog).findByRole("link", { name: "See all results" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(input).toHaveFocus();
    fireEvent.keyDown(input, { key: "Tab", shiftKey: true });
    expect(last).toHaveFocus();
  });

  it("shows a load failure with Retry, which loads the index again", async () => {
    loadEngine.mockRejectedValueOnce(new Error("offline"));
    setup();
    const dialog = await openWithShortcut();
    expect(await within(dialog).findByText("Search could not load: offline.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    fireEvent.change(within(dialog).getByRole("combobox"), { target: { value: "store" } });
    expect(await within(dialog).findByRole("listbox")).toBeInTheDocument();
  });

});

describe("search dialog while the index loads", () => {
  it("keeps the option chosen among recent searches when the index arrives", async () => {
    window.localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(["store"]));
    let finish: (engine: SearchEngine) => void = () => undefined;
    loadEngine.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    setup();
    const dialog = await openWithShortcut();
    const input = within(dialog).getByRole("combobox");
    await within(dialog).findByRole("listbox", { name: "Recent searches" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const option = within(dialog).getByRole("option");
    expect(input).toHaveAttribute("aria-activedescendant", option.id);
    await act(async () => finish(engine));
    expect(input).toHaveAttribute("aria-activedescendant", option.id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input).toHaveValue("store");
  });
});

describe("the active option", () => {
  it("resets in the same render as the list changes, and arrow keys then start from the new default", () => {
    const { result, rerender } = renderHook(({ listKey, initial }) => useActiveOption(listKey, initial), {
      initialProps: { listKey: "recent:0", initial: -1 },
    });
    expect(result.current[0]).toBe(-1);
    // Recent searches arrive: nothing is active until an arrow key.
    rerender({ listKey: "recent:1", initial: -1 });
    expect(result.current[0]).toBe(-1);
    act(() => result.current[1]((current) => moveActive(current, 1, 1)));
    expect(result.current[0]).toBe(0);
    // Re-rendering the same list keeps the choice (no late reset undoes the key press).
    rerender({ listKey: "recent:1", initial: -1 });
    expect(result.current[0]).toBe(0);
    // Results for a query: the first is ready for Enter at once, with no effect in between.
    rerender({ listKey: "results:3", initial: 0 });
    expect(result.current[0]).toBe(0);
    act(() => result.current[1]((current) => moveActive(current, 3, -1)));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1](1));
    expect(result.current[0]).toBe(1);
  });
});
