/**
 * Shared set-up for the behaviour tests (issue 4): a controllable matchMedia
 * (jsdom has none) and docs data for components that query it.
 */
import { useStaticQuery } from "gatsby";
import type { DocsVersionData } from "../../../src/shared/docs-data";
import { docsVersion } from "./docs-version";

type Listener = (event: { matches: boolean; media: string }) => void;

export interface MediaController {
  set(query: string, matches: boolean): void;
}

/** Installs window.matchMedia answering from `initial` (unknown queries: false); `set` changes an answer and notifies listeners. */
export function installMatchMedia(initial: Record<string, boolean> = {}): MediaController {
  const answers = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<Listener>>();
  window.matchMedia = ((query: string) => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return answers.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => set.add(listener),
      removeEventListener: (_type: string, listener: Listener) => set.delete(listener),
      addListener: (listener: Listener) => set.add(listener),
      removeListener: (listener: Listener) => set.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    set(query, matches) {
      answers.set(query, matches);
      listeners.get(query)?.forEach((listener) => listener({ matches, media: query }));
    },
  };
}

export { docsVersion };

/** Makes useStaticQuery (mocked in tests/support/jest/gatsby-mock.tsx) answer with these docs versions. */
export function provideDocsVersions(nodes: DocsVersionData[] | null = [docsVersion]): void {
  (useStaticQuery as jest.Mock).mockReturnValue(nodes === null ? {} : { allDocsVersion: { nodes } });
}

/** Sets window.innerWidth and fires resize. */
export function resizeTo(width: number): void {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

/** Sets window.scrollY and fires scroll. */
export function scrollToY(y: number): void {
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

/** Runs `check` while reading window.localStorage throws (as with storage disabled), then restores it. */
export function withThrowingLocalStorage(check: () => void): void {
  const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("denied", "SecurityError");
    },
  });
  try {
    check();
  } finally {
    Object.defineProperty(window, "localStorage", descriptor);
  }
}
