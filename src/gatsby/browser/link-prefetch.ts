/**
 * `<link rel=prefetch>`: the browser fetches a file at its lowest priority and keeps it for the
 * next use. The one prefetch of the browser bundle: the site's (prefetch.ts) and, in place of
 * Gatsby's own helper (cache-dir/prefetch.js, replaced in src/gatsby/webpack/gatsby-bundle.ts),
 * the loader's. Gatsby's fell back to XMLHttpRequest for browsers without prefetch (none that
 * React 18 supports) and never settled when a prefetch failed; this one rejects, and the loader
 * only waits on it inside a queue the site no longer uses. Options become attributes, as in
 * Gatsby's (`as`, `crossorigin`).
 */
export default function linkPrefetch(href: string, options: Record<string, string> = {}, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    for (const [name, value] of Object.entries(options)) link.setAttribute(name, value);
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch of ${href} failed`));
    doc.head.append(link);
  });
}
