import * as fs from "fs";
import * as path from "path";
import { GATSBY_PUBLIC_LAYOUT } from "../../gatsby/internals";

/** Folders of the build that hold no pages: Gatsby's slices and data, assets, and its copies of the 404 page. */
const NOT_PAGES = new Set<string>([GATSBY_PUBLIC_LAYOUT.slices, GATSBY_PUBLIC_LAYOUT.pageData, GATSBY_PUBLIC_LAYOUT.assets, GATSBY_PUBLIC_LAYOUT.notFoundFolder]);

/** Every page of the build below the root, as its folder (`docs/api/atom` for `docs/api/atom/index.html`). */
export function pageFolders(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.relative(publicDir, entry.parentPath))
    .filter((folder) => folder !== "" && !NOT_PAGES.has(folder.split(path.sep)[0]))
    .sort();
}

/**
 * Makes each page's `.html` twin a byte copy of the page (`docs/x.html` = `docs/x/index.html`).
 * GitHub Pages answers `/docs/x` with `docs/x.html` before `docs/x/index.html`, and a folder
 * without a twin with a redirect to `/docs/x/`: so every page has a twin, and the twin is the
 * page itself. Its `window.pagePath` is the clean route, so the app starts there; at
 * `/docs/x.html` Gatsby replaces the address with `/docs/x`. (The doc twins Gatsby renders
 * stay pages of the app only for client-side navigation to `/docs/x.html`.)
 * Returns the twins written.
 */
export function copyHtmlTwins(publicDir: string): string[] {
  return pageFolders(publicDir).map((folder) => {
    const twin = `${folder}.html`;
    fs.copyFileSync(path.join(publicDir, folder, "index.html"), path.join(publicDir, twin));
    return twin;
  });
}
