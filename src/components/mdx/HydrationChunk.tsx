import React, { Suspense, type ReactNode } from "react";
import { mustWait, waitForTurn } from "../../lib/progressive-hydration";

interface HydrationChunkProps {
  /** Position of the section in the body (a string: MDX attributes from the build are text). */
  index: string;
  children?: ReactNode;
}

/** One element, so that Preact can keep its server-rendered DOM while it waits. */
function SectionBody({ index, children }: { index: number; children?: ReactNode }) {
  if (mustWait(index)) throw waitForTurn(index);
  return <div className="doc-chunk">{children}</div>;
}

/**
 * A section of a doc body (src/node/rehype-hydration-chunks.ts adds them at build time),
 * hydrated in its own task after the page shell (src/lib/progressive-hydration.ts).
 */
export function HydrationChunk({ index, children }: HydrationChunkProps) {
  return (
    <Suspense fallback={null}>
      <SectionBody index={Number(index)}>{children}</SectionBody>
    </Suspense>
  );
}
