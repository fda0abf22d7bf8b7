import type { Chunk, Compilation, Compiler } from "webpack";
import { GATSBY_CHUNK_MAPPING } from "../internals";

/** V8's explicit compile hint: must be the first line of a script. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";


/** Whether every page load (the entry chunks) or some page's first load (its component's chunk group) runs the chunk. */
export function runsOnPageLoad(chunk: Chunk): boolean {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable) {
    // Chunk groups of Gatsby's page components (`component---src-ui-templates-doc-tsx-...`).
    if (group.name?.startsWith(GATSBY_CHUNK_MAPPING.componentPrefix)) return true;
  }
  return false;
}

/**
 * Marks the scripts that a page load runs with V8's compile hint, so that Chrome compiles
 * their functions eagerly on a background thread while the script streams in, instead of
 * one by one on the main thread the first time each is called (during hydration, which is
 * when the page cannot respond). Chunks loaded later on demand (the search dialog, the
 * navbar dropdowns) are left to lazy compilation: most of their code may never run.
 * Other browsers read the hint as a comment.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which drops comments.
        { name: "CompileHintsPlugin", stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsOnPageLoad(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        },
      );
    });
  }
}
