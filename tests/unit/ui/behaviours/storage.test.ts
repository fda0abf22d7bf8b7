import { createStore, getStorage, probeLocalStorage, resetStorageForTests } from "../../../../src/ui/behaviours/storage";
import { withThrowingLocalStorage } from "../../../support/jest/ui-support";

/** A Storage whose methods throw as chosen. */
function fakeStorage({ getThrows = false, setThrows = false } = {}): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => Array.from(data.keys())[index] ?? null,
    getItem(key: string) {
      if (getThrows) throw new DOMException("denied", "SecurityError");
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (setThrows) throw new DOMException("full", "QuotaExceededError");
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
  };
}

const env = process.env as { NODE_ENV?: string };
const originalEnv = env.NODE_ENV;

afterEach(() => {
  env.NODE_ENV = originalEnv;
  jest.restoreAllMocks();
  localStorage.clear();
  resetStorageForTests();
});

describe("storage (issue 4.2)", () => {
  it("reads and writes localStorage when it works", () => {
    const store = createStore(localStorage);
    store.set("theme", "dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(store.get("theme")).toBe("dark");
    store.remove("theme");
    expect(localStorage.getItem("theme")).toBeNull();
    expect(store.persistent).toBe(true);
  });

  it("detects storage that throws on access and keeps working in memory", () => {
    const throwing = {
      get localStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(probeLocalStorage(throwing)).toBeNull();
    expect(probeLocalStorage({ localStorage: fakeStorage({ setThrows: true }) })).toBeNull();
    expect(probeLocalStorage({ localStorage })).toBe(localStorage);

    const store = createStore(null);
    expect(store.persistent).toBe(false);
    expect(store.get("theme")).toBeNull();
    store.set("theme", "dark");
    expect(store.get("theme")).toBe("dark");
    store.remove("theme");
    expect(store.get("theme")).toBeNull();
  });

  it("warns once, in development only", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    env.NODE_ENV = "production";
    createStore(null);
    expect(warn).not.toHaveBeenCalled();

    env.NODE_ENV = "development";
    const store = createStore(fakeStorage({ getThrows: true, setThrows: true }));
    store.get("a");
    store.set("a", "1");
    store.get("a");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/storage is unavailable/i);
  });

  it("falls back to memory when storage starts failing mid-visit, keeping what it had read", () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const backing = fakeStorage();
    backing.setItem("theme", "dark");
    const store = createStore(backing);
    expect(store.get("theme")).toBe("dark");
    // Writes start failing (storage full): reads must not return the stale stored value.
    jest.spyOn(backing, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    store.set("announcement", "true");
    expect(store.persistent).toBe(false);
    expect(store.get("announcement")).toBe("true");
    expect(store.get("theme")).toBe("dark");
    store.set("theme", "light");
    expect(store.get("theme")).toBe("light");
  });

  it("notifies subscribers of changes made here and in other tabs", () => {
    const store = createStore(localStorage);
    const seen: Array<string | null> = [];
    const unsubscribe = store.subscribe("theme", (value) => seen.push(value));
    store.set("theme", "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "light" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "x" }));
    store.remove("theme");
    unsubscribe();
    store.set("theme", "dark");
    expect(seen).toEqual(["dark", "light", null]);
  });

  it("getStorage detects once and shares one store; in-memory when window.localStorage throws", () => {
    expect(getStorage()).toBe(getStorage());
    resetStorageForTests();
    withThrowingLocalStorage(() => {
      const store = getStorage();
      expect(store.persistent).toBe(false);
      store.set("theme", "dark");
      expect(store.get("theme")).toBe("dark");
    });
  });
});
