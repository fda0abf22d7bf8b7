import React, { useState } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";

/**
 * Who writes a page's head in the browser (src/ui/components/head/Head.tsx): not on the page it hydrated
 * (its HTML has the head), from the first other page on, at once when the HTML had none, and for good once
 * Helmet has written a head. (The server's render: head-server.test.tsx.) The module reads the document
 * when it loads, as the page's scripts do, so each test loads it afresh after setting the document up.
 */
type HeadModule = typeof import("../../../../src/ui/components/head/Head");
const HYDRATED_HEAD = '<title data-react-helmet="true">atom | Stan</title>';
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The Head module as a page at `path` with `head` in its HTML loads it. */
function loadHead(path: string, head: string): HeadModule {
  window.history.replaceState(null, "", path);
  document.head.innerHTML = head;
  let loaded: HeadModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<HeadModule>("../../../../src/ui/components/head/Head");
  });
  return loaded!;
}

const TITLES: Record<string, string> = { "/stan/docs/api/atom": "atom", "/stan/docs/api/selector": "selector" };

/** A page with its Seo, and links that change the address as Gatsby's router does. */
function site({ Seo }: HeadModule) {
  return function Site() {
    const [pathname, setPathname] = useState(window.location.pathname);
    const go = (path: string) => {
      window.history.pushState(null, "", path);
      setPathname(path);
    };
    return (
      <>
        <Seo title={TITLES[pathname]} routePath={pathname.replace("/stan", "")} />
        <button onClick={() => go("/stan/docs/api/selector")}>selector</button>
        <button onClick={() => go("/stan/docs/api/atom")}>atom</button>
      </>
    );
  };
}

describe("the page's head in the browser", () => {
  it("is left as the HTML has it on the hydrated page, written from the first other page on, and again on the way back", async () => {
    const Site = site(loadHead("/stan/docs/api/atom", HYDRATED_HEAD));
    render(<Site />);
    await settle();
    // Helmet has not touched the head: its tags are the HTML's, no description was added.
    expect(document.head.innerHTML).toBe(HYDRATED_HEAD);
    fireEvent.click(screen.getByRole("button", { name: "selector" }));
    await waitFor(() => expect(document.title).toBe("selector | Stan"));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/stan\/docs\/api\/selector$/);
    fireEvent.click(screen.getByRole("button", { name: "atom" }));
    await waitFor(() => expect(document.title).toBe("atom | Stan"));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/stan\/docs\/api\/atom$/);
  });

  it("is written at once when the HTML had none (gatsby develop renders in the browser)", async () => {
    const Site = site(loadHead("/stan/docs/api/atom", ""));
    render(<Site />);
    await waitFor(() => expect(document.title).toBe("atom | Stan"));
  });

  it("stays Helmet's once a head has been written at once (the crash screen's title), on the hydrated page too", async () => {
    const { PageHead, Seo } = loadHead("/stan/docs/api/atom", HYDRATED_HEAD);
    function Page() {
      const [crashed, setCrashed] = useState(true);
      return (
        <>
          {crashed ? (
            <PageHead now>
              <title>Page Error</title>
            </PageHead>
          ) : (
            <Seo title="atom" routePath="/docs/api/atom" />
          )}
          <button onClick={() => setCrashed(false)}>Try again</button>
        </>
      );
    }
    render(<Page />);
    await waitFor(() => expect(document.title).toBe("Page Error"));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(document.title).toBe("atom | Stan"));
  });
});
