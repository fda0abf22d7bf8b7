import { useCallback, useState } from "react";

/**
 * The active option of a listbox whose contents change under it. The index belongs to one list
 * (`listKey`): when the key changes, the active option is `initial` again. The reset is worked out
 * during render rather than in an effect, so an arrow key pressed just after the list changed is
 * never undone by an effect that runs late (passive effects may run after paint).
 */
export function useActiveOption(listKey: string, initial: number): [number, (update: number | ((current: number) => number)) => void] {
  const [picked, setPicked] = useState({ listKey, index: initial });
  const active = picked.listKey === listKey ? picked.index : initial;
  const setActive = useCallback(
    (update: number | ((current: number) => number)) =>
      setPicked((previous) => {
        const current = previous.listKey === listKey ? previous.index : initial;
        return { listKey, index: typeof update === "function" ? update(current) : update };
      }),
    [listKey, initial],
  );
  return [active, setActive];
}
