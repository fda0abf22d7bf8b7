export const TAG_MANAGER_ORIGIN: string;
export function inlineScripts(html: string): string[];
export function inlineHandlers(html: string): string[];
export function sha256(text: string): string;
export function loadsTagManager(html: string): boolean;
export function buildPolicy(options: { scriptHashes: string[]; tagManager: boolean; delivery?: "header" | "meta" }): string;
