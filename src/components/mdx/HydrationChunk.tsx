import React, { type ReactNode } from "react";
import { SECTION_CLASS } from "../../lib/offscreen-sections";
import { HydrateLater } from "../HydrateLater";

interface HydrationChunkProps {
  /** Position of the section in the body (a string: MDX attributes from the build are text). */
  index: string;
  children?: ReactNode;
}

/**
 * A section of a doc body (src/node/rehype-hydration-chunks.ts adds them at build time),
 * hydrated in its own task after the page shell. One element, so that Preact can keep its
 * server-rendered DOM while it waits.
 */
export function HydrationChunk({ index, children }: HydrationChunkProps) {
  return (
    <HydrateLater part={`section-${index}`}>
      <div className={SECTION_CLASS}>{children}</div>
    </HydrateLater>
  );
}
