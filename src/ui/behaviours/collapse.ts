import { REDUCED_MOTION_COLLAPSE_MS } from "../../config/constants";

/** Collapse animation length: longer for taller content, 1 ms when the reader asks for reduced motion. */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return REDUCED_MOTION_COLLAPSE_MS;
  const scaled = heightPx / 36;
  return Math.round((4 + 15 * scaled ** 0.25 + scaled / 5) * 10);
}
