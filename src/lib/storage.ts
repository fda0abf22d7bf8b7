/**
 * The one door to browser storage. When localStorage is unavailable (iframe,
 * incognito, strict privacy, access throwing) every feature keeps working on an
 * in-memory copy, and development builds warn once.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Called with the new value when the key changes here or in another tab. */
  subscribe(key: string, listener: (value: string | null) => void): () => void;
  readonly persistent: boolean;
}

const PROBE_KEY = "stan-docs.storage-probe";

function probeLocalStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

function warnUnavailable(): void {
  if (process.env.NODE_ENV === "development") {
    console.warn("[stan-docs] Browser storage is unavailable; settings such as the colour mode are kept in memory for this visit only.");
  }
}

export function createStore(backing: Storage | null): KeyValueStore {
  const memory = new Map<string, string>();
  const listeners = new Map<string, Set<(value: string | null) => void>>();
  let warned = false;
  const degrade = () => {
    if (!warned) warnUnavailable();
    warned = true;
  };
  if (!backing) degrade();
  const notify = (key: string, value: string | null) => listeners.get(key)?.forEach((listener) => listener(value));

  return {
    persistent: backing !== null,
    get(key) {
      if (backing) {
        try {
          return backing.getItem(key);
        } catch {
          degrade();
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      if (backing) {
        try {
          backing.setItem(key, value);
        } catch {
          degrade();
        }
      }
      notify(key, value);
    },
    remove(key) {
      memory.delete(key);
      if (backing) {
        try {
          backing.removeItem(key);
        } catch {
          degrade();
        }
      }
      notify(key, null);
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener(event.newValue);
      };
      window.addEventListener("storage", onStorage);
      return () => {
        set.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

let shared: KeyValueStore | null = null;

/** The site's storage, detected on first use (never during server rendering). */
export function getStorage(): KeyValueStore {
  shared ??= createStore(typeof window === "undefined" ? null : probeLocalStorage());
  return shared;
}

/** Forget the detected storage (tests only). */
export function resetStorageForTests(): void {
  shared = null;
}
