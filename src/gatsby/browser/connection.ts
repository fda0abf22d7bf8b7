/** The parts of the Network Information API (navigator.connection) that matter here. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** False on 2g-class connections (2g, slow-2g) and when the reader asked to save data. */
export function connectionAllowsPrefetch(nav: { connection?: ConnectionInfo } | undefined = typeof navigator === "undefined" ? undefined : (navigator as { connection?: ConnectionInfo })): boolean {
  const connection = nav?.connection;
  if (!connection) return true;
  if ((connection.effectiveType ?? "").includes("2g")) return false;
  return connection.saveData !== true;
}
