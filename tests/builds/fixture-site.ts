/**
 * A small copy of the site for tests that run real builds: the project's own files (code, config, static
 * files) with a handful of fixture docs instead of content/docs, and the project's node_modules linked in.
 * A build of it takes a fraction of the real site's, and it can be changed, built again on its cache, and
 * moved, as an author would.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { FIXTURE_DOCS } from "../support/content/fixture-docs";
import { gitAt } from "../support/content/git-commit";
import { copyProject } from "../support/project-copy";

export interface BuildResult {
  status: number | null;
  /** Standard output and error, as the terminal shows them, without colour codes. */
  output: string;
  seconds: number;
}

export class FixtureSite {
  constructor(public root: string) {}

  /**
   * A new fixture site in a temporary folder. With `carryBuildOf`, it also gets that checkout's .cache and
   * public/ (as a checkout copied or moved with them): a cache that names another folder and other docs.
   */
  static create(docs: Record<string, string> = FIXTURE_DOCS, carryBuildOf?: string): FixtureSite {
    const site = new FixtureSite(copyProject("stan-fixture-", (file) => file.startsWith("content/docs/") || file.startsWith("tests/")));
    for (const [file, text] of Object.entries(docs)) site.write(file, text);
    if (carryBuildOf) {
      for (const folder of [".cache", "public"]) {
        if (!fs.existsSync(path.join(carryBuildOf, folder))) throw new Error(`${carryBuildOf} has no ${folder}/: build the site there first (scripts/run-tests.sh builds it before this stage).`);
        fs.cpSync(path.join(carryBuildOf, folder), path.join(site.root, folder), { recursive: true });
      }
    }
    return site;
  }

  docPath = (file: string): string => path.join(this.root, "content", "docs", file);

  write(file: string, text: string): void {
    fs.mkdirSync(path.dirname(this.docPath(file)), { recursive: true });
    fs.writeFileSync(this.docPath(file), text);
  }

  /** Changes a file of the project itself (a path from the checkout's root), as an author edits one. */
  editProjectFile(file: string, edit: (text: string) => string): void {
    const full = path.join(this.root, file);
    fs.writeFileSync(full, edit(fs.readFileSync(full, "utf8")));
  }

  /** A built page's HTML (a route without the /stan prefix). */
  builtHtml(route: string): string {
    return fs.readFileSync(path.join(this.root, "public", route.replace(/^\//, ""), "index.html"), "utf8");
  }

  /** The stylesheet a built page links (src/gatsby/stylesheet-link.ts: one file, linked by every page). */
  builtStylesheet(route: string): string {
    const href = /<link[^>]*rel="stylesheet"[^>]*href="\/stan\/([^"]+\.css)"/.exec(this.builtHtml(route))?.[1];
    if (!href) throw new Error(`${route}: no linked stylesheet`);
    return fs.readFileSync(path.join(this.root, "public", href), "utf8");
  }

  remove(file: string): void {
    fs.rmSync(this.docPath(file));
  }

  /** Commits the docs as they are, at `date` (ISO 8601), making the site a git checkout first if it is not one. */
  commitDocs(date: string): void {
    const git = (...args: string[]) => gitAt(this.root, date, ...args);
    if (!fs.existsSync(path.join(this.root, ".git"))) git("init", "--quiet");
    git("add", "content/docs");
    git("commit", "--quiet", "-m", "Docs");
  }

  /** The commit date a built doc page gives as its last update (its <time datetime>), or null. */
  builtLastUpdated(route: string): string | null {
    return /Last updated on <time dateTime="([^"]+)"/.exec(this.builtHtml(route))?.[1] ?? null;
  }

  /** `gatsby build --prefix-paths`, as CI runs it. */
  build(): BuildResult {
    const started = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [path.join(this.root, "node_modules", "gatsby", "cli.js"), "build", "--prefix-paths"], {
      cwd: this.root,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NODE_ENV: "production", GATSBY_GTM_ID: "" },
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const output = `${run.stdout}\n${run.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
    return { status: run.status, output, seconds };
  }

  /** The doc routes of the built site: every `docs/…/index.html` in public/ (without the /stan prefix). */
  builtDocRoutes(): string[] {
    const docsDir = path.join(this.root, "public", "docs");
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name === "index.html") routes.push("/" + path.relative(path.join(this.root, "public"), dir).split(path.sep).join("/"));
      }
    };
    if (fs.existsSync(docsDir)) walk(docsDir);
    return routes.sort();
  }

  /** The routes the built sitemap lists (without the site URL and prefix). */
  sitemapRoutes(): string[] {
    const xml = fs.readFileSync(path.join(this.root, "public", "sitemap.xml"), "utf8");
    return [...xml.matchAll(/<loc>https:\/\/[^<]*?\/stan(\/[^<]*)<\/loc>/g)].map((match) => match[1]).sort();
  }

  /** A built page's h1 and the ids of its h2/h3, in order. */
  builtHeadings(route: string): { title: string; anchors: string[] } {
    const html = this.builtHtml(route);
    const title = /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
    const anchors = [...html.matchAll(/<h[23][^>]* id="([^"]+)"/g)].map((match) => match[1]);
    return { title, anchors };
  }

  dispose(): void {
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}
