import { useEffect, useState } from "react";

/** False during server rendering and hydration, true afterwards (for controls that need JavaScript). */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => setIsClient(true), []);
  return isClient;
}
