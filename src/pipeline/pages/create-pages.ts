/**
 * The site's pages (createPages): the landing page, every published doc and its `.html` twin, each with its
 * data as its page context (src/shared/page-context.ts: for a doc, the fields its page shows, its highlighted
 * and typed code and its samples' sources for the in-place editor);
 * the checks that need every doc (links, the docs model, the site config's references); and under
 * develop, an error page at the address of each doc whose content has an error (develop-errors.ts).
 */
import * as fs from "fs";
import * as path from "path";
import type { Node, Reporter } from "gatsby";
import { siteConfig } from "../../config/site";
import { tasteCode } from "../../config/landing";
import { getSidebarById } from "../../shared/docs-data";
import { DOC_TEMPLATE, LANDING_CONFIG, LANDING_TEMPLATE, htmlVariantPath } from "../../shared/site-paths";
import type { LandingPageContext } from "../../shared/page-context";
import { MDX_PAGE_CONTEXT_FIELD } from "../../gatsby/internals";
import { codeHtmlOf, typedSampleHtmlOf, type CodeHtml } from "../code/code-html";
import { isCheckedLanguage } from "../code/code-sample";
import { PROJECT_ROOT } from "../code/sample-compiler";
import { diskCache, TYPED_SAMPLES_DIR } from "../code/typed-cache";
import { editableSourceOf } from "../code/editable-sources";
import { separateBlockTypes, writeCodeData } from "../code/code-data";
import { typeSamplesAhead, type SampleJob } from "../code/typing-pool";
import { projectPath } from "../parse/doc-source";
import { contentErrorPages, shownError, showInOverlay } from "../develop-errors";
import type { ContentError } from "../errors/errors";
import { reportError } from "../errors/content-errors";
import type { DocRecord } from "../model/doc-record";
import { problemErrorOf, type DocNode, type MdxNode, type ProblemNode } from "../model/doc-nodes";
import type { DocsModel } from "../model/docs-model";
import { siteModelOf, siteNodesOf, siteVersionData } from "../model/site-model";
import { linkTargets, validateConfig, validateDocLinks } from "../model/validate-site";
import { docPageContext } from "./doc-page-context";

export interface PagesArgs {
  /** Whether the docs are still those read at the start (under develop a saved file can change them meanwhile). */
  unchanged(): boolean;
  createPage(page: { path: string; component: string; context: object; matchPath?: string }): void;
  getNode(id: string): Node | undefined;
  getNodesByType(type: string): Node[];
  reporter: Pick<Reporter, "panicOnBuild"> & Partial<Pick<Reporter, "info">>;
  /** Where the pages' code data files go (src/pipeline/code/code-data.ts): the build's public/. */
  publicDir: string;
}

/** Link targets: the docs, and under develop the docs with a problem (so one broken doc does not break every link to it). */
function targetsOf(docs: DocRecord[], problems: readonly ProblemNode[]) {
  const targets = linkTargets(docs);
  for (const problem of problems) targets.anchorsByPath.set(problem.routePath, new Set(problem.anchors));
  return targets;
}

/** Every TypeScript sample the pages show: the landing page's and each doc's. */
function samplesOf(docNodes: readonly DocNode[], landing: SampleJob): SampleJob[] {
  const jobs = [landing];
  for (const node of docNodes) {
    const file = projectPath(node.sourceFile);
    for (const block of node.codeBlocks) {
      if (isCheckedLanguage(block.lang)) jobs.push({ code: block.value, language: block.lang, meta: block.meta, source: { file, fenceLine: block.line, fenceColumn: block.column } });
    }
  }
  return jobs;
}

/**
 * Makes the pages; returns false, having made and reported nothing, when the docs changed while their samples
 * were typed (the caller makes them again from the new docs: docs-in-progress.ts).
 */
export async function createSitePages({ unchanged, createPage, getNode, getNodesByType, reporter, publicDir }: PagesArgs): Promise<boolean> {
  // The snippet's first line is on the line of its declaration in the config file.
  const tasteSource = { file: LANDING_CONFIG, fenceLine: fs.readFileSync(path.join(PROJECT_ROOT, LANDING_CONFIG), "utf8").split("\n").findIndex((line) => line.startsWith("export const tasteCode")) };
  // Typed samples' HTML from earlier builds (typed-cache.ts).
  const typedSampleCache = diskCache(path.resolve(TYPED_SAMPLES_DIR));
  const nodes = siteNodesOf(getNodesByType);
  const problems = Array.from(nodes.problems);
  const docNodes = Array.from(nodes.docs);
  // With many samples to type (a cold cache), they are typed side by side on worker threads first, into the
  // cache; everything below then reads them from it. Should the workers fail, this thread types them.
  try {
    const ahead = await typeSamplesAhead(samplesOf(docNodes, { code: tasteCode, language: "tsx", meta: "", source: tasteSource }), typedSampleCache);
    if (ahead.threads > 0) reporter.info?.(`Typed samples: ${ahead.typed} typed on ${ahead.threads} threads in ${ahead.seconds.toFixed(1)} s (${ahead.cached} from ${TYPED_SAMPLES_DIR}).`);
  } catch (error) {
    reporter.info?.(`Typed samples: the typing threads failed (${String(error)}); typing them here instead.`);
  }
  // After the reads above, which mark what this build uses.
  const pruned = typedSampleCache.prune();
  if (pruned > 0) reporter.info?.(`Typed samples: ${pruned} unused for 30 days removed from ${TYPED_SAMPLES_DIR}.`);
  // Everything below runs without a break, on the docs read above.
  if (!unchanged()) return false;
  const taste = separateBlockTypes([typedSampleHtmlOf(tasteCode, "tsx", "", tasteSource, typedSampleCache)]);
  const landing: LandingPageContext = { tasteHtml: taste.html[0], codeData: writeCodeData(publicDir, { types: taste.types, sources: [editableSourceOf(tasteCode, "tsx", "")] }) };
  createPage({ path: "/", component: path.resolve(LANDING_TEMPLATE), context: landing });

  // Errors that stand after this run: the docs with a problem, then the checks below.
  const standing: ContentError[] = problems.map(problemErrorOf);
  // Under develop only (a build has stopped at the first error): the addresses of docs with an error explain it.
  const errorPages = new Map<string, ContentError>(problems.map((problem) => [problem.routePath, problemErrorOf(problem)]));
  /** Runs a check; a content error is reported, kept as standing, and returned. */
  const check = (run: () => void): ContentError | null => {
    try {
      run();
      return null;
    } catch (error) {
      reportError(reporter, error);
      standing.push(error as ContentError);
      return error as ContentError;
    }
  };
  let model: DocsModel | undefined;
  check(() => {
    model = siteModelOf({ ...nodes, docs: docNodes, problems });
    const version = siteVersionData(model);
    getSidebarById(version, siteConfig.docs.sidebarId);
    validateConfig(version, siteConfig, targetsOf(model.docs, problems));
  });
  if (model) {
    const targets = targetsOf(model.docs, problems);
    const template = path.resolve(DOC_TEMPLATE);
    for (const doc of model.docs) {
      const node = docNodes.find((candidate) => candidate.docId === doc.id) as DocNode;
      let codeHtml: CodeHtml = [];
      // The doc's content errors: a broken link, or a sample that does not compile as its markers say (code/typed-code.ts).
      const docError = check(() => {
        validateDocLinks(doc, node.links, targets);
        codeHtml = codeHtmlOf(node.codeBlocks, doc.sourceFile, typedSampleCache);
      });
      if (docError) {
        errorPages.set(doc.routePath, docError);
        continue;
      }
      const component = `${template}?__contentFilePath=${node.contentFilePath}`;
      // The file's front matter as gatsby-plugin-mdx reads it: without it in the context, the plugin deletes and
      // re-creates every doc page to add it (and under develop re-runs every doc's query after each save).
      const frontmatter = (node.parent ? (getNode(node.parent) as MdxNode | undefined)?.frontmatter : undefined) ?? {};
      // The blocks' HTML in document order, as the body names its blocks; their types and each ts/tsx block's whole
      // program (for the in-place editor) in the page's code data, fetched when a reader reaches for them.
      const page = docPageContext(node, model, codeHtml, publicDir);
      // Every page has a `.html` twin (spec: a path ending in .html means the path without it).
      createPage({ path: doc.routePath, component, context: { ...page, [MDX_PAGE_CONTEXT_FIELD]: frontmatter } });
      createPage({ path: htmlVariantPath(doc.routePath), component, context: { ...page, canonicalPath: doc.routePath, [MDX_PAGE_CONTEXT_FIELD]: frontmatter } });
    }
  }
  for (const [routePath, error] of errorPages) {
    for (const page of contentErrorPages(routePath, [shownError(error)])) createPage(page);
  }
  showInOverlay(standing);
  return true;
}
