import matter from "gray-matter";
import { getNodeValue, parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import { ContentError, listChoices, place } from "../errors/errors";

type FieldKind = "string" | "number" | "boolean";

interface FieldRule {
  kind: FieldKind;
  /** A doc without the field fails the build. */
  required?: true;
  /** The value when the field is absent (optional fields without one are null). */
  default?: string | number | boolean;
  /** What the field does: shown in GraphiQL (the schema's `DocFrontmatter` type is made from this table). */
  description: string;
}

/**
 * The front matter a doc may have: the one list of its fields. Each entry becomes a field of
 * `Doc.frontmatter` in the GraphQL schema (src/pipeline/graphql/schema.ts), and so of the generated query types
 * (src/gatsby-types.d.ts); the authoring guide (content/README.md) shows how to add one.
 */
export const FRONTMATTER_FIELDS = {
  title: { kind: "string", required: true, description: "The page's title: its h1, its <title> and its sidebar label by default." },
  description: { kind: "string", required: true, description: "What a reader learns on the page (110 to 160 characters): the meta description and the search snippet." },
  sidebar_position: { kind: "number", description: "Order among the docs and categories of its folder (lowest first; without it, after those with one, by file name)." },
  sidebar_label: { kind: "string", description: "The sidebar's and pager's label, when it should be shorter than the title." },
  slug: { kind: "string", description: "The route below /docs: \"/\" for the docs root, \"/a/b\" absolute, \"name\" relative to the folder." },
  id: { kind: "string", description: "The doc id's last part (default: the file name); links in the site config name docs by id." },
  draft: { kind: "boolean", default: false, description: "Built under develop only; left out of production builds." },
  code_title: { kind: "boolean", default: false, description: "The title is an API name, which machine translation leaves alone (API function pages)." },
} as const satisfies Record<string, FieldRule>;

type Fields = typeof FRONTMATTER_FIELDS;
type ValueOf<Kind extends FieldKind> = Kind extends "string" ? string : Kind extends "number" ? number : boolean;
/** A field's value: always there when required or defaulted, else null when absent. */
type FieldValue<Rule> = Rule extends { kind: infer Kind extends FieldKind }
  ? Rule extends { required: true } | { default: unknown } ? ValueOf<Kind> : ValueOf<Kind> | null
  : never;

/** A doc's checked front matter, typed from FRONTMATTER_FIELDS. */
export type DocFrontmatter = { [Key in keyof Fields]: FieldValue<Fields[Key]> };

const FIELDS: Readonly<Record<string, FieldRule>> = FRONTMATTER_FIELDS;

/** Meta description length in characters: long enough to say what the page teaches, short enough that search results show it whole. */
export const DESCRIPTION_LENGTH = { min: 110, max: 160 } as const;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const SLUG_PATTERN = /^\/?([A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]*$/;

function isKnownField(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(FIELDS, key);
}

/**
 * Where `key:` stands inside the front matter block that opens `source` (the file's text): its 1-based
 * line, and the column of its value (of the key itself with `at: "key"`). Line 1, column 1 (the block's
 * first line) when the key is absent.
 */
export function frontmatterPlace(source: string, key: string, at: "key" | "value" = "value"): { line: number; column: number } {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== "---") return { line: 1, column: 1 };
  for (let index = 1; index < lines.length && lines[index].trim() !== "---"; index++) {
    if (!lines[index].startsWith(`${key}:`)) continue;
    const value = /^\s*/.exec(lines[index].slice(key.length + 1))?.[0].length ?? 0;
    return { line: index + 1, column: at === "key" || lines[index].length === key.length + 1 ? 1 : key.length + 2 + value };
  }
  return { line: 1, column: 1 };
}

/** Characters as a reader counts them (code points, so "…" is one), ignoring surrounding blanks. */
const characterCount = (text: string) => Array.from(text.trim()).length;

/** What js-yaml says of YAML it cannot read: why, and where (0-based; line 0 is the opening `---` line's end). */
interface YamlError {
  reason: string;
  mark: { line: number; column: number };
}
const isYamlError = (error: unknown): error is YamlError => typeof (error as YamlError | null)?.reason === "string" && typeof (error as YamlError).mark?.line === "number";

/**
 * The error in a doc's front matter that gatsby-plugin-mdx would throw while reading it (gray-matter, YAML
 * only, as the plugin calls it), as a content error at its line; undefined when it reads. The plugin's own
 * error names neither the file nor its line in it.
 */
export function frontMatterSyntaxError(text: string, file: string): ContentError | undefined {
  try {
    matter(text, { language: "yaml" });
    return undefined;
  } catch (error) {
    if (!isYamlError(error)) throw error;
    // The YAML starts right after the opening `---`, so its line numbers (0-based) are the file's (1-based) less one.
    // An error found at the end (an unclosed quote) points at the last line of the front matter.
    const lines = text.split(/\r?\n/);
    let line = error.mark.line + 1;
    const atEnd = line > 2 && (lines[line - 1]?.trim() ?? "") === "---";
    while (line > 2 && ["", "---"].includes(lines[line - 1]?.trim() ?? "")) line--;
    return new ContentError(place(file, line, atEnd ? 1 : error.mark.column + 1), `front matter is not valid YAML: ${error.reason}`, lines[line - 1], "Write one field per line as name: value, and quote a value that has \": \" in it or starts with one of ' \" [ { > | * & ! % @ `.", "front-matter");
  }
}

/**
 * Checks a doc's front matter and returns it typed; throws a ContentError naming the field otherwise.
 * With the file's text as `source`, errors about a field also name its line (`file:line`).
 */
export function parseDocFrontmatter(raw: unknown, file: string, source?: string): DocFrontmatter {
  const at = (key: string, on: "key" | "value" = "value") => {
    if (source === undefined) return file;
    const { line, column } = frontmatterPlace(source, key, on);
    return place(file, line, column);
  };
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new ContentError(file, "front matter must be a YAML mapping", raw, "Start the file with --- title: ... ---.", "front-matter");
  }
  const record = raw as Record<string, unknown>;
  const known = Object.keys(FIELDS);
  for (const key of Object.keys(record)) {
    if (!isKnownField(key)) {
      throw new ContentError(at(key, "key"), `unknown front matter field "${key}"`, record[key], `Valid fields: ${listChoices(known)}.`, "front-matter");
    }
  }
  for (const [key, rule] of Object.entries(FIELDS)) {
    const value = record[key];
    if (value === undefined || value === null) {
      if (rule.required) {
        throw new ContentError(at(key), `front matter field "${key}" is required`, value, `Give it a non-empty ${rule.kind}.`, "front-matter");
      }
      continue;
    }
    const ok =
      typeof value === rule.kind &&
      (rule.kind !== "string" || (value as string).trim() !== "") &&
      (rule.kind !== "number" || Number.isFinite(value));
    if (!ok) {
      throw new ContentError(at(key), `front matter field "${key}" must be a non-empty ${rule.kind}`, value, `Write ${key}: <${rule.kind}>.`, "front-matter");
    }
  }
  const description = record.description as string;
  const length = characterCount(description);
  if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
    throw new ContentError(
      at("description"),
      `front matter "description" is ${length} characters long`,
      description,
      `Write ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters that say what a reader learns on this page.`, "front-matter",
    );
  }
  const id = record.id as string | undefined;
  if (id !== undefined && !ID_PATTERN.test(id)) {
    throw new ContentError(at("id"), 'front matter "id" has characters that cannot be part of a URL', id, "Use letters, digits, - and _ only.", "front-matter");
  }
  const slug = record.slug as string | undefined;
  if (slug !== undefined && !SLUG_PATTERN.test(slug)) {
    throw new ContentError(at("slug"), 'front matter "slug" is not a clean path', slug, 'Use "/" for the docs root, "/a/b" or "name" (letters, digits, - and _).', "front-matter");
  }
  const frontmatter: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(FIELDS)) frontmatter[key] = record[key] ?? rule.default ?? null;
  // Each value was checked against its field's kind above.
  return frontmatter as DocFrontmatter;
}

export interface CategoryMeta {
  label: string;
  position?: number;
  /** Where the label is written (file:line:column): errors about the category point there. */
  labelSource: string;
}

/** The 1-based line and column of a character offset in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Checks a folder's _category_.json (strict JSON: no comments, no trailing commas). Each error names
 * the line and column of the bad key, value or syntax.
 */
export function parseCategoryMeta(raw: string, file: string): CategoryMeta {
  const at = (offset: number) => {
    const { line, column } = lineAndColumn(raw, offset);
    return place(file, line, column);
  };
  const syntaxErrors: ParseError[] = [];
  const root = parseTree(raw, syntaxErrors, { allowTrailingComma: false, disallowComments: true });
  if (syntaxErrors.length > 0 || !root) {
    const first = syntaxErrors[0];
    const problem = first ? printParseErrorCode(first.error) : "InvalidSymbol";
    return fail(at(first?.offset ?? 0), "is not valid JSON", raw.slice(first?.offset ?? 0, (first?.offset ?? 0) + 40), `The parser expected something else here (${problem}). Write {"label": "API", "position": 3}.`);
  }
  if (root.type !== "object") return fail(at(root.offset), "must hold a JSON object", getNodeValue(root), 'Write {"label": "API", "position": 3}.');
  const property = (key: string) => root.children?.find((child) => child.children?.[0]?.value === key);
  for (const child of root.children ?? []) {
    const [keyNode, valueNode] = child.children ?? [];
    const key = String(keyNode?.value);
    if (key !== "label" && key !== "position") {
      return fail(at(keyNode?.offset ?? child.offset), `unknown field "${key}"`, valueNode ? getNodeValue(valueNode) : undefined, `Valid fields: ${listChoices(["label", "position"])}.`);
    }
  }
  const label = property("label")?.children?.[1];
  if (label?.type !== "string" || String(label.value).trim() === "") {
    return fail(at(label?.offset ?? root.offset), '"label" must be a non-empty string', label ? getNodeValue(label) : undefined, 'Write "label": "API".');
  }
  const position = property("position")?.children?.[1];
  if (position && (position.type !== "number" || !Number.isFinite(position.value))) {
    return fail(at(position.offset), '"position" must be a number', getNodeValue(position), 'Write "position": 3.');
  }
  return { label: label.value as string, position: position?.value as number | undefined, labelSource: at(label.offset) };

  function fail(where: string, problem: string, value: unknown, valid: string): never {
    throw new ContentError(where, problem, value, valid, "front-matter");
  }
}
