import { useEffect, useState } from "react";

/**
 * Whether a media query matches; `serverValue` in the static HTML and on the first client
 * render (so hydration matches), the real value right after.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
