/** Every built page's Open Graph card and description, read from public/ (src/pipeline/post-build/og-images.ts). */
import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { builtPages, PATH_PREFIX, PUBLIC_DIR, readBuilt } from "../support/site/built-site";
import { SITE_URL } from "../support/site/routes";

/** The content of a page's <meta> with this property or name, entities decoded. */
function meta(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)].map((match) => match[0]).find((found) => found.includes(`="${key}"`));
  const content = tag && /\scontent="([^"]*)"/.exec(tag)?.[1];
  return content
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Width and height of a PNG, read from its header (IHDR). */
function pngSize(file: string): { width: number; height: number } | null {
  const data = readFileSync(file);
  if (!data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) || data.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

// Checks of the built files (every page of the build, .html twins and 404 copies included).
describe("social cards", () => {
  test("every built page has an Open Graph image: a 1200x630 PNG of the build, its size, its text, and the large Twitter card", () => {
    const problems = builtPages().flatMap(({ file }) => {
      const html = readBuilt(file);
      const image = meta(html, "og:image") ?? "";
      const imageFile = image.startsWith(SITE_URL + PATH_PREFIX) ? path.join(PUBLIC_DIR, image.slice((SITE_URL + PATH_PREFIX).length)) : null;
      const size = imageFile && existsSync(imageFile) ? pngSize(imageFile) : null;
      return [
        !imageFile && `og:image "${image}" is not an image of the site`,
        imageFile && !size && `${image} is not a PNG of the build`,
        size && (size.width !== 1200 || size.height !== 630) && `${image} is ${size.width}x${size.height}`,
        meta(html, "og:image:width") !== "1200" && "og:image:width is not 1200",
        meta(html, "og:image:height") !== "630" && "og:image:height is not 630",
        !/\S/.test(meta(html, "og:image:alt") ?? "") && "no og:image:alt",
        meta(html, "twitter:card") !== "summary_large_image" && "twitter:card is not summary_large_image",
      ]
        .filter(Boolean)
        .map((problem) => `${file}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  test("a page's card is its own: the doc pages' cards differ from each other and from the landing page's", () => {
    const images = ["index.html", "docs/api/atom/index.html", "docs/guides/caching/index.html", "404.html"].map((file) => meta(readBuilt(file), "og:image"));
    expect(new Set(images).size).toBe(images.length);
    // A twin shares its page's card.
    expect(meta(readBuilt("docs/api/atom.html"), "og:image")).toBe(images[1]);
  });

  test("every built page has a description of 110 to 160 characters", () => {
    const wrong = builtPages()
      .map(({ file }) => ({ file, description: meta(readBuilt(file), "description") ?? "" }))
      .filter(({ description }) => description.length < 110 || description.length > 160)
      .map(({ file, description }) => `${file}: ${description.length} characters: "${description}"`);
    expect(wrong).toEqual([]);
  });
});
