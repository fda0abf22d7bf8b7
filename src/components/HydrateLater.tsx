import React, { Suspense, type ReactElement } from "react";
import { mustWait, waitForTurn } from "../lib/progressive-hydration";

interface HydrateLaterProps {
  /** Unique on the page: which part this is. */
  part: string;
  /** Exactly one element: Preact keeps the server-rendered DOM of one node while the part waits. */
  children: ReactElement;
}

function WaitForTurn({ part, children }: HydrateLaterProps) {
  if (mustWait(part)) throw waitForTurn(part);
  return children;
}

/**
 * A part of the page hydrated in its own task after the rest of the page, during the first
 * hydration only (src/lib/progressive-hydration.ts). Until then it is the server-rendered
 * HTML: links work as plain links, buttons do nothing for a few milliseconds.
 */
export function HydrateLater({ part, children }: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn part={part}>{children}</WaitForTurn>
    </Suspense>
  );
}
