import React from "react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { FRAMEWORK_STORAGE_KEY, frameworkBootScript, readerFramework } from "../../../../src/ui/behaviours/framework-choice";
import { bootScript } from "../../../../src/ui/behaviours/boot-script";
import { getStorage, resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import { FRAMEWORKS, FRAMEWORK_VALUES } from "../../../../src/shared/frameworks";
import { TabItem, Tabs } from "../../../../src/ui/components/mdx/Tabs";
import { siteConfig } from "../../../../src/config/site";
import { withThrowingLocalStorage } from "../../../support/jest/ui-support";

const html = document.documentElement;
const runBoot = () => new Function(frameworkBootScript())();

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  html.removeAttribute("data-framework");
  window.history.replaceState(null, "", "/stan/docs/api/atom");
});


function FrameworkSet({ testId, vanilla = true }: { testId: string; vanilla?: boolean }) {
  return (
    <div data-testid={testId}>
      <Tabs groupId="framework">
        <TabItem value="react" label="React">react code</TabItem>
        <TabItem value="vue" label="Vue">vue code</TabItem>
        {vanilla ? <TabItem value="vanilla" label="Vanilla TypeScript">vanilla code</TabItem> : null}
      </Tabs>
    </div>
  );
}

describe("boot script (before the first paint)", () => {
  it("is part of the site's boot script", () => {
    expect(bootScript(siteConfig)).toContain(frameworkBootScript());
  });

  it("marks <html> with the stored framework, and with nothing when none (or a wrong one) is stored", () => {
    runBoot();
    expect(html.hasAttribute("data-framework")).toBe(false);
    localStorage.setItem(FRAMEWORK_STORAGE_KEY, "svelte");
    runBoot();
    expect(html.hasAttribute("data-framework")).toBe(false);
    localStorage.setItem(FRAMEWORK_STORAGE_KEY, "vue");
    runBoot();
    expect(html.getAttribute("data-framework")).toBe("vue");
  });

  it("takes ?framework= over the stored one, stores it, and leaves the rest of the address as it was", () => {
    localStorage.setItem(FRAMEWORK_STORAGE_KEY, "react");
    window.history.replaceState({ key: "k1" }, "", "/stan/docs/api/atom?x=1&framework=Vue#usestan");
    runBoot();
    expect(html.getAttribute("data-framework")).toBe("vue");
    expect(localStorage.getItem(FRAMEWORK_STORAGE_KEY)).toBe("vue");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/stan/docs/api/atom?x=1#usestan");
    expect(window.history.state).toEqual({ key: "k1" });
  });

  it("ignores a parameter that names no framework, and leaves it in the address", () => {
    window.history.replaceState(null, "", "/stan/docs?framework=svelte");
    runBoot();
    expect(html.hasAttribute("data-framework")).toBe(false);
    expect(window.location.search).toBe("?framework=svelte");
  });

  it("still shows the asked framework when storage throws", () => {
    window.history.replaceState(null, "", "/stan/docs?framework=vanilla");
    withThrowingLocalStorage(() => runBoot());
    expect(html.getAttribute("data-framework")).toBe("vanilla");
  });
});

describe("the choice while the page runs", () => {
  it("with nothing stored, a set shows the framework the boot script marked (storage unavailable: ?framework= kept in memory)", () => {
    html.setAttribute("data-framework", "vue");
    render(<FrameworkSet testId="a" />);
    expect(screen.getByRole("tab", { name: "Vue" })).toHaveAttribute("aria-selected", "true");
    fireEvent.click(screen.getByRole("tab", { name: "React" }));
    expect(getStorage().get(FRAMEWORK_STORAGE_KEY)).toBe("react");
    expect(html.getAttribute("data-framework")).toBe("react");
  });

  it("<html data-framework> starts from the stored choice, which another browser tab may have changed since the page loaded", () => {
    html.setAttribute("data-framework", "react");
    localStorage.setItem(FRAMEWORK_STORAGE_KEY, "vanilla");
    render(<FrameworkSet testId="a" />);
    expect(html.getAttribute("data-framework")).toBe("vanilla");
    expect(screen.getByRole("tab", { name: "Vanilla TypeScript" })).toHaveAttribute("aria-selected", "true");
  });

  it("a set without the stored framework keeps <html data-framework> on it, for the sets that have it", () => {
    localStorage.setItem(FRAMEWORK_STORAGE_KEY, "vanilla");
    render(<FrameworkSet testId="b" vanilla={false} />);
    expect(screen.getByRole("tab", { name: "React" })).toHaveAttribute("aria-selected", "true");
    expect(html.getAttribute("data-framework")).toBe("vanilla");
  });

  it("search reads the reader's framework from <html data-framework> (React when none was chosen)", () => {
    expect(readerFramework()).toBe("react");
    html.setAttribute("data-framework", "vue");
    expect(readerFramework()).toBe("vue");
  });

  it("<html data-framework> follows every choice of a framework tab (the set follows the choice itself)", () => {
    render(<FrameworkSet testId="a" />);
    fireEvent.click(screen.getByRole("tab", { name: "Vue" }));
    expect(html.getAttribute("data-framework")).toBe("vue");
    fireEvent.click(screen.getByRole("tab", { name: "Vanilla TypeScript" }));
    expect(html.getAttribute("data-framework")).toBe("vanilla");
  });

  it("a framework tab set follows the choice made in another browser tab, and so does <html data-framework>", () => {
    render(<FrameworkSet testId="a" />);
    localStorage.setItem(FRAMEWORK_STORAGE_KEY, "vue");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: FRAMEWORK_STORAGE_KEY, newValue: "vue" }));
    });
    expect(screen.getByRole("tab", { name: "Vue" })).toHaveAttribute("aria-selected", "true");
    expect(html.getAttribute("data-framework")).toBe("vue");
  });
});

describe("framework tabs", () => {
  it("name their list and mark the group, its values and each tab's and panel's value for the first-paint CSS", () => {
    const { container } = render(<FrameworkSet testId="a" />);
    expect(screen.getByRole("tablist", { name: "Framework" })).toBeInTheDocument();
    const set = container.querySelector("[data-group='framework']");
    expect(set).toHaveAttribute("data-values", "react vue vanilla");
    expect([...container.querySelectorAll("[role=tab]")].map((tab) => tab.getAttribute("data-value"))).toEqual(["react", "vue", "vanilla"]);
    expect([...container.querySelectorAll("[role=tabpanel]")].map((panel) => panel.getAttribute("data-value"))).toEqual(["react", "vue", "vanilla"]);
  });

  it("a set without the reader's framework shows its first tab", () => {
    localStorage.setItem(FRAMEWORK_STORAGE_KEY, "vanilla");
    render(<FrameworkSet testId="b" vanilla={false} />);
    expect(screen.getByRole("tab", { name: "React" })).toHaveAttribute("aria-selected", "true");
  });

  it("keyboard: arrows wrap, Home and End, one Tab stop; Enter and Space choose (the tab is a button)", () => {
    render(<FrameworkSet testId="a" />);
    const tab = (name: string) => screen.getByRole("tab", { name });
    const tabStops = () => screen.getAllByRole("tab").filter((element) => element.tabIndex === 0);
    fireEvent.keyDown(tab("React"), { key: "ArrowLeft" });
    expect(tab("Vanilla TypeScript")).toHaveFocus();
    expect(tab("Vanilla TypeScript")).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tab("Vanilla TypeScript"), { key: "Home" });
    expect(tab("React")).toHaveFocus();
    fireEvent.keyDown(tab("React"), { key: "End" });
    expect(tab("Vanilla TypeScript")).toHaveFocus();
    expect(tabStops()).toEqual([tab("Vanilla TypeScript")]);
    // A modified arrow is the browser's (history, text selection), not the tabs'.
    fireEvent.keyDown(tab("Vanilla TypeScript"), { key: "ArrowRight", altKey: true });
    expect(tab("Vanilla TypeScript")).toHaveAttribute("aria-selected", "true");
    fireEvent.click(tab("Vue"));
    expect(tabStops()).toEqual([tab("Vue")]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("vue code");
  });

  it("keeps the chosen tab where it was on screen when the switch re-flows the content above it", () => {
    render(<FrameworkSet testId="a" />);
    const vue = screen.getByRole("tab", { name: "Vue" });
    // The tab is at 500 px before the switch; the sets above grow by 120 px with it.
    let top = 500;
    jest.spyOn(vue, "getBoundingClientRect").mockImplementation(() => ({ top }) as DOMRect);
    const scrollBy = jest.fn();
    window.scrollBy = scrollBy as typeof window.scrollBy;
    const store = getStorage();
    const unsubscribe = store.subscribe(FRAMEWORK_STORAGE_KEY, () => {
      top = 620;
    });
    fireEvent.click(vue);
    expect(scrollBy).toHaveBeenCalledWith({ top: 120, behavior: "instant" });
    // Nothing moved: no scroll.
    scrollBy.mockClear();
    fireEvent.click(screen.getByRole("tab", { name: "React" }));
    expect(scrollBy).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe("first-paint CSS", () => {
  const css = readFileSync(join(__dirname, "../../../../src/ui/components/mdx/Tabs.module.css"), "utf8");

  it.each(FRAMEWORK_VALUES.map((value) => [value]))("shows the chosen panel and tab for %s, and hides the others", (value) => {
    const scope = `:global(html[data-framework="${value}"]) .tabs[data-group="framework"][data-values~="${value}"]`;
    expect(css).toContain(`${scope} > .panel:not([data-value="${value}"])`);
    expect(css).toContain(`${scope} > .panel[data-value="${value}"]`);
    expect(css).toContain(`${scope} .tab[data-value="${value}"]`);
    expect(css).toContain(`${scope} .tab:not([data-value="${value}"])`);
  });

  it("covers exactly the group's values", () => {
    const named = new Set([...css.matchAll(/html\[data-framework="([a-z]+)"\]/g)].map((match) => match[1]));
    expect([...named].sort()).toEqual(FRAMEWORKS.map((framework) => framework.value).sort());
  });
});
