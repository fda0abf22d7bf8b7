import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { formatTitle } from "../../../../src/ui/components/head/HelmetHead";
import { Callout } from "../../../../src/ui/components/mdx/Callout";
import { TabItem, Tabs } from "../../../../src/ui/components/mdx/Tabs";
import { CodeBlock } from "../../../../src/ui/components/mdx/CodeBlock";
import { nestHeadings } from "../../../../src/ui/components/docs/TableOfContents";
import { DocSidebar } from "../../../../src/ui/components/docs/DocSidebar";
import { Breadcrumbs } from "../../../../src/ui/components/docs/Breadcrumbs";
import { Paginator } from "../../../../src/ui/components/docs/Paginator";
import { resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import type { SidebarItem } from "../../../../src/shared/docs-data";

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
});

describe("page titles", () => {
  it("is '<page> | Stan', or just 'Stan' for the site title", () => {
    expect(formatTitle("atom")).toBe("atom | Stan");
    expect(formatTitle("Stan")).toBe("Stan");
  });
});

describe("Callout", () => {
  it("renders a labelled note with a default or given title", () => {
    render(<Callout type="warning">Careful.</Callout>);
    expect(screen.getByRole("complementary", { name: "Warning" })).toHaveTextContent("Careful.");
    render(<Callout type="tip" title="Good to know">x</Callout>);
    expect(screen.getByRole("complementary", { name: "Good to know" })).toHaveClass("callout--tip");
  });

  it("rejects an unknown type with the valid ones", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Callout type={"danger" as "info"}>x</Callout>)).toThrow('<Callout type="danger"> is not a callout type. Use one of: info, tip, warning.');
  });
});

function PackageManagers() {
  return (
    <Tabs groupId="package-manager">
      <TabItem value="npm" label="npm">npm install</TabItem>
      <TabItem value="yarn" label="Yarn">yarn add</TabItem>
      <TabItem value="pnpm" label="pnpm">pnpm add</TabItem>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows the first tab by default and switches on click and with arrow keys", () => {
    render(<PackageManagers />);
    expect(screen.getByRole("tab", { name: "npm" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("npm install");
    fireEvent.click(screen.getByRole("tab", { name: "Yarn" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("yarn add");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Yarn" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "pnpm" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("pnpm add");
    fireEvent.keyDown(screen.getByRole("tab", { name: "pnpm" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "npm" })).toHaveAttribute("aria-selected", "true");
  });

  it("remembers the choice per group across mounts (pages and visits)", () => {
    const first = render(<PackageManagers />);
    fireEvent.click(screen.getByRole("tab", { name: "pnpm" }));
    expect(localStorage.getItem("stan-docs.tabs.package-manager")).toBe("pnpm");
    first.unmount();
    render(<PackageManagers />);
    expect(screen.getByRole("tab", { name: "pnpm" })).toHaveAttribute("aria-selected", "true");
  });

  it("keeps every group with the same id in step", () => {
    render(
      <>
        <div data-testid="a"><PackageManagers /></div>
        <div data-testid="b"><PackageManagers /></div>
      </>,
    );
    fireEvent.click(within(screen.getByTestId("a")).getByRole("tab", { name: "Yarn" }));
    expect(within(screen.getByTestId("b")).getByRole("tab", { name: "Yarn" })).toHaveAttribute("aria-selected", "true");
  });

  it("ignores a stored value that is not one of its tabs", () => {
    localStorage.setItem("stan-docs.tabs.package-manager", "bun-that-is-not-here");
    render(<PackageManagers />);
    expect(screen.getByRole("tab", { name: "npm" })).toHaveAttribute("aria-selected", "true");
  });

  it("works when storage throws", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    render(<PackageManagers />);
    fireEvent.click(screen.getByRole("tab", { name: "Yarn" }));
    expect(screen.getByRole("tab", { name: "Yarn" })).toHaveAttribute("aria-selected", "true");
    jest.restoreAllMocks();
  });
});

describe("CodeBlock", () => {
  it("copies the visible code and says so", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { container } = render(<CodeBlock language="ts" title="store.ts" html={'<span class="k">const</span> a = 1 &lt; 2;'} />);
    // The header bar holds the title, the language and the button: nothing of it lies over the code.
    const header = container.querySelector(".code-block__header");
    expect([...(header?.children ?? [])].map((child) => child.getAttribute("aria-label") ?? child.textContent)).toEqual(["store.ts", "TS", "Copy code to clipboard"]);
    expect(header?.nextElementSibling).toBe(container.querySelector("pre"));
    // Its two words share one cell (code.css), so it keeps its width when it says "Copied".
    expect([...header!.querySelectorAll("button > span")].map((span) => span.textContent)).toEqual(["Copy", "Copied"]);
    expect(header!.querySelector("button")).not.toHaveAttribute("data-copied");
    expect(screen.getByLabelText("store.ts, TS code")).toHaveProperty("tagName", "PRE");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
    });
    expect(writeText).toHaveBeenCalledWith("const a = 1 < 2;");
    expect(screen.getByText("const")).toHaveClass("k");
    expect(screen.getByRole("button", { name: "Copied to clipboard" })).toHaveAttribute("data-copied", "true");
  });
});

describe("table of contents", () => {
  it("nests h3 under the h2 before it", () => {
    const nested = nestHeadings([
      { depth: 2, value: "A", id: "a" },
      { depth: 3, value: "A1", id: "a1" },
      { depth: 3, value: "A2", id: "a2" },
      { depth: 2, value: "B", id: "b" },
    ]);
    expect(nested.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ["a", ["a1", "a2"]],
      ["b", []],
    ]);
  });
});

const sidebar: SidebarItem[] = [
  { type: "link", label: "Introduction", href: "/stan/docs", docId: "indtroduction", unlisted: false },
  { type: "category", label: "API", href: null, linkUnlisted: false, collapsible: true, collapsed: true, items: [{ type: "link", label: "atom", href: "/stan/docs/api/atom", docId: "api/atom", unlisted: false }] },
  { type: "category", label: "Guides", href: null, linkUnlisted: false, collapsible: true, collapsed: true, items: [{ type: "link", label: "SSR", href: "/stan/docs/guides/ssr", docId: "guides/ssr", unlisted: false }] },
];

describe("docs sidebar", () => {
  it("marks the current page and opens only its branch", () => {
    render(<DocSidebar items={sidebar} activePath="/stan/docs/api/atom" />);
    expect(screen.getByRole("link", { name: "atom" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "API" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Guides" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "Introduction" })).not.toHaveAttribute("aria-current");
  });

  it("toggles a category", () => {
    render(<DocSidebar items={sidebar} activePath="/stan/docs" />);
    const guides = screen.getByRole("button", { name: "Guides" });
    fireEvent.click(guides);
    expect(guides).toHaveAttribute("aria-expanded", "true");
  });
});

describe("breadcrumbs and pager", () => {
  it("lead from Home through the category to the page", () => {
    render(<Breadcrumbs sidebar={sidebar} activePath="/stan/docs/guides/ssr" />);
    const items = within(screen.getByRole("navigation", { name: "Breadcrumbs" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Home", "Guides", "SSR"]);
    expect(items[2]).toHaveAttribute("aria-current", "page");
    expect(within(items[0]).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/stan/");
  });

  it("Home opens /stan/ inside the app on a plain click, and leaves other clicks to the browser", () => {
    const navigate = jest.fn();
    (window as { ___navigate?: unknown }).___navigate = navigate;
    try {
      render(<Breadcrumbs sidebar={sidebar} activePath="/stan/docs/guides/ssr" />);
      const home = screen.getByRole("link", { name: "Home" });
      expect(fireEvent.click(home)).toBe(false);
      expect(navigate).toHaveBeenCalledWith("/stan/");
      navigate.mockClear();
      // Stops jsdom's own navigation, after React's handler has seen the click (the document listens last).
      document.addEventListener("click", (event) => event.preventDefault(), { once: true });
      fireEvent.click(home, { ctrlKey: true });
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      delete (window as { ___navigate?: unknown }).___navigate;
    }
  });

  it("links the previous and next docs", () => {
    render(<Paginator previous={{ label: "State", path: "/stan/docs/api/state" }} next={null} />);
    expect(screen.getByRole("link", { name: /State/ })).toHaveAttribute("href", "/stan/docs/api/state");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
