/**
 * The TypeScript Web Worker of the sample editor (issue 26). It loads the build's TypeScript and
 * the samples' declarations from the site itself (/stan/editor-*: no CDN, nothing third-party),
 * then answers the page's requests with sample-compiler.ts. The page's main thread never runs the
 * compiler, so typing stays smooth while it works.
 */
import type * as TS from "typescript";
import type { DeclarationBundle, EditorAssetNames } from "./compiler-files";
import type { CompilerRequest, CompilerResponse } from "./protocol";
import { SampleCompiler } from "./sample-compiler";

/** The editor's file names, hashed by the build (src/gatsby/webpack/editor-assets-plugin.ts). */
declare const __STAN_EDITOR_ASSETS__: EditorAssetNames;
/** Webpack's public path: `/stan/` in the build, `/` under develop. */
declare const __webpack_public_path__: string;

interface WorkerScope {
  importScripts(...urls: string[]): void;
  postMessage(message: CompilerResponse): void;
  addEventListener(type: "message", listener: (event: MessageEvent<CompilerRequest>) => void): void;
  ts?: typeof TS;
}
const scope = self as unknown as WorkerScope;
const url = (name: string) => `${__webpack_public_path__}${name}`;

async function bundle(name: string): Promise<DeclarationBundle> {
  const response = await fetch(url(name));
  if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  return (await response.json()) as DeclarationBundle;
}

let compiler: Promise<SampleCompiler> | undefined;

/** Starts the declarations' download first, then loads TypeScript (importScripts blocks until it has run). */
function startCompiler(): Promise<SampleCompiler> {
  compiler ??= (async () => {
    const declarations = bundle(__STAN_EDITOR_ASSETS__.declarations);
    // Unhandled until awaited below: a failed TypeScript load must not leave it unobserved.
    declarations.catch(() => undefined);
    try {
      scope.importScripts(url(__STAN_EDITOR_ASSETS__.typescript));
    } catch {
      throw new Error("TypeScript could not be loaded");
    }
    if (!scope.ts) throw new Error("TypeScript did not start");
    return new SampleCompiler(scope.ts, await declarations);
  })();
  return compiler;
}

function answer(compiler: SampleCompiler, request: CompilerRequest) {
  switch (request.kind) {
    case "analyse":
      return compiler.analyse(request.sample, request.code);
    case "quickInfo":
      return compiler.quickInfo(request.sample, request.code, request.offset);
    case "completions":
      return compiler.completions(request.sample, request.code, request.offset);
  }
}

scope.addEventListener("message", (event) => {
  const request = event.data;
  startCompiler().then(
    (ready) => {
      try {
        scope.postMessage({ id: request.id, ok: true, result: answer(ready, request) });
      } catch (error) {
        scope.postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    },
    (error: unknown) => {
      // A failed download is not kept: the next request tries again.
      compiler = undefined;
      scope.postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    },
  );
});
