import { useCallback, useEffect, useState } from "react";
import { getStorage } from "../behaviours/storage";

/**
 * A value remembered in storage and shared live by every component using the
 * same key (and other tabs). `null` key: plain local state.
 */
export function useStoredChoice(key: string | null, fallback: string, isValid: (value: string) => boolean): [string, (value: string) => void] {
  const [value, setValue] = useState(fallback);
  useEffect(() => {
    if (!key) return;
    const storage = getStorage();
    const apply = (stored: string | null) => {
      if (stored !== null && isValid(stored)) setValue(stored);
    };
    apply(storage.get(key));
    return storage.subscribe(key, apply);
  }, [key, isValid]);
  const choose = useCallback(
    (next: string) => {
      setValue(next);
      if (key) getStorage().set(key, next);
    },
    [key],
  );
  return [value, choose];
}
