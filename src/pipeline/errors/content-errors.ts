/**
 * Content errors as Gatsby structured errors: one registered id per kind (so the terminal and the
 * develop overlay show a title, the file and the line instead of "ERROR UNKNOWN" and a stack of
 * compiled gatsby-node code), and the one reporter call that reports a ContentError.
 */
import { isCI } from "gatsby-core-utils";
import * as path from "path";
import type { Reporter } from "gatsby";
import { siteConfig } from "../../config/site";
import { ContentError, type ContentErrorKind } from "./errors";
import { SITE_PLUGIN_ERROR_PREFIX } from "../../gatsby/internals";

interface KindInfo {
  /** The error id as registered (Gatsby adds SITE_PLUGIN_ERROR_PREFIX). */
  id: string;
  /** The section of content/README.md that explains the kind and its fix. */
  guideAnchor: string;
}

export const CONTENT_ERROR_KINDS: Record<ContentErrorKind, KindInfo> = {
  "broken-link": { id: "STAN_BROKEN_LINK", guideAnchor: "broken-link" },
  "missing-anchor": { id: "STAN_MISSING_ANCHOR", guideAnchor: "missing-anchor" },
  "front-matter": { id: "STAN_FRONT_MATTER", guideAnchor: "bad-front-matter-or-_category_json" },
  duplicate: { id: "STAN_DUPLICATE", guideAnchor: "duplicate-id-or-path" },
  "empty-category": { id: "STAN_EMPTY_CATEGORY", guideAnchor: "empty-category" },
  "config-reference": { id: "STAN_CONFIG_REFERENCE", guideAnchor: "unknown-sidebar-doc-or-page-in-the-site-config" },
  sample: { id: "STAN_SAMPLE", guideAnchor: "sample-that-does-not-compile" },
  "code-language": { id: "STAN_CODE_LANGUAGE", guideAnchor: "unknown-code-block-language" },
  "code-line": { id: "STAN_CODE_LINE", guideAnchor: "code-line-too-long" },
  markup: { id: "STAN_MARKUP", guideAnchor: "unbalanced-or-unknown-mdx-component" },
};

/** The authoring guide on GitHub, beside the docs the edit links open. */
export const GUIDE_URL = `${siteConfig.docs.editUrl.replace("/edit/", "/blob/")}content/README.md`;

/** What a reported error carries: its message and, when known, where it is (`path:line:column`). */
export interface ErrorContext {
  sourceMessage: string;
  location?: string;
}

export interface ErrorMapEntry {
  text: (context: ErrorContext) => string;
  level: "ERROR";
  type: "PLUGIN";
  category: "USER";
  docsUrl: string;
}

/** The section of the authoring guide that explains a kind of error. */
export const guideUrlOf = (kind: ContentErrorKind): string => `${GUIDE_URL}#${CONTENT_ERROR_KINDS[kind].guideAnchor}`;

/**
 * The message of an error. Gatsby's terminal output names the file and line on a line of its own,
 * except in CI (GitHub Actions), where its plain logger prints the message alone: there the message
 * starts with the place, so a failed build's log still says where to look.
 */
export function errorText(context: ErrorContext, inCI: boolean = isCI()): string {
  return inCI && context.location ? `${context.location}: ${context.sourceMessage}` : context.sourceMessage;
}

/** A kind's entry in the error map: every kind is the author's to fix (category USER). */
export function errorMapEntry(kind: ContentErrorKind): ErrorMapEntry {
  return { text: (context) => errorText(context), level: "ERROR", type: "PLUGIN", category: "USER", docsUrl: guideUrlOf(kind) };
}

/** The entries for reporter.setErrorMap, by id. */
export function contentErrorMap(): Record<string, ErrorMapEntry> {
  return Object.fromEntries((Object.keys(CONTENT_ERROR_KINDS) as ContentErrorKind[]).map((kind) => [CONTENT_ERROR_KINDS[kind].id, errorMapEntry(kind)]));
}

/** Where a ContentError points: its `file` is `path`, `path:line`, `path:line:column`, `path (where)` or `path (where):line`. */
export function errorLocation(error: ContentError): { file: string; line: number | null; column: number | null; where: string | null } {
  const match = /^(.*?)(?: \((.*)\))?(?::(\d+)(?::(\d+))?)?$/.exec(error.file);
  const line = match?.[3] ? Number(match[3]) : null;
  const column = match?.[4] ? Number(match[4]) : null;
  return { file: match?.[1] ?? error.file, line: line && line > 0 ? line : null, column: line && column && column > 0 ? column : null, where: match?.[2] ?? null };
}

export interface ReporterCall {
  id: string;
  context: ErrorContext;
  filePath: string;
  location?: { start: { line: number; column: number } };
}

/** The structured error for a ContentError: the file apart (absolute, so "Open in Editor" finds it), the line when known. */
export function reporterCallOf(error: ContentError, root = process.cwd()): ReporterCall {
  const { file, line, column, where } = errorLocation(error);
  return {
    id: SITE_PLUGIN_ERROR_PREFIX + CONTENT_ERROR_KINDS[error.kind].id,
    context: { sourceMessage: where ? `${where}: ${error.detail}` : error.detail, location: line ? `${file}:${line}:${column ?? 1}` : file },
    filePath: path.resolve(root, file),
    ...(line ? { location: { start: { line, column: column ?? 1 } } } : {}),
  };
}

/** Reports the error once. In `gatsby build` the reporter then ends the process with exit code 1. */
export function reportContentError(reporter: Pick<Reporter, "panicOnBuild">, error: ContentError): void {
  reporter.panicOnBuild(reporterCallOf(error));
}

/**
 * Reports a content error once, as a structured error naming its file and line. `gatsby build` ends there;
 * under develop the caller skips only what the error concerns. Anything else is a bug in the site's
 * code: it stops with its stack.
 */
export function reportError(reporter: Pick<Reporter, "panicOnBuild">, error: unknown): void {
  if (error instanceof ContentError) return reportContentError(reporter, error);
  reporter.panicOnBuild(String(error instanceof Error ? error.stack : error));
  throw error;
}
