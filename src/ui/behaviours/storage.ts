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
  /** False once values live in memory only (no storage, or storage failed). */
  readonly persistent: boolean;
}

const PROBE_KEY = "stan-docs.storage-probe";

/** window.localStorage if it can be read and written, else null (access itself may throw). */
export function probeLocalStorage(target: { localStorage: Storage } | undefined = typeof window === "undefined" ? undefined : window): Storage | null {
  if (!target) return null;
  try {
    const storage = target.localStorage;
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

export function createStore(initialBacking: Storage | null): KeyValueStore {
  // Every value is also kept in memory, so a storage that fails mid-visit loses nothing.
  const memory = new Map<string, string>();
  const listeners = new Map<string, Set<(value: string | null) => void>>();
  let backing = initialBacking;
  let warned = false;
  // From the first failure on, memory is the only store: a half-working storage
  // (reads fine, writes throw) would otherwise hand back stale values.
  const degrade = () => {
    backing = null;
    if (!warned) warnUnavailable();
    warned = true;
  };
  if (!backing) degrade();
  const notify = (key: string, value: string | null) => listeners.get(key)?.forEach((listener) => listener(value));
  const attempt = (action: (storage: Storage) => void) => {
    if (!backing) return;
    try {
      action(backing);
    } catch {
      degrade();
    }
  };

  return {
    get persistent() {
      return backing !== null;
    },
    get(key) {
      if (backing) {
        try {
          const value = backing.getItem(key);
          // Remember what was read, in case storage fails later in the visit.
          if (value === null) memory.delete(key);
          else memory.set(key, value);
          return value;
        } catch {
          degrade();
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      attempt((storage) => storage.setItem(key, value));
      notify(key, value);
    },
    remove(key) {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
      notify(key, null);
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      // Other tabs: only a real storage raises `storage` events.
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
  shared ??= createStore(probeLocalStorage());
  return shared;
}

/** Forget the detected storage (tests only). */
export function resetStorageForTests(): void {
  shared = null;
}
