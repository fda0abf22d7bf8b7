import type { Page } from "@playwright/test";

export type ResourceKind = "document" | "script" | "style" | "data" | "image" | "font" | "other";

export interface MeasuredResource {
  url: string;
  type: ResourceKind;
  status: number;
  /** A prefetch of another page's resources, not needed by this page. */
  prefetch: boolean;
  bytes: number;
  gzip: number;
  /** Bytes on the wire: encoded body and headers. */
  wire: number;
}

export interface PageWeight {
  url: string;
  status: number;
  requests: number;
  firstLoadRequests: number;
  byType: Partial<Record<ResourceKind, { requests: number; wire: number; gzip: number }>>;
  firstLoadJsGz: number;
  jsGzInclPrefetch: number;
  scripts: Array<{ url: string; gzip: number }>;
  inlineCssGz: number;
  cssFilesGz: number;
  cssGz: number;
  renderBlocking: { stylesheets: string[]; scripts: string[] };
  resources: MeasuredResource[];
}

export const MEASURED_PAGES: string[];
export const BUDGETS: { firstLoadJsGz: number; cssGz: number; renderBlockingCssFiles: number };
export function gzipSize(data: Buffer | string): number;
export function classify(resourceType: string, url: string, contentType: string): ResourceKind;
export function inlineStyles(html: string): string;
export function renderBlocking(html: string): { stylesheets: string[]; scripts: string[] };
export function measurePage(page: Page, url: string): Promise<PageWeight>;
