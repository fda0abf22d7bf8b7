/**
 * What the build does not check of content/'s TypeScript samples (see tests/AUTHORING-BRIEF.md): the type
 * claims of `types` blocks, and Stan's declarations and inventory. That every sample compiles as its markers
 * say is the build's check (src/pipeline/code/typed-code.ts), so content samples are compiled here only for claims.
 *
 * - `extractCodeBlocks` finds every fenced block of a Markdown/MDX file
 *   (src/pipeline/parse/doc-tree.ts: the parse the site build uses).
 * - `collectSamples` keeps the `ts`/`tsx` blocks of content/** /*.md(x).
 * - `checkSamples` compiles the samples it is given in ONE `ts.Program` made of in-memory
 *   files (one module per sample) against the declarations, compiler options
 *   and React types the site build renders samples with
 *   (src/pipeline/code/sample-compiler.ts: Stan 1.7's declarations, React 19's types),
 *   and evaluates the type claims of `types` blocks.
 *
 * Meta flags and hidden lines are parsed by the shared src/pipeline/code/code-sample.ts,
 * the same code the site build uses, so what is checked is what is shown.
 *
 * Type claims: in a `types` block every `const <name> = <expr>; // <Type>`
 * (the comment trailing the statement, on the line where the statement ends)
 * states what `tsc` prints for `<name>`
 * (`checker.typeToString(type, undefined, TypeFormatFlags.NoTruncation)`).
 * Both texts are compared in the canonical form of `normalizeTypeText`: the
 * layout (whitespace, `;`/`,` between object members, the last `;`, quote
 * style) and the order of union members do not matter; names, type aliases,
 * parameter names, `readonly` and parentheses must be what tsc prints.
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { codeBlocksOf, docBodyOf, parseDocBody, parseMarkdownFile } from "../../../src/pipeline/parse/doc-tree";
import {
  CUT_MARKER,
  checkCodeLanguages,
  parseCodeMeta,
  splitHiddenLines,
} from "../../../src/pipeline/code/code-sample";
import { isEditableLanguage, type EditableLanguage } from "../../../src/shared/sample-editor";
import {
  SAMPLE_COMPILER_OPTIONS,
  STAN_DECLARATIONS,
  STAN_MODULES,
  reactTypesDir,
} from "../../../src/pipeline/code/sample-compiler";

export { reactTypesDir };

// ---------------------------------------------------------------------------
// Extraction
// ---------------------------------------------------------------------------

export interface CodeBlock {
  /** File label as passed to `extractCodeBlocks` (a repo-relative path). */
  file: string;
  /** First word of the info string (`ts`, `tsx`, `bash`...), "" if none. */
  lang: string;
  /** The rest of the info string (`fails`, `types`, `title="..."`). */
  meta: string;
  /** Block content, fence indentation removed, no trailing newline. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the first code line (`line + 1`). */
  codeLine: number;
}

/**
 * Every fenced code block in document order (inside JSX such as `<TabItem>`
 * too), from the tree the site build reads (src/pipeline/parse/doc-tree.ts). The
 * authoring guide (a README.md) is plain Markdown, every other file MDX.
 */
export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const blocks = path.basename(file) === "README.md" ? codeBlocksOf(parseMarkdownFile(source)) : docCodeBlocks(source, file);
  return blocks.map((node) => {
    const line = node.position?.start.line ?? 0;
    return { file, lang: node.lang ?? "", meta: node.meta ?? "", code: node.value, line, codeLine: line + 1 };
  });
}

/** A doc's blocks, each with a language of the site's list, as the build requires (an unknown one throws). */
function docCodeBlocks(source: string, file: string) {
  const body = docBodyOf(source);
  const blocks = codeBlocksOf(parseDocBody(body, file));
  checkCodeLanguages(blocks, body.body, file);
  return blocks;
}

// ---------------------------------------------------------------------------
// Samples
// ---------------------------------------------------------------------------

/** TypeScript samples (`vue` ones are single-file components: the build checks them, vue-sample.ts). */
export type SampleLanguage = EditableLanguage;

export interface Sample extends CodeBlock {
  lang: SampleLanguage;
  /** `<file>:<fence line>`, the jest test name. */
  id: string;
  fails: boolean;
  types: boolean;
  title?: string;
  /** Lines above `// ---cut---` ("" if none). */
  hidden: string;
  /** Lines shown to the reader. */
  visible: string;
}

const isSampleLanguage = isEditableLanguage;

/** The `ts`/`tsx` blocks of one Markdown/MDX source. */
export function samplesFromSource(source: string, file: string): Sample[] {
  const samples: Sample[] = [];
  for (const block of extractCodeBlocks(source, file)) {
    const lang = block.lang;
    if (!isSampleLanguage(lang)) continue;
    const meta = parseCodeMeta(block.meta);
    const { hidden, visible } = splitHiddenLines(block.code, lang);
    samples.push({
      ...block,
      lang,
      id: `${file}:${block.line}`,
      fails: meta.fails,
      types: meta.types,
      title: meta.title,
      hidden,
      visible,
    });
  }
  return samples;
}

/** content/**\/*.md and *.mdx, sorted, as absolute paths. */
export function listContentFiles(contentDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && /\.mdx?$/.test(entry.name)) found.push(full);
    }
  };
  walk(contentDir);
  return found.sort();
}

/** Repository root (tests/support/content/../../..). */
export const REPO_ROOT = path.resolve(__dirname, "..", "..", "..");

/**
 * All `ts`/`tsx` samples of content/**\/*.md(x). `file` of each sample is the
 * path relative to `rootDir` (the repository root by default), with `/`.
 */
export function collectSamples(contentDir: string, rootDir: string = REPO_ROOT): Sample[] {
  return listContentFiles(contentDir).flatMap((abs) =>
    samplesFromSource(fs.readFileSync(abs, "utf8"), toPosix(path.relative(rootDir, abs))),
  );
}

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}

// ---------------------------------------------------------------------------
// Compiler setup
// ---------------------------------------------------------------------------

function compilerOptions(
  rootDir: string,
  overrides: Record<string, unknown> = {},
): ts.CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    { ...SAMPLE_COMPILER_OPTIONS, ...overrides },
    rootDir,
  );
  if (errors.length > 0) {
    throw new Error(errors.map((d) => flatten(d.messageText)).join("\n"));
  }
  return options;
}

/**
 * Parsed library/declaration files shared by every program built here (the
 * options never change in a way that affects parsing or binding, so the
 * language-service style reuse is safe and saves most of the start-up time).
 */
const sourceFileCache = new Map<string, ts.SourceFile>();


function createProgram(
  virtualFiles: ReadonlyMap<string, string>,
  rootDir: string,
  overrides: Record<string, unknown> = {},
): ts.Program {
  const options = compilerOptions(rootDir, overrides);
  const host = ts.createCompilerHost(options, true);
  const base = {
    fileExists: host.fileExists.bind(host),
    readFile: host.readFile.bind(host),
    getSourceFile: host.getSourceFile.bind(host),
  };
  host.fileExists = (fileName) => virtualFiles.has(fileName) || base.fileExists(fileName);
  // The folder of a multi-file sample's files (checkSamples) exists only here.
  const virtualDirs = new Set([...virtualFiles.keys()].map((fileName) => path.dirname(fileName)));
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (dir) => virtualDirs.has(dir) || (directoryExists ? directoryExists(dir) : true);
  host.readFile = (fileName) => virtualFiles.get(fileName) ?? base.readFile(fileName);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    const text = virtualFiles.get(fileName);
    if (text !== undefined) {
      return ts.createSourceFile(fileName, text, languageVersionOrOptions, true);
    }
    const cached = sourceFileCache.get(fileName);
    if (cached) return cached;
    const sf = base.getSourceFile(fileName, languageVersionOrOptions, onError, shouldCreate);
    if (sf) sourceFileCache.set(fileName, sf);
    return sf;
  };
  // Stan's entry points and React resolve through the options' `paths` (sample-compiler.ts).
  return ts.createProgram({ rootNames: [...virtualFiles.keys()], options, host });
}

function flatten(message: string | ts.DiagnosticMessageChain): string {
  return ts.flattenDiagnosticMessageText(message, "\n");
}

// ---------------------------------------------------------------------------
// Checking
// ---------------------------------------------------------------------------

export interface SampleDiagnostic {
  /** TS error code, e.g. 2345. */
  code: number;
  message: string;
  /** 1-based line in the content file (undefined for file-less diagnostics). */
  line: number | undefined;
  /** The offending line is above `// ---cut---`. */
  inHiddenLines: boolean;
}

export interface TypeClaimResult {
  /** Declared variable name ("" when the declaration is not `const <name>`). */
  name: string;
  /** 1-based line in the content file (where the claim comment is). */
  line: number;
  /** The comment text, trimmed. */
  claimed: string;
  /** What tsc prints, or a problem description when `ok` is false for a malformed claim. */
  actual: string;
  ok: boolean;
}

export interface SampleResult {
  sample: Sample;
  /** Virtual file the sample was compiled as. */
  virtualFile: string;
  diagnostics: SampleDiagnostic[];
  /** Type claims (only for `types` samples). */
  claims: TypeClaimResult[];
}

export interface CheckResult {
  results: SampleResult[];
  /** Option and global diagnostics (should be empty). */
  globalDiagnostics: string[];
  /** Export names of each Stan module, as the declarations define them. */
  moduleExports: Record<string, { values: string[]; types: string[] }>;
}

export interface CheckOptions {
  /** Repository root holding node_modules and the content files. */
  rootDir?: string;
}

/** The text a sample is compiled as, line-aligned with its code block. */
export function sampleSource(sample: Pick<Sample, "hidden" | "visible" | "code">): string {
  const hasCut = sample.code.split("\n").some((l) => l.trim() === CUT_MARKER);
  const body = hasCut ? `${sample.hidden}\n${CUT_MARKER}\n${sample.visible}` : sample.visible;
  return `${body}\nexport {};\n`;
}

/** TypeScript's notation for the files of a multi-file sample: the lines after it are that file's. */
const FILENAME_LINE = /^\/\/ @filename: (\S+)\s*$/;

/**
 * A sample's files: the files its hidden lines declare with `// @filename:` lines, each with the line (0-based,
 * in `sampleSource`) where it starts, and the sample's own text, in which their lines are blank (so that its
 * lines stay the block's) and which is named by the last `// @filename:` line, if any.
 */
function sampleFiles(sample: Sample): { own: string; ownName?: string; others: Array<{ name: string; text: string; firstLine: number }> } {
  const lines = sampleSource(sample).split("\n");
  const starts = lines.flatMap((line, index) => (index < visibleStart(sample) && FILENAME_LINE.test(line) ? [index] : []));
  if (starts.length === 0) return { own: lines.join("\n"), others: [] };
  const last = starts[starts.length - 1];
  const others = starts.slice(0, -1).map((start, i) => ({ name: FILENAME_LINE.exec(lines[start])![1], text: lines.slice(start + 1, starts[i + 1]).join("\n"), firstLine: start + 1 }));
  const own = lines.map((line, index) => (index < last ? "" : line)).join("\n");
  return { own, ownName: FILENAME_LINE.exec(lines[last])![1], others };
}

/** Line index (0-based, in `sampleSource`) of the first visible line. */
function visibleStart(sample: Sample): number {
  const hasCut = sample.code.split("\n").some((l) => l.trim() === CUT_MARKER);
  return hasCut ? sample.hidden.split("\n").length + 1 : 0;
}

function virtualFileName(sample: Sample, rootDir: string, index: number): string {
  const abs = path.resolve(rootDir, sample.file);
  return `${abs}__L${sample.line}${index > 0 ? `_${index}` : ""}.${sample.lang}`;
}

const PROBE_FILE = "__stan_exports_probe__.ts";

/**
 * Compiles every sample (one module each) in a single program and returns the
 * diagnostics and type-claim results per sample, in input order.
 */
export function checkSamples(samples: readonly Sample[], opts: CheckOptions = {}): CheckResult {
  const rootDir = opts.rootDir ?? REPO_ROOT;
  const files = new Map<string, string>();
  const names: string[] = [];
  // The other files of multi-file samples, each with its sample's index and its first line in the sample.
  const otherFiles: Array<{ sample: number; name: string; firstLine: number }> = [];
  samples.forEach((sample, index) => {
    const group = files;
    let name = virtualFileName(sample, rootDir, 0);
    for (let n = 1; group.has(name) || group.has(`${name}.files`); n += 1) name = virtualFileName(sample, rootDir, n);
    const { own, ownName, others } = sampleFiles(sample);
    // A multi-file sample's files share a folder of their own, so that `./providers` finds its file.
    const folder = `${name}.files`;
    const fileIn = (file: string) => path.join(folder, file);
    if (ownName) name = fileIn(ownName);
    group.set(name, own);
    for (const other of others) {
      group.set(fileIn(other.name), other.text);
      otherFiles.push({ sample: index, name: fileIn(other.name), firstLine: other.firstLine });
    }
    names.push(name);
  });
  const probe = path.join(rootDir, PROBE_FILE);
  files.set(probe, importsOfEveryEntryPoint());

  const program = createProgram(files, rootDir);

  const results = samples.map((sample, i): SampleResult => {
    const own = program;
    const checker = own.getTypeChecker();
    const sf = own.getSourceFile(names[i]);
    if (!sf) throw new Error(`internal: no source file for ${sample.id}`);
    const toContentLine = (pos: number): number =>
      sample.codeLine + sf.getLineAndCharacterOfPosition(pos).line;
    const firstVisible = visibleStart(sample);
    const diagnostics = [
      ...own.getSyntacticDiagnostics(sf),
      ...own.getSemanticDiagnostics(sf),
    ].map((d): SampleDiagnostic => {
      const lineIndex =
        d.start === undefined ? undefined : sf.getLineAndCharacterOfPosition(d.start).line;
      return {
        code: d.code,
        message: flatten(d.messageText),
        line: d.start === undefined ? undefined : toContentLine(d.start),
        inHiddenLines: lineIndex !== undefined && lineIndex < firstVisible,
      };
    });
    // The sample's other files are hidden lines of it.
    for (const other of otherFiles.filter((file) => file.sample === i)) {
      const otherSf = own.getSourceFile(other.name);
      if (!otherSf) throw new Error(`internal: no source file ${other.name} for ${sample.id}`);
      for (const d of [...own.getSyntacticDiagnostics(otherSf), ...own.getSemanticDiagnostics(otherSf)]) {
        const line = d.start === undefined ? undefined : sample.codeLine + other.firstLine + otherSf.getLineAndCharacterOfPosition(d.start).line;
        diagnostics.push({ code: d.code, message: flatten(d.messageText), line, inHiddenLines: true });
      }
    }
    const claims = sample.types ? evaluateClaims(sf, checker, firstVisible, toContentLine) : [];
    return { sample, virtualFile: names[i], diagnostics, claims };
  });

  const globalDiagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((d) => flatten(d.messageText));

  return { results, globalDiagnostics, moduleExports: readModuleExports(program, probe) };
}

function readModuleExports(
  program: ts.Program,
  probeFile: string,
): CheckResult["moduleExports"] {
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(probeFile);
  const out: CheckResult["moduleExports"] = {};
  if (!sf) return out;
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!moduleSymbol) continue;
    const values: string[] = [];
    const types: string[] = [];
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
    }
    out[statement.moduleSpecifier.text] = { values: values.sort(), types: types.sort() };
  }
  return out;
}

const claimPrinter = ts.createPrinter({ removeComments: true });

/**
 * Canonical text of a type written as TypeScript prints it (or as an author
 * wrote it), so that two spellings of the same type text compare equal. The
 * text is parsed as a type with the TypeScript parser and printed back with:
 * whitespace collapsed; members of object types separated by `;` (so
 * `{ a: string, b: number }`, `{ a: string; b: number }` and
 * `{ a: string; b: number; }` are equal); string literal types double-quoted;
 * members of every union sorted (tsc orders union members by internal type
 * ids, which depend on the other code in the same program, so the order is
 * not something an author can know). Names, aliases (`Json`, `Scoped<...>`),
 * parameter names, `readonly`, parentheses and everything else must match.
 */
export function normalizeTypeText(text: string): string {
  const collapse = (t: string): string => t.replace(/\s+/g, " ").trim();
  const sf = ts.createSourceFile(
    "__claim.ts",
    `type __Claim = ${text.trim()};`,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const [statement, ...rest] = sf.statements;
  if (!statement || rest.length > 0 || !ts.isTypeAliasDeclaration(statement)) {
    return collapse(text);
  }
  const print = (node: ts.Node): string =>
    collapse(claimPrinter.printNode(ts.EmitHint.Unspecified, node, sf));
  const canonical: ts.TransformerFactory<ts.TypeNode> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      const visited = ts.visitEachChild(node, visit, context);
      if (ts.isLiteralTypeNode(visited) && ts.isStringLiteral(visited.literal)) {
        return context.factory.updateLiteralTypeNode(
          visited,
          context.factory.createStringLiteral(visited.literal.text),
        );
      }
      if (ts.isUnionTypeNode(visited)) {
        const sorted = [...visited.types]
          .map((type) => ({ type, key: print(type) }))
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
          .map(({ type }) => type);
        return context.factory.updateUnionTypeNode(
          visited,
          context.factory.createNodeArray(sorted),
        );
      }
      return visited;
    };
    return (root) => ts.visitNode(root, visit, ts.isTypeNode);
  };
  const result = ts.transform(statement.type, [canonical]);
  try {
    return print(result.transformed[0]);
  } finally {
    result.dispose();
  }
}

function evaluateClaims(
  sf: ts.SourceFile,
  checker: ts.TypeChecker,
  firstVisibleLine: number,
  toContentLine: (pos: number) => number,
): TypeClaimResult[] {
  const text = sf.getFullText();
  const claims: TypeClaimResult[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableStatement(node) &&
      (node.declarationList.flags & ts.NodeFlags.BlockScoped) === ts.NodeFlags.Const &&
      sf.getLineAndCharacterOfPosition(node.getStart(sf)).line >= firstVisibleLine
    ) {
      const comment = (ts.getTrailingCommentRanges(text, node.end) ?? []).find(
        (c) => c.kind === ts.SyntaxKind.SingleLineCommentTrivia,
      );
      if (comment) {
        const claimed = text.slice(comment.pos + 2, comment.end).trim();
        const line = toContentLine(comment.pos);
        const decls = node.declarationList.declarations;
        const decl = decls[0];
        if (decls.length !== 1 || !ts.isIdentifier(decl.name)) {
          claims.push({
            name: "",
            line,
            claimed,
            actual:
              "a type claim needs exactly one `const <identifier> = ...` declaration on its statement",
            ok: false,
          });
        } else {
          const type = checker.getTypeAtLocation(decl.name);
          const actual = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
          claims.push({
            name: decl.name.text,
            line,
            claimed,
            actual,
            ok: normalizeTypeText(actual) === normalizeTypeText(claimed),
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return claims;
}

/** A module that imports every entry point of Stan. */
const importsOfEveryEntryPoint = (): string =>
  STAN_MODULES.map((m, i) => `import * as m${i} from ${JSON.stringify(m)};`).join("\n") + `\nexport { ${STAN_MODULES.map((_, i) => `m${i}`).join(", ")} };\n`;

/**
 * Semantic diagnostics of Stan's declaration files themselves (they are skipped by
 * `skipLibCheck` in `checkSamples`). Should be empty.
 */
export function checkDeclarationFiles(opts: CheckOptions = {}): string[] {
  const rootDir = opts.rootDir ?? REPO_ROOT;
  const program = createProgram(new Map([[path.join(rootDir, PROBE_FILE), importsOfEveryEntryPoint()]]), rootDir, { skipLibCheck: false });
  // Samples see the files through the link in node_modules (sample-compiler.ts: preserveSymlinks).
  const linked = (file: string) => path.join(rootDir, "node_modules", "@rkrupinski", "stan", "dist", path.basename(file));
  return STAN_DECLARATIONS.filter((file) => file.endsWith(".d.ts")).flatMap((file) => {
    const sf = program.getSourceFile(linked(file));
    if (!sf) return [`${linked(file)}: not part of the program`];
    return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map(
      (d) => {
        const line =
          d.start === undefined ? "?" : sf.getLineAndCharacterOfPosition(d.start).line + 1;
        return `${path.basename(file)}:${line} TS${d.code}: ${flatten(d.messageText)}`;
      },
    );
  });
}

// ---------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------

export function formatDiagnostic(file: string, d: SampleDiagnostic): string {
  const where = d.line === undefined ? file : `${file}:${d.line}`;
  return `${where} TS${d.code}${d.inHiddenLines ? " (hidden line)" : ""}: ${d.message}`;
}

export function formatClaim(file: string, c: TypeClaimResult): string {
  return c.name === ""
    ? `${file}:${c.line} type claim "${c.claimed}": ${c.actual}`
    : `${file}:${c.line} type claim for \`${c.name}\`: wrote "${c.claimed}", tsc prints "${c.actual}"`;
}

/**
 * Problems of one sample result, as messages (empty = the sample passes):
 * normal samples must compile; `fails` samples must not, with an error in a
 * shown (not hidden) line; every type claim must match; a `types` sample must
 * contain at least one claim.
 */
export function sampleProblems(result: SampleResult): string[] {
  const { sample, diagnostics, claims } = result;
  const problems: string[] = [];
  if (sample.fails) {
    if (diagnostics.length === 0) {
      problems.push(
        `${sample.id} is marked \`fails\` but compiles without errors (remove the flag or make it fail)`,
      );
    } else if (diagnostics.every((d) => d.inHiddenLines)) {
      problems.push(
        `${sample.id} is marked \`fails\` but only its hidden lines fail; the shown code must be what fails:`,
        ...diagnostics.map((d) => formatDiagnostic(sample.file, d)),
      );
    }
  } else {
    problems.push(...diagnostics.map((d) => formatDiagnostic(sample.file, d)));
  }
  if (sample.types) {
    if (claims.length === 0) {
      problems.push(
        `${sample.id} is marked \`types\` but has no \`const name = ...; // Type\` claim`,
      );
    }
    problems.push(...claims.filter((c) => !c.ok).map((c) => formatClaim(sample.file, c)));
  }
  return problems;
}

// ---------------------------------------------------------------------------
// Content scans
// ---------------------------------------------------------------------------

export interface TextHit {
  line: number;
  text: string;
}

/** 1-based line of each match of `pattern` (must be global) in `source`. */
export function findAll(source: string, pattern: RegExp): TextHit[] {
  const hits: TextHit[] = [];
  for (const m of source.matchAll(pattern)) {
    const index = m.index ?? 0;
    hits.push({ line: source.slice(0, index).split("\n").length, text: m[0] });
  }
  return hits;
}

export interface NamedImport {
  line: number;
  module: string;
  /** Imported (not local) name, `type ` prefix removed. */
  name: string;
}

/**
 * Named imports from `@rkrupinski/stan` or a subpath, anywhere in the text
 * (prose, inline code or code blocks), including `import type` and
 * multi-line imports, and `export { ... } from`.
 */
export function findStanNamedImports(source: string): NamedImport[] {
  const pattern =
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["'](@rkrupinski\/stan(?:\/[\w-]+)?)["']/g;
  const out: NamedImport[] = [];
  for (const m of source.matchAll(pattern)) {
    const line = source.slice(0, m.index ?? 0).split("\n").length;
    for (const raw of m[1].split(",")) {
      const name = raw
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) out.push({ line, module: m[2], name });
    }
  }
  return out;
}
