import * as fs from "fs";
import * as path from "path";
import type { Reporter } from "gatsby";
import { LLMS_FILE, LLMS_FULL_FILE, SITE_SUMMARY, llmsFullTxt, llmsTxt, markdownRoute } from "./llms";
import { renderDocMarkdown } from "../markdown/markdown-export";
import { deferScriptsInBuild } from "./deferred-scripts";
import { writePageFilesInBuild } from "./page-files";
import { copyHtmlTwins } from "./html-twins";
import { addHeadPolicies } from "./head-policies";
import { pruneCodeData } from "../code/code-data";
import type { PublishedSite } from "../model/published-docs";
import { searchSections, writeSearchIndex } from "../search/search-index";
import { OG_CACHE_DIR, socialCards, writeOgImages, type OgImagesOptions } from "./og-images";
import { ROBOTS_FILE, SITEMAP_FILE, robotsTxt, sitemapRoutes, sitemapXml } from "./sitemap";

export interface PostBuildArgs {
  /** The published docs (published-docs.ts). */
  site: PublishedSite;
  reporter: Reporter;
  /** Absolute path of the build output (public/). */
  publicDir: string;
  /** Where the social cards are cached and how they are drawn (default: OG_CACHE_DIR in the working directory, sharp). */
  ogImages?: Omit<OgImagesOptions, "publicDir">;
}

function writePublicFile(publicDir: string, route: string, text: string): void {
  const file = path.join(publicDir, ...route.split("/").filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * Files written after the build, all from the published docs: the
 * search index, each doc as Markdown (`<path>.md`), llms.txt, llms-full.txt,
 * sitemap.xml, robots.txt and every page's social card (og-images.ts). Then every page gets the
 * table of each page's files for prefetching (page-files.ts), its scripts are deferred, with its own
 * files beside them (deferred-scripts.ts), each page's `.html` twin becomes a copy of it
 * (html-twins.ts) and every page gets the CSP and referrer policy as <meta> tags (head-policies.ts).
 */
export async function writePostBuildFiles({ site, reporter, publicDir, ogImages = { cacheDir: path.resolve(OG_CACHE_DIR) } }: PostBuildArgs): Promise<void> {
  const summary = SITE_SUMMARY;

  const pages = site.docs.map((doc) => ({ doc, markdown: renderDocMarkdown(doc, doc.markdownBody) }));
  for (const page of pages) writePublicFile(publicDir, markdownRoute(page.doc.routePath), page.markdown);
  writePublicFile(publicDir, `/${LLMS_FILE}`, llmsTxt(summary, site.sidebar, site.docs));
  writePublicFile(publicDir, `/${LLMS_FULL_FILE}`, llmsFullTxt(summary, pages));

  const sections = searchSections(site.docs);
  const manifest = writeSearchIndex(publicDir, sections);

  writePublicFile(publicDir, `/${SITEMAP_FILE}`, sitemapXml(sitemapRoutes(site.docs.map((doc) => doc.routePath))));
  writePublicFile(publicDir, `/${ROBOTS_FILE}`, robotsTxt());
  const cardsStart = performance.now();
  const cards = await writeOgImages(socialCards(site.docs), { ...ogImages, publicDir });
  reporter.info(`Social cards: ${cards.rendered + cards.cached} PNGs (${cards.rendered} rendered, ${cards.cached} from ${OG_CACHE_DIR}) added ${((performance.now() - cardsStart) / 1000).toFixed(2)} s to the build.`);
  // The table first: each page's script loader asks for the page's own files from it.
  const mapped = writePageFilesInBuild(publicDir);
  const deferred = deferScriptsInBuild(publicDir);
  // Last, on the finished pages: the twins are copies of them, and the policies hash their scripts.
  const twins = copyHtmlTwins(publicDir).length;
  const policies = addHeadPolicies(publicDir);
  // Code data that no page names any more: written by earlier builds into the same public/.
  const stale = pruneCodeData(publicDir);

  reporter.info(
    `Post-build: ${pages.length} Markdown pages, ${LLMS_FILE}, ${LLMS_FULL_FILE}, search index (${manifest.sections} sections, ${manifest.index}), ${SITEMAP_FILE}, ${ROBOTS_FILE}; scripts deferred in ${deferred} HTML files; page files listed in ${mapped}; ${twins} .html twins copied from their pages; CSP and referrer <meta> in ${policies} pages${stale ? `; ${stale} stale code data files removed` : ""}.`,
  );
}
