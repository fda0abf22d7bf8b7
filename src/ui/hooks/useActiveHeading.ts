import { useEffect, useState } from "react";

/** The id of the heading the reader is in: the last one whose top has passed below the navbar. */
export function useActiveHeading(ids: readonly string[], offsetPx = 96): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // Headings come in page order: stop at the first one below the line. Measuring those further
      // down would force the layout of body sections that skip it while off screen (global.css).
      let current: string | null = null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (!element) continue;
        if (element.getBoundingClientRect().top > offsetPx) break;
        current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? ids[ids.length - 1] : current ?? ids[0]);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first measure waits for the next frame too: not in the middle of the page's hydration.
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids, offsetPx]);
  return active;
}
