import { createHash } from "crypto";
import type { Compiler, WebpackPluginInstance } from "webpack";
import { GATSBY_BUNDLE_FILENAMES, GATSBY_STAGES } from "../internals";

/** A file written into the site's root (`public/`, served under `/stan/`) and its bytes. */
export interface SiteFile {
  name: string;
  content: string;
}

const NAME = "SiteAssetsPlugin";

/**
 * A rule for @typescript/vfs in the editor's worker bundle: it loads Node's fs and path with a computed
 * require in functions for Node only (which the worker never calls), so that bundlers leave them out;
 * webpack would warn on every build and every develop compile that it cannot follow such a require
 * (`ignoreWarnings` silenced the build only: develop prints its own copy of each warning).
 */
export const EDITOR_BUNDLE_RULE = { test: /[\\/]@typescript[\\/]vfs[\\/]/, parser: { exprContextCritical: false } };

/**
 * Which of Gatsby's webpack stages get the sample editor's files (src/editor/editor-assets.ts):
 * the browser bundles write them (the build into public/, develop from memory); the HTML renderers
 * compile the same code, so they get the names, not the files.
 */
export const SITE_ASSET_STAGES: Readonly<Record<string, { emit: boolean }>> = {
  [GATSBY_STAGES.browserBundle]: { emit: true },
  [GATSBY_STAGES.develop]: { emit: true },
  [GATSBY_STAGES.renderer]: { emit: false },
  [GATSBY_STAGES.developRenderer]: { emit: false },
};

/**
 * A file's name made from its content: `<prefix>-<hash>.<extension>`, with as many hex digits of its SHA-256 as
 * webpack's content hashes have, so that hosts cache it for good as they do the bundle's (deploy/nginx/stan-http.conf).
 */
export const hashedAssetName = (prefix: string, content: string, extension: string): string =>
  `${prefix}-${createHash("sha256").update(content).digest("hex").slice(0, GATSBY_BUNDLE_FILENAMES.hashDigits)}.${extension}`;

/**
 * Emits files the site's code loads by name (already minified: they are marked so, and terser
 * leaves them alone) and defines constants for that code (their hashed names), so a change of
 * content changes the name and the chunks that use it.
 */
export class SiteAssetsPlugin implements WebpackPluginInstance {
  constructor(
    private readonly files: readonly SiteFile[],
    private readonly constants: Readonly<Record<string, unknown>>,
  ) {}

  apply(compiler: Compiler): void {
    const { DefinePlugin, Compilation, sources } = compiler.webpack;
    new DefinePlugin(Object.fromEntries(Object.entries(this.constants).map(([name, value]) => [name, JSON.stringify(value)]))).apply(compiler);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of this.files) compilation.emitAsset(file.name, new sources.RawSource(file.content), { minimized: true, immutable: true });
      });
    });
  }
}
