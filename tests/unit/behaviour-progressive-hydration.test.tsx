import React from "react";
import { act, render, screen } from "@testing-library/react";
import { HydrateLater } from "../../src/components/HydrateLater";
import { HydrationChunk } from "../../src/components/mdx/HydrationChunk";
import { afterInitialHydration, beginInitialHydration, mustWait, resetProgressiveHydrationForTests, waitForTurn } from "../../src/lib/progressive-hydration";
import { nextTask } from "../../src/lib/idle";

afterEach(() => resetProgressiveHydrationForTests());

describe("progressive hydration", () => {
  it("outside the first hydration nothing waits and the page counts as hydrated at once", () => {
    expect(mustWait("section-0")).toBe(false);
    const done = jest.fn();
    afterInitialHydration(done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("during the first hydration, sections are released one per task, in order, then the page is done", async () => {
    beginInitialHydration();
    const released: string[] = [];
    for (const part of ["sidebar", "section-0", "section-1"]) {
      expect(mustWait(part)).toBe(true);
      void waitForTurn(part).then(() => released.push(part));
    }
    const done = jest.fn();
    afterInitialHydration(done);
    await nextTask();
    expect(released).toEqual(["sidebar"]);
    expect(mustWait("sidebar")).toBe(false);
    expect(mustWait("section-0")).toBe(true);
    await nextTask();
    expect(released).toEqual(["sidebar", "section-0"]);
    await nextTask();
    await nextTask();
    expect(released).toEqual(["sidebar", "section-0", "section-1"]);
    expect(done).toHaveBeenCalledTimes(1);
    // Later renders (client-side navigation) never wait.
    expect(mustWait("section-7")).toBe(false);
  });

  it("the page is not done before the shell says it has hydrated", async () => {
    beginInitialHydration();
    void waitForTurn("section-0");
    await nextTask();
    await nextTask();
    expect(mustWait("section-3")).toBe(true);
    const done = jest.fn();
    afterInitialHydration(done);
    expect(done).not.toHaveBeenCalled();
    await nextTask();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("a section renders its blocks in one element; during the first hydration only after its turn", async () => {
    const { container, unmount } = render(<HydrationChunk index="0"><p>Now</p></HydrationChunk>);
    expect(container.querySelector(".doc-chunk > p")).toHaveTextContent("Now");
    unmount();

    beginInitialHydration();
    render(<HydrationChunk index="1"><p>Later</p></HydrationChunk>);
    expect(screen.queryByText("Later")).toBeNull();
    await act(async () => {
      await nextTask();
      await nextTask();
    });
    expect(screen.getByText("Later").parentElement).toHaveClass("doc-chunk");
  });

  it("a part of the page shell waits for its turn too, then renders its element as it is", async () => {
    beginInitialHydration();
    render(
      <HydrateLater part="footer">
        <footer>Links</footer>
      </HydrateLater>,
    );
    expect(screen.queryByRole("contentinfo")).toBeNull();
    await act(async () => {
      await nextTask();
      await nextTask();
    });
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Links");
  });
});
