/**
 * The foot of every built doc page, in its static HTML: the edit link and the date of the file's last commit
 * (src/ui/components/docs/DocMeta.tsx, git at build time), and the feedback question with its issue link
 * (PageFeedback.tsx). How they look and work, in a browser: tests/e2e/doc-meta.spec.ts.
 */
import { existsSync } from "node:fs";
import * as path from "node:path";
import { siteConfig } from "../../src/config/site";
import { builtPages, PATH_PREFIX, readBuilt } from "../support/site/built-site";
import { lastCommitDate } from "../support/content/git-commit";

const ROOT = path.resolve(__dirname, "../..");
const docPages = () => builtPages().filter((page) => page.kind === "page" && page.url.startsWith(`${PATH_PREFIX}/docs`));


describe("edit link and last-updated date", () => {
  test("every doc page's static HTML links to its source file and gives the date of its last commit", () => {
    const pages = docPages();
    expect(pages.length).toBeGreaterThanOrEqual(17);
    const editBase = new RegExp(`^${siteConfig.docs.editUrl.replace(/[.]/g, "\\.")}content/docs/.+\\.mdx?$`);
    const problems = pages.flatMap((page) => {
      const html = readBuilt(page.file);
      const edit = /<a [^>]*href="([^"]+)"[^>]*>Edit this page<\/a>/.exec(html)?.[1] ?? "";
      if (!editBase.test(edit)) return [`${page.url}: edit link ${JSON.stringify(edit)}`];
      const sourceFile = edit.slice(siteConfig.docs.editUrl.length);
      if (!existsSync(path.join(ROOT, sourceFile))) return [`${page.url} edits ${sourceFile}, which does not exist`];
      const date = lastCommitDate(sourceFile, ROOT);
      const time = /<time datetime="([^"]+)">([^<]+)<\/time>/i.exec(html);
      if (date === "") return time ? [`${sourceFile} has no commit, so no date, but the page says ${time[0]}`] : [];
      return [
        time?.[1] !== date && `${page.url}: date ${time?.[1]}, git says ${date}`,
        !/^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(time?.[2] ?? "") && `${page.url}: the date reads ${JSON.stringify(time?.[2])}`,
      ].filter((problem): problem is string => typeof problem === "string");
    });
    expect(problems).toEqual([]);
  });
});

describe('"Was this page helpful?"', () => {
  const ISSUES = `${siteConfig.repositoryUrl}/issues/new?`;

  test("every doc page's static HTML asks it, with both answers and a new-issue link naming the page", () => {
    const problems = docPages().flatMap((page) => {
      const html = readBuilt(page.file);
      const href = /<a href="([^"]+)"[^>]*>Open an issue on GitHub/.exec(html)?.[1]?.replace(/&amp;/g, "&");
      return [
        !/<div[^>]*role="group"[^>]*aria-labelledby="page-feedback-question"/.test(html) && "no group labelled by the question",
        !html.includes('<p id="page-feedback-question">Was this page helpful?</p>') && "no question",
        html.match(/<button type="button" aria-pressed="false">(Yes|No)<\/button>/g)?.length !== 2 && "not two answers",
        !/<div role="status"[^>]*><\/div>/.test(html) && "no status to announce the thanks",
        !href?.startsWith(ISSUES) && `issue link ${JSON.stringify(href)}`,
        href?.startsWith(ISSUES) && !(new URL(href).searchParams.get("body") ?? "").includes(`${siteConfig.siteUrl}${page.url}`) && "the issue's body does not name the page",
      ]
        .filter((problem): problem is string => typeof problem === "string")
        .map((problem) => `${page.url}: ${problem}`);
    });
    expect(docPages().length).toBeGreaterThanOrEqual(17);
    expect(problems).toEqual([]);
  });
});
