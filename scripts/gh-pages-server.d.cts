import type { Server } from "node:http";

export type Resolved = { kind: "file"; file: string } | { kind: "redirect"; location: string } | { kind: "not-found" };
export function resolveRequest(root: string, prefix: string, rawPath: string, query?: string): Resolved;
export function createGhPagesServer(options: { root: string; prefix?: string }): Server;
export function contentType(file: string): string;
