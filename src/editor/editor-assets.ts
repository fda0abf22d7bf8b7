import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { defaultCompilerOptions as twoslashCompilerOptions } from "twoslash";
import type { DeclarationBundle, EditorAssetNames } from "./compiler/compiler-files";
import { hashedAssetName, type SiteFile } from "../gatsby/webpack/site-assets-plugin";
import { DOCS_DIR, LANDING_CONFIG } from "../shared/site-paths";
import { docFilesIn } from "../pipeline/parse/doc-source";
import { diskCache } from "../pipeline/code/typed-cache";
import { filesDigest } from "../pipeline/code/file-digest";
import { PROJECT_ROOT, SAMPLE_COMPILER_OPTIONS, STAN_DECLARATIONS, STAN_PACKAGE_DIR } from "../pipeline/code/sample-compiler";

/**
 * The files the in-place sample editor (src/editor/, issue 26) loads on a reader's first "Edit":
 * TypeScript's compiler, the build's own version minified, and the declarations the build's
 * compiler read for a sample, with the options it used (sample-compiler.ts, typed-code.ts).
 *
 * The declarations are not listed by hand: a probe sample that imports every module the docs' TS
 * samples import (sampleImports) is compiled here the way the build compiles samples, and every file
 * the compiler read goes into the bundle (TypeScript's lib files, Stan's declarations, React's and
 * Vue's types and what they import, the package.json files that resolution read), under the paths of
 * the editor's virtual file system: the project's root is `/`, and the lib files sit at `/` as
 * @typescript/vfs expects.
 */

export interface EditorAssets {
  names: EditorAssetNames;
  files: SiteFile[];
}

/** TypeScript's lib folder (the build runs in the project: its node_modules). */
const TYPESCRIPT_LIB_DIR = path.join(PROJECT_ROOT, "node_modules", "typescript", "lib");
const NODE_MODULES = path.join(PROJECT_ROOT, "node_modules");
const STAN_MODULE_LINK = path.join(NODE_MODULES, "@rkrupinski", "stan");

/** Where a path really is: the compiler reads through links, and node_modules may be one (a copy of the project shares the original's). */
const realPath = (file: string) => (fs.existsSync(file) ? fs.realpathSync(file) : path.resolve(file));
/** `file` inside `dir`, as a relative path; undefined when it is not inside. */
function inside(dir: string, file: string): string | undefined {
  const relative = path.relative(realPath(dir), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join("/");
}

/** A path of the editor's virtual file system for a file the build read. */
export function virtualPath(file: string): string {
  // Stan's declarations are linked into node_modules (sample-compiler.ts): they keep that path, as in a reader's project.
  // A copy of the project that shares another checkout's node_modules reads them through the link, in that checkout.
  const resolved = realPath(file);
  const linked = inside(STAN_PACKAGE_DIR, resolved) ?? inside(STAN_MODULE_LINK, resolved);
  if (linked !== undefined) return `/node_modules/@rkrupinski/stan/${linked}`;
  if (path.dirname(resolved) === realPath(TYPESCRIPT_LIB_DIR) && /^lib\..*\.d\.ts$|^lib\.d\.ts$/.test(path.basename(resolved))) return `/${path.basename(resolved)}`;
  const inModules = inside(NODE_MODULES, resolved);
  if (inModules !== undefined) return `/node_modules/${inModules}`;
  const inProject = inside(PROJECT_ROOT, resolved);
  if (inProject === undefined) throw new Error(`the sample compiler read ${resolved}, outside the project: the editor cannot have it`);
  return `/${inProject}`;
}

/**
 * The compiler options of the build's samples as twoslash hands them to TypeScript (typed-code.ts:
 * twoslash's defaults, its baseUrl at the root, then the samples' options; @typescript/vfs adds its
 * own defaults under them, in the build and in the editor alike), with the editor's root: `/`.
 */
export function editorCompilerOptions(root = "/"): ts.CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson(SAMPLE_COMPILER_OPTIONS, root);
  if (errors.length) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, "\n"));
  return { ...(twoslashCompilerOptions as ts.CompilerOptions), baseUrl: root, ...options };
}

/** The files that hold samples: the docs and the landing page's config. */
const sampleFiles = (): string[] => [...docFilesIn(path.join(PROJECT_ROOT, DOCS_DIR)), path.join(PROJECT_ROOT, LANDING_CONFIG)];

/** A module specifier after `from` or `import` (`import type`, `export … from` and `import('…')` included). */
const IMPORTED = /\b(?:from|import)\s*\(?\s*(["'])([^"'\s]+)\1/g;

/**
 * Every package module the samples import (the docs' and the landing page's), sorted: a reader who presses Edit
 * on a sample that imports `vue/server-renderer` or `react-dom/client` gets its types as the build did. Read from
 * the files' text, a superset of the samples' imports (a js block's, prose's), kept to the modules the samples'
 * compiler resolves: an import that does not resolve fails the build in a sample, and elsewhere is no sample's.
 * Relative imports are a sample's own files (`// @filename:` in its hidden lines). Milliseconds, where parsing
 * every doc for its blocks took 2 s of every build.
 */
export function sampleImports(files: readonly string[] = sampleFiles()): string[] {
  const options = editorCompilerOptions(PROJECT_ROOT);
  const importer = path.join(PROJECT_ROOT, "index.tsx");
  const found = new Set<string>();
  for (const file of files) {
    for (const [, , specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORTED)) if (!specifier.startsWith(".")) found.add(specifier);
  }
  return [...found].filter((specifier) => ts.resolveModuleName(specifier, importer, options, ts.sys).resolvedModule !== undefined).sort();
}

/**
 * The probe: each of `imports` (every one must resolve, or the probe does not compile), and JSX, whose runtime
 * (react/jsx-runtime) no sample imports by name.
 */
export const probeSample = (imports: readonly string[]): string =>
  `${imports.map((specifier, index) => `import type * as module${index} from ${JSON.stringify(specifier)};\n`).join("")}export const probe = <p>{1}</p>;\n`;

/**
 * Every file the compiler reads to compile the probe of `imports` as the build compiles a sample, by virtual
 * path. The program runs on the real file system (the build's options, paths on disk); only the paths change.
 */
export function declarationsRead(imports: readonly string[] = sampleImports()): Map<string, string> {
  const options = editorCompilerOptions(PROJECT_ROOT);
  const probeFile = path.join(PROJECT_ROOT, "index.tsx");
  const probe = probeSample(imports);
  const read = new Map<string, string>();
  const readFile = (file: string): string | undefined => {
    if (path.resolve(file) === probeFile) return probe;
    const text = ts.sys.readFile(file);
    if (text !== undefined) read.set(virtualPath(file), text);
    return text;
  };
  const host = ts.createCompilerHost(options);
  host.readFile = readFile;
  host.fileExists = (file) => path.resolve(file) === probeFile || ts.sys.fileExists(file);
  host.getSourceFile = (file, languageVersion) => {
    const text = readFile(file);
    return text === undefined ? undefined : ts.createSourceFile(file, text, languageVersion);
  };
  const program = ts.createProgram({ rootNames: [probeFile], options, host });
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length) throw new Error(`the editor's probe sample does not compile: ${ts.flattenDiagnosticMessageText(problems[0].messageText, "\n")}`);
  return read;
}

/** `text` without its `/** … *\/` comments. */
export const withoutDocComments = (text: string): string => text.replace(/\/\*\*[\s\S]*?\*\//g, "");

/** `text` without the "[MDN Reference](…)" paragraphs of its doc comments but where one is a comment's first paragraph. */
export const withoutLaterMdnLinks = (text: string): string => text.replace(/\n[ \t]*\*\n[ \t]*\* \[MDN Reference\]\([^)\n]*\)/g, "");

/** A declaration's name on the line after its doc comment: `interface X`, `declare var X`, `readonly x`, `get x()`, `x(`. */
const DECLARED_NAME = /^(?:readonly\s+|get\s+|set\s+)?(?:declare\s+(?:var|function)\s+|interface\s+|type\s+)?([A-Za-z_$][\w$]*)/;

/** `text` without the doc comments of declarations whose name is not in `names`. */
export const withDocCommentsOnlyFor = (names: ReadonlySet<string>) => (text: string): string =>
  text.replace(/([ \t]*)\/\*\*[\s\S]*?\*\/\n?[ \t]*(?=([^\n]*))/g, (comment, indent: string, next: string) => (names.has(DECLARED_NAME.exec(next)?.[1] ?? "") ? comment : indent));

/** Every word of the docs and of the landing page's config: a superset of the names any sample shows. */
export function wordsOfDocs(): Set<string> {
  const words = new Set<string>();
  for (const file of sampleFiles()) {
    for (const [word] of fs.readFileSync(file, "utf8").matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  }
  return words;
}

/** The DOM's lib and Vue's declarations: the doc comments of the names the docs use (every word of the docs counts). */
const withDocsOfDocsNames = (text: string) => withDocCommentsOnlyFor(wordsOfDocs())(text);

/**
 * Declaration files the editor gets slimmer than the build reads them, in parts no sample shows: quick
 * info shows a doc comment's first paragraph only, and nothing of csstype's (React's style types import
 * it). csstype without its doc comments (0.73 of 0.96 MB); the DOM's lib with the doc comments of the names
 * the docs' samples use (every word of the docs counts), and without the MDN links that end most of them
 * (1.9 MB -> 0.85 MB). A DOM name a reader types that no sample uses shows its signature without its doc.
 * 191 KB gzipped less to download on the first Edit than with every comment, and the first program parses
 * 1.8 MB less (the DOM names' part alone: first diagnostics 2,136 -> 1,991 ms median of 7, 108 KB less).
 * Vue's declarations (for the samples that import `vue`) keep the docs of the docs' names too: 8 KB gzipped
 * less. tests/unit/editor/compiler/sample-compiler.test.ts checks that the types are the same (each file
 * printed without comments, both ways) and every sample's quick info against the build's.
 */
export const SLIMMED_DECLARATIONS: ReadonlyMap<string, (text: string) => string> = new Map([
  ["/node_modules/csstype/index.d.ts", withoutDocComments],
  ["/lib.dom.d.ts", (text: string) => withDocsOfDocsNames(withoutLaterMdnLinks(text))],
  ...["runtime-core", "runtime-dom", "compiler-core", "shared"].map((name): [string, (text: string) => string] => [`/node_modules/@vue/${name}/dist/${name}.d.ts`, withDocsOfDocsNames]),
]);

/**
 * Declaration files the editor does without: Babel's AST and parser types (0.67 MB, 41 KB gzipped), which only
 * Vue's template compiler types import (@vue/compiler-core, behind `vue`'s `compile()`), for its AST nodes and
 * parser plugins. No sample compiles templates at run time; in the editor those few types are `any` (an import a
 * declaration file cannot resolve is no error under skipLibCheck), and a sample that imports `vue` parses 0.67 MB
 * less before its first answer. The editor's test checks that every sample still gets the build's answers.
 */
export const isLeftOut = (file: string): boolean => file.startsWith("/node_modules/@babel/");

const forEditor = ([file, text]: [string, string]): [string, string] => [file, SLIMMED_DECLARATIONS.get(file)?.(text) ?? text];

const sortedRecord = (entries: Iterable<[string, string]>) => Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));

/** The declaration bundle: what the compiler read (declarationsRead), slimmed, with the editor's options. */
export const declarationBundle = (read: Map<string, string> = declarationsRead()): DeclarationBundle => ({
  options: editorCompilerOptions() as Record<string, unknown>,
  files: sortedRecord([...read].filter(([file]) => !isLeftOut(file)).map(forEditor)),
});

/** The site's copy of TypeScript: the build's own typescript.js, minified (about 1.0 MB gzipped instead of 1.6). */
export async function minifiedTypeScript(): Promise<string> {
  // esbuild: about 1.5 s where terser took 85 s for the same file on this machine. TypeScript's
  // licence comment (`/*! ... */`) is kept; its source-map comment names a file the site does not have.
  const { transform } = await import("esbuild");
  const source = fs.readFileSync(path.join(TYPESCRIPT_LIB_DIR, "typescript.js"), "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  const { code } = await transform(source, { minify: true, legalComments: "inline", charset: "utf8" });
  return code;
}


/**
 * Where the editor's compiler files (compilerFiles) are kept between builds, beside the typed samples
 * (typed-cache.ts: outside Gatsby's .cache, shared by copies of the project that link its node_modules;
 * `npm run clean` empties both).
 */
export const EDITOR_CACHE_DIR = "node_modules/.cache/stan-docs/editor";

/**
 * What those files depend on, from the project root: the installed packages (the lock file and patches; the
 * versions read, as typed-cache.ts does), the samples' compiler options, Stan's declarations and this file;
 * with the modules the samples import (sampleImports), which seed the key. The docs' words are not among them:
 * the slimming that uses them runs on every build.
 */
export const COMPILER_FILES_INPUTS = [
  "package-lock.json",
  "patches",
  ...["typescript", "esbuild", "twoslash", "@types/react-19", "@types/react-dom", "vue"].map((name) => `node_modules/${name}/package.json`),
  "src/editor/editor-assets.ts",
  "src/pipeline/code/sample-compiler.ts",
  ...STAN_DECLARATIONS.map((file) => path.relative(PROJECT_ROOT, file)),
];

interface CompilerFilesOnDisk {
  read: Array<[string, string]>;
  typescript: string;
}

/**
 * The declarations the compiler read and the minified TypeScript, from the cache in `dir` when their inputs
 * have not changed. Making them takes about 2.3 s of the build's main thread (two probe programs parse
 * TypeScript's libs and React's types) and 0.9 s of esbuild, on every build and every develop start, for
 * files that change only with the installed packages. A warm build's "Building production JavaScript and CSS
 * bundles" 5.2 to 6.0 -> 2.6 to 2.7 s (two builds each, on the 2-core machine).
 */
export async function compilerFiles(dir = path.join(PROJECT_ROOT, EDITOR_CACHE_DIR)): Promise<{ read: Map<string, string>; typescript: string }> {
  const cache = diskCache(dir, ".json");
  const imports = sampleImports();
  const key = filesDigest(PROJECT_ROOT, COMPILER_FILES_INPUTS, JSON.stringify([SAMPLE_COMPILER_OPTIONS, imports]));
  const kept = cache.get(key);
  let parts: CompilerFilesOnDisk;
  if (kept !== undefined) parts = JSON.parse(kept) as CompilerFilesOnDisk;
  else {
    parts = { read: [...declarationsRead(imports)], typescript: await minifiedTypeScript() };
    cache.set(key, JSON.stringify(parts));
    cache.prune();
  }
  return { read: new Map(parts.read), typescript: parts.typescript };
}

let assets: Promise<EditorAssets> | undefined;

/**
 * The editor's files, named by a hash of their content (`editor-typescript-<20 hex>.js`,
 * `editor-types-<20 hex>.json`: the names nginx caches for good), made once per build process.
 */
export function editorAssets(): Promise<EditorAssets> {
  assets ??= (async () => {
    const { read, typescript } = await compilerFiles();
    const declarations = JSON.stringify(declarationBundle(read));
    const names = { typescript: hashedAssetName("editor-typescript", typescript, "js"), declarations: hashedAssetName("editor-types", declarations, "json") };
    return {
      names,
      files: [
        { name: names.typescript, content: typescript },
        { name: names.declarations, content: declarations },
      ],
    };
  })();
  return assets;
}
