import React, { useRef } from "react";
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { useViewport, viewportForWidth } from "../../../../src/ui/hooks/useViewport";
import { useHideOnScroll } from "../../../../src/ui/hooks/useHideOnScroll";
import { Navbar } from "../../../../src/ui/layout/Navbar";
import * as navbarStyles from "../../../../src/ui/layout/Navbar.module.css";
import { RootProviders } from "../../../../src/ui/root";
import { DESKTOP_MIN_WIDTH } from "../../../../src/config/constants";
import { resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import { installMatchMedia, provideDocsVersions, resizeTo, scrollToY } from "../../../support/jest/ui-support";

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  installMatchMedia();
  provideDocsVersions();
  resizeTo(1200);
  scrollToY(0);
  document.body.className = "";
});

describe("viewport class (issue 4.3)", () => {
  it("desktop is above 996px", () => {
    expect(DESKTOP_MIN_WIDTH).toBe(997);
    expect(viewportForWidth(997)).toBe("desktop");
    expect(viewportForWidth(996)).toBe("mobile");
    expect(viewportForWidth(320)).toBe("mobile");
  });

  it("is `ssr` when rendered on the server, then follows the width on resize", () => {
    function Probe() {
      return <span>{useViewport()}</span>;
    }
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder: require("util").TextEncoder });
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    expect(renderToString(<Probe />)).toContain("ssr");
    const { result } = renderHook(() => useViewport());
    expect(result.current).toBe("desktop");
    act(() => resizeTo(996));
    expect(result.current).toBe("mobile");
    act(() => resizeTo(1400));
    expect(result.current).toBe("desktop");
  });
});

describe("mobile menu (issue 4.4)", () => {
  const openButton = () => screen.getByRole("button", { name: "Open navigation menu" });
  const dialog = () => screen.queryByRole("dialog", { name: "Navigation menu" });

  function renderNavbar(activePath = "/stan/docs/api/atom") {
    resizeTo(600);
    const view = render(<Navbar activePath={activePath} mobileSecondary={<a href="/stan/docs/api/store">Store</a>} />, { wrapper: RootProviders });
    return { rerender: (path: string) => view.rerender(<Navbar activePath={path} mobileSecondary={<a href="/stan/docs/api/store">Store</a>} />) };
  }

  it("opens from the toggle, locks body scrolling, and moves focus into it", () => {
    renderNavbar();
    expect(dialog()).toBeNull();
    fireEvent.click(openButton());
    expect(dialog()).toBeInTheDocument();
    expect(openButton()).toHaveAttribute("aria-expanded", "true");
    expect(document.body).toHaveClass("scroll-locked");
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape, unlocks scrolling and gives focus back to the toggle", () => {
    renderNavbar();
    fireEvent.click(openButton());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(dialog()).toBeNull();
    expect(document.body).not.toHaveClass("scroll-locked");
    expect(openButton()).toHaveFocus();
  });

  it("keeps Tab inside while open", () => {
    renderNavbar();
    fireEvent.click(openButton());
    const focusable = Array.from(dialog()!.querySelectorAll<HTMLElement>("a[href], button"));
    focusable[focusable.length - 1].focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(focusable[0]).toHaveFocus();
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(focusable[focusable.length - 1]).toHaveFocus();
  });

  it("closes on navigation and with its close button or the backdrop", () => {
    const { rerender } = renderNavbar();
    fireEvent.click(openButton());
    rerender("/stan/docs/api/store");
    expect(dialog()).toBeNull();
    fireEvent.click(openButton());
    fireEvent.click(screen.getByRole("button", { name: "Close navigation menu" }));
    expect(dialog()).toBeNull();
    fireEvent.click(openButton());
    // The backdrop: the element just before the menu panel.
    fireEvent.click(dialog()!.previousElementSibling!);
    expect(dialog()).toBeNull();
  });

  it("closes by itself when the viewport becomes desktop", () => {
    renderNavbar();
    fireEvent.click(openButton());
    act(() => resizeTo(1200));
    expect(dialog()).toBeNull();
    expect(document.body).not.toHaveClass("scroll-locked");
  });
});

describe("navbar hide on scroll (issue 4.5)", () => {
  function renderHideOnScroll(options = { enabled: true, pinned: false }) {
    return renderHook(
      (props: { enabled: boolean; pinned: boolean }) => {
        const ref = useRef<HTMLElement>(null);
        const nav = document.createElement("nav");
        Object.defineProperty(nav, "offsetHeight", { value: 60 });
        (ref as { current: HTMLElement | null }).current = nav;
        return useHideOnScroll(ref, props);
      },
      { initialProps: options },
    );
  }

  it("hides scrolling down past its height, shows scrolling up and near the top", () => {
    const { result } = renderHideOnScroll();
    act(() => scrollToY(50));
    expect(result.current.visible).toBe(true); // within its own height of the top
    act(() => scrollToY(400));
    expect(result.current.visible).toBe(false);
    act(() => scrollToY(300));
    expect(result.current.visible).toBe(true);
    act(() => scrollToY(700));
    expect(result.current.visible).toBe(false);
    act(() => scrollToY(10));
    expect(result.current.visible).toBe(true);
  });

  it("does not hide for an anchor jump (a link with a hash, or back/forward)", () => {
    const { result } = renderHideOnScroll();
    const anchor = document.createElement("a");
    anchor.href = "#options";
    document.body.append(anchor);
    act(() => {
      anchor.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      scrollToY(1500);
    });
    expect(result.current.visible).toBe(true);
    act(() => scrollToY(1700)); // the reader scrolling on
    expect(result.current.visible).toBe(false);
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current.visible).toBe(true);
    act(() => scrollToY(2500));
    expect(result.current.visible).toBe(true);
    anchor.remove();
  });

  it("marks <html data-navbar-hidden> while hidden, so the sticky sidebar and contents follow the bar up", () => {
    const html = document.documentElement;
    const { unmount } = renderHideOnScroll();
    expect(html.hasAttribute("data-navbar-hidden")).toBe(false);
    act(() => scrollToY(400));
    expect(html.hasAttribute("data-navbar-hidden")).toBe(true);
    act(() => scrollToY(300));
    expect(html.hasAttribute("data-navbar-hidden")).toBe(false);
    act(() => scrollToY(900));
    unmount(); // the next page's navbar starts shown
    expect(html.hasAttribute("data-navbar-hidden")).toBe(false);
  });

  it("stays shown while pinned (mobile menu open), when disabled, and on show()", () => {
    const { result, rerender } = renderHideOnScroll();
    act(() => scrollToY(400));
    expect(result.current.visible).toBe(false);
    rerender({ enabled: true, pinned: true });
    expect(result.current.visible).toBe(true);
    rerender({ enabled: true, pinned: false });
    expect(result.current.visible).toBe(false);
    act(() => result.current.show());
    expect(result.current.visible).toBe(true);
    rerender({ enabled: false, pinned: false });
    act(() => scrollToY(900));
    expect(result.current.visible).toBe(true);
  });

  it("the navbar gets its module's `hidden` class and comes back when focus enters it", () => {
    render(<Navbar activePath="/stan/docs/api/atom" />, { wrapper: RootProviders });
    const nav = screen.getByRole("navigation", { name: "Main" });
    Object.defineProperty(nav, "offsetHeight", { value: 60 });
    act(() => scrollToY(500));
    expect(nav).toHaveClass(navbarStyles.hidden);
    act(() => screen.getByRole("link", { name: "Docs" }).focus());
    expect(nav).not.toHaveClass(navbarStyles.hidden);
  });
});
