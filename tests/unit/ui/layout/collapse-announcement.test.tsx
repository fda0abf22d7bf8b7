import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { collapseDuration } from "../../../../src/ui/behaviours/collapse";
import { useCollapsible } from "../../../../src/ui/hooks/useCollapsible";
import { AnnouncementBarProvider, readDismissed } from "../../../../src/ui/hooks/useAnnouncementBar";
import { AnnouncementBar } from "../../../../src/ui/layout/AnnouncementBar";
import { bootScript } from "../../../../src/ui/behaviours/boot-script";
import { createStore, resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import { siteConfig, type AnnouncementBarConfig } from "../../../../src/config/site";
import { REDUCED_MOTION_COLLAPSE_MS } from "../../../../src/config/constants";
import { installMatchMedia } from "../../../support/jest/ui-support";

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  document.documentElement.removeAttribute("data-announcement-dismissed");
});

describe("collapsible sidebar categories (issue 4.7)", () => {
  it("animation length grows with the content height; 1 ms with reduced motion", () => {
    const heights = [0, 36, 200, 800, 3000];
    const durations = heights.map((height) => collapseDuration(height, false));
    durations.slice(1).forEach((duration, index) => expect(duration).toBeGreaterThan(durations[index]));
    expect(collapseDuration(36, false)).toBe(192); // (4 + 15 + 0.2) * 10
    expect(REDUCED_MOTION_COLLAPSE_MS).toBe(1);
    heights.forEach((height) => expect(collapseDuration(height, true)).toBe(1));
  });

  function Category() {
    const { collapsed, toggle, contentRef } = useCollapsible(false);
    return (
      <div>
        <button type="button" aria-expanded={!collapsed} onClick={toggle}>
          API
        </button>
        <ul ref={contentRef} hidden={collapsed} data-testid="list">
          <li>atom</li>
        </ul>
      </div>
    );
  }

  function renderCategory(contentHeight: number) {
    render(<Category />);
    const list = screen.getByTestId("list");
    Object.defineProperty(list, "scrollHeight", { configurable: true, value: contentHeight });
    return list;
  }

  it("collapsing animates the height to 0 from the full height, and hides the list afterwards", () => {
    jest.useFakeTimers();
    installMatchMedia({ "(prefers-reduced-motion: reduce)": false });
    const list = renderCategory(400);
    fireEvent.click(screen.getByRole("button", { name: "API" }));
    // Still shown while it closes.
    expect(list.hidden).toBe(false);
    expect(list.style.transitionDuration).toBe(`${collapseDuration(400, false)}ms`);
    expect(list.style.height).toBe("0px");
    act(() => jest.advanceTimersByTime(collapseDuration(400, false) + 25));
    expect(list.hidden).toBe(true);
    expect(list.style.height).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "API" }));
    expect(list.hidden).toBe(false);
    expect(list.style.height).toBe("400px");
    act(() => jest.advanceTimersByTime(collapseDuration(400, false) + 25));
    expect(list.style.height).toBe("");
    jest.useRealTimers();
  });

  it("takes 1 ms when the reader asks for reduced motion", () => {
    installMatchMedia({ "(prefers-reduced-motion: reduce)": true });
    const list = renderCategory(4000);
    fireEvent.click(screen.getByRole("button", { name: "API" }));
    expect(list.style.transitionDuration).toBe("1ms");
  });
});

describe("announcement bar (issue 4.8)", () => {
  const closeable: AnnouncementBarConfig = { id: "bar-1", content: "Hello readers.", isCloseable: true };

  function renderBar(config: AnnouncementBarConfig | null) {
    return render(
      <AnnouncementBarProvider config={config}>
        <AnnouncementBar />
      </AnnouncementBarProvider>,
    );
  }
  const bar = () => screen.queryByRole("region", { name: "Announcement" });

  it("the site config has a real closeable bar", () => {
    expect(siteConfig.announcementBar).toMatchObject({ id: expect.any(String), content: expect.stringMatching(/\S/), isCloseable: true });
  });

  it("shows until dismissed; dismissal is stored as true with the bar id", () => {
    renderBar(closeable);
    expect(bar()).toHaveTextContent("Hello readers.");
    expect(localStorage.getItem("stan-docs.announcement.id")).toBe("bar-1");
    expect(localStorage.getItem("stan-docs.announcement.dismissed")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(bar()).toBeNull();
    expect(localStorage.getItem("stan-docs.announcement.dismissed")).toBe("true");
    expect(document.documentElement.getAttribute("data-announcement-dismissed")).toBe("true");
  });

  it("stays dismissed on the next visit", () => {
    localStorage.setItem("stan-docs.announcement.id", "bar-1");
    localStorage.setItem("stan-docs.announcement.dismissed", "true");
    renderBar(closeable);
    expect(bar()).toBeNull();
  });

  it("a new bar id is stored and resets the flag, so the bar shows again", () => {
    localStorage.setItem("stan-docs.announcement.id", "bar-0");
    localStorage.setItem("stan-docs.announcement.dismissed", "true");
    renderBar(closeable);
    expect(bar()).toBeInTheDocument();
    expect(localStorage.getItem("stan-docs.announcement.id")).toBe("bar-1");
    expect(localStorage.getItem("stan-docs.announcement.dismissed")).toBe("false");
  });

  it("has a close button only when configured closeable; nothing without a config", () => {
    const { unmount } = renderBar({ ...closeable, isCloseable: false });
    expect(bar()).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close announcement" })).toBeNull();
    unmount();
    renderBar(null);
    expect(bar()).toBeNull();
  });

  it("readDismissed works on any store (in memory too)", () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const memory = createStore(null);
    expect(readDismissed(memory, "a")).toBe(false);
    memory.set("stan-docs.announcement.dismissed", "true");
    expect(readDismissed(memory, "a")).toBe(true);
    expect(readDismissed(memory, "b")).toBe(false);
    expect(memory.get("stan-docs.announcement.dismissed")).toBe("false");
  });

  it("the boot script hides a dismissed bar before paint, only for the same id", () => {
    const run = () => new Function(bootScript(siteConfig))();
    const id = siteConfig.announcementBar!.id;
    localStorage.setItem("stan-docs.announcement.id", id);
    localStorage.setItem("stan-docs.announcement.dismissed", "true");
    run();
    expect(document.documentElement.getAttribute("data-announcement-dismissed")).toBe("true");
    localStorage.setItem("stan-docs.announcement.id", "something-older");
    run();
    expect(document.documentElement.getAttribute("data-announcement-dismissed")).toBe("false");
  });
});
