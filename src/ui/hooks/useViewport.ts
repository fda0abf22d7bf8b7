import { useEffect, useState } from "react";
import { DESKTOP_MIN_WIDTH } from "../../config/constants";

export type Viewport = "ssr" | "desktop" | "mobile";

export function viewportForWidth(width: number): Exclude<Viewport, "ssr"> {
  return width >= DESKTOP_MIN_WIDTH ? "desktop" : "mobile";
}

/** `ssr` until hydrated, then `desktop` above 996px or `mobile`, kept current on resize. */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState<Viewport>("ssr");
  useEffect(() => {
    const update = () => setViewport(viewportForWidth(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return viewport;
}
