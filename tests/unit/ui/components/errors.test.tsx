import React, { useState } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ErrorBoundary } from "../../../../src/ui/components/error/ErrorBoundary";
import { CrashScreen } from "../../../../src/ui/components/error/CrashScreen";
import { Seo } from "../../../../src/ui/components/head/Head";
import { PageErrorBoundary } from "../../../../src/ui/components/error/PageErrorBoundary";
import { createLazyComponent } from "../../../../src/ui/components/lazy/createLazyComponent";
import { NavbarItem, NavbarItemError } from "../../../../src/ui/layout/NavbarItem";
import { PageRoot, RootProviders } from "../../../../src/ui/root";
import { defaultExportOf, MissingDefaultExportError } from "../../../../src/ui/behaviours/default-export";
import { errorChain } from "../../../../src/ui/behaviours/error-chain";
import { getDocById, getSidebarById, getSidebarFirstLink, getVersionForPath, requireDocsData } from "../../../../src/shared/docs-data";
import { useDocsVersions } from "../../../../src/ui/hooks/useDocsData";
import { LAZY_SPINNER_DELAY_MS } from "../../../../src/config/constants";
import type { NavbarItem as NavbarItemConfig } from "../../../../src/config/site";
import { resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import { docsVersion, installMatchMedia, provideDocsVersions } from "../../../support/jest/ui-support";

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  installMatchMedia();
  provideDocsVersions();
  document.head.innerHTML = "<title>atom | Stan</title>";
  // React logs caught render errors; the tests look at what is shown instead.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const flush = () => act(() => Promise.resolve());

describe("crash screen (issue 4.13)", () => {
  let failing = true;
  function Flaky() {
    if (failing) throw new Error("Rendering failed", { cause: new Error("The data was incomplete", { cause: new Error("Network timeout") }) });
    return (
      <>
        <Seo title="atom" routePath="/docs/api/atom" />
        <p>Recovered page</p>
      </>
    );
  }

  it("shows 'This page crashed.', the message with its chain of causes, and the browser title 'Page Error'", async () => {
    failing = true;
    render(
      <PageErrorBoundary pathname="/stan/docs">
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This page crashed.");
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByText("Rendering failed")).toBeInTheDocument();
    expect(screen.getByText("Cause: The data was incomplete")).toBeInTheDocument();
    expect(screen.getByText("Cause: Network timeout")).toBeInTheDocument();
    // react-helmet writes the head on the next frame.
    await waitFor(() => expect(document.title).toBe("Page Error"));
  });

  it("'Try again' clears the error and renders the page again; the page's title comes back", async () => {
    failing = true;
    render(
      <PageErrorBoundary pathname="/stan/docs">
        <Flaky />
      </PageErrorBoundary>,
    );
    await waitFor(() => expect(document.title).toBe("Page Error"));
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Recovered page")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("atom | Stan"));
  });

  it("keeps the title 'Page Error' while a page's own head is still mounted beside it (the innermost Helmet wins)", async () => {
    render(
      <>
        <Seo title="atom" routePath="/docs/api/atom" />
        <CrashScreen error={new Error("x")} tryAgain={() => undefined} />
      </>,
    );
    await waitFor(() => expect(document.title).toBe("Page Error"));
    await flush();
    expect(document.title).toBe("Page Error");
    expect(document.querySelectorAll("title")).toHaveLength(1);
  });

  it("moving to another page clears the error", () => {
    failing = true;
    const view = render(
      <PageErrorBoundary pathname="/stan/docs/api/atom">
        <Flaky />
      </PageErrorBoundary>,
    );
    failing = false;
    view.rerender(
      <PageErrorBoundary pathname="/stan/docs/api/store">
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByText("Recovered page")).toBeInTheDocument();
  });

  it("the chain of causes stops at cycles and non-errors", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorChain(b)).toEqual(["b", "a"]);
    expect(errorChain(new Error("top", { cause: "a string" }))).toEqual(["top", "a string"]);
  });
});

describe("PageRoot (wrapPageElement)", () => {
  it("renders the page, then marks <html data-hydrated>; a page that throws gets the crash screen and the mark too", () => {
    delete document.documentElement.dataset.hydrated;
    const page = render(<PageRoot pathname="/stan/docs"><p>page</p></PageRoot>);
    expect(page.getByText("page")).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBe("true");
    page.unmount();

    delete document.documentElement.dataset.hydrated;
    function Broken(): React.ReactElement {
      throw new Error("boom");
    }
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<PageRoot pathname="/stan/docs"><Broken /></PageRoot>);
    expect(document.querySelector("[data-crash=message]")).toHaveTextContent("boom");
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });
});

describe("lazily loaded components", () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }
  const Dialog = ({ title }: { title: string }) => <p>Dialog {title}</p>;

  it("shows nothing for 200 ms, then a spinner, then the component", async () => {
    jest.useFakeTimers();
    expect(LAZY_SPINNER_DELAY_MS).toBe(200);
    const load = deferred<{ default: typeof Dialog }>();
    const Lazy = createLazyComponent(() => load.promise, "the search dialog");
    render(<Lazy title="ready" />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("Loading the search dialog…");
    load.resolve({ default: Dialog });
    await flush();
    expect(screen.getByText("Dialog ready")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a fast load never shows the spinner", async () => {
    jest.useFakeTimers();
    const Lazy = createLazyComponent(() => Promise.resolve({ default: Dialog }), "the dialog");
    render(<Lazy title="fast" />);
    await flush();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText("Dialog fast")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a failed load shows the error text and a Retry button that loads again", async () => {
    const loader = jest.fn<Promise<{ default: typeof Dialog }>, []>().mockRejectedValueOnce(new Error("ChunkLoadError: Loading chunk 42 failed.")).mockResolvedValueOnce({ default: Dialog });
    const Lazy = createLazyComponent(loader, "the search dialog");
    render(<Lazy title="second try" />);
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load the search dialog: ChunkLoadError: Loading chunk 42 failed.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await flush();
    expect(screen.getByText("Dialog second try")).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("a module without a default export is an error that it cannot render anything", async () => {
    expect(() => defaultExportOf({ Dialog }, "src/ui/templates/doc.tsx")).toThrow(MissingDefaultExportError);
    expect(() => defaultExportOf({}, "src/ui/templates/doc.tsx")).toThrow("src/ui/templates/doc.tsx has no default export, so there is nothing to render.");
    expect(defaultExportOf({ default: Dialog }, "x")).toBe(Dialog);
    expect(defaultExportOf({ default: React.memo(Dialog) }, "x")).toBeTruthy();

    const Lazy = createLazyComponent<{ title: string }>(() => Promise.resolve({ Dialog } as never), "the search dialog");
    render(<Lazy title="x" />);
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent("the search dialog has no default export, so there is nothing to render.");
  });
});

describe("navbar item errors", () => {
  function renderItem(item: unknown) {
    render(
      <RootProviders>
        <ErrorBoundary fallback={({ error }) => <CrashScreen error={error} tryAgain={() => undefined} />}>
          <NavbarItem item={item as NavbarItemConfig} activePath="/stan/docs" />
        </ErrorBoundary>
      </RootProviders>,
    );
  }
  const message = () => document.querySelector("[data-crash=message]")?.textContent;
  const causes = () => Array.from(document.querySelectorAll("[data-crash=cause]")).map((cause) => cause.textContent);

  it("an item that fails to render names its config", () => {
    renderItem({ type: "docSidebar", label: "API", sidebarId: "api" });
    expect(message()).toBe('A navbar item failed to render. Its config: {"type":"docSidebar","label":"API","sidebarId":"api"}');
    expect(causes()).toEqual(['Cause: No sidebar with id "api" in docs version "current". Available sidebar ids: "docs".']);
  });

  it("an item without a type is an error", () => {
    renderItem({ label: "Docs", to: "/docs" });
    expect(message()).toContain('Its config: {"label":"Docs","to":"/docs"}');
    expect(causes()[0]).toMatch(/^Cause: Navbar item has no "type"\. Known types: link, dropdown, localeDropdown, docsVersionDropdown, docSidebar, doc, colorModeToggle, search/);
  });

  it("an unknown type is an error listing the known ones", () => {
    renderItem({ type: "blog" });
    expect(causes()[0]).toMatch(/^Cause: Unknown navbar item type "blog"\. Known types: link, /);
    const error = new NavbarItemError({ type: "x" });
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toBe('NavbarItemError: A navbar item failed to render. Its config: {"type":"x"}');
    expect("cause" in error).toBe(false);
  });

  it("an unknown doc id lists the available ids; a draft doc yields nothing", () => {
    renderItem({ type: "doc", label: "Atom", docId: "api/nope" });
    expect(causes()).toEqual(['Cause: No doc with id "api/nope" in docs version "current". Available doc ids: "indtroduction", "api/atom".']);
  });

  it("a doc item for a draft renders nothing (and no error)", () => {
    render(
      <RootProviders>
        <nav>
          <NavbarItem item={{ type: "doc", label: "WIP", docId: "guides/wip" }} activePath="/stan/docs" />
        </nav>
      </RootProviders>,
    );
    expect(screen.getByRole("navigation")).toBeEmptyDOMElement();
  });

  it("a sidebar with nothing to link to is an error", () => {
    provideDocsVersions([{ ...docsVersion, sidebars: [{ name: "docs", items: [{ type: "category", label: "Empty", href: null, linkUnlisted: false, collapsible: true, collapsed: true, items: [] }] }] }]);
    renderItem({ type: "docSidebar", label: "Docs", sidebarId: "docs" });
    expect(causes()).toEqual(['Cause: Sidebar "docs" has nothing to link to: it holds no doc and no category with a link.']);
  });

  it("missing docs data is an error", () => {
    provideDocsVersions(null);
    renderItem({ type: "docSidebar", label: "Docs", sidebarId: "docs" });
    expect(causes()[0]).toMatch(/^Cause: Docs data is missing/);
  });
});

describe("docs data errors (spec section 8) as components meet them", () => {
  it("each raises its own clear error", () => {
    expect(() => requireDocsData(null)).toThrow(/Docs data is missing/);
    expect(() => getSidebarById(docsVersion, "api")).toThrow('Available sidebar ids: "docs".');
    expect(() => getSidebarFirstLink({ name: "empty", items: [] })).toThrow('Sidebar "empty" has nothing to link to');
    expect(() => getDocById(docsVersion, "nope")).toThrow('Available doc ids: "indtroduction", "api/atom".');
    expect(getDocById(docsVersion, "guides/wip")).toBeNull();
    expect(() => getVersionForPath([docsVersion], "/stan/blog")).toThrow('No docs version serves "/stan/blog". Docs live under: "/stan/docs".');
  });

  it("useDocsVersions fails clearly when the query has no docs", () => {
    provideDocsVersions([]);
    function Probe() {
      useDocsVersions();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(/Docs data is missing/);
  });
});

describe("error boundary", () => {
  it("renders children until one throws; tryAgain resets", () => {
    function Toggle() {
      const [boom, setBoom] = useState(false);
      if (boom) throw new Error("boom");
      return (
        <button type="button" onClick={() => setBoom(true)}>
          Explode
        </button>
      );
    }
    render(
      <ErrorBoundary fallback={({ error, tryAgain }) => <button onClick={tryAgain}>{`Caught ${error.message}`}</button>}>
        <Toggle />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Explode" }));
    fireEvent.click(screen.getByRole("button", { name: "Caught boom" }));
    expect(screen.getByRole("button", { name: "Explode" })).toBeInTheDocument();
  });

  it("turns thrown non-errors into errors", () => {
    function Throws(): React.ReactElement {
      throw "a string";
    }
    render(
      <ErrorBoundary fallback={({ error }) => <p>{error instanceof Error ? `Error: ${error.message}` : "not an error"}</p>}>
        <Throws />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Error: a string")).toBeInTheDocument();
  });
});
