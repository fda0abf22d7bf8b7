/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import sharp from "sharp";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageRoute, ogImageTags } from "../../../../src/shared/og-image";
import { renderPng, socialCards, socialCardSvg, wrapWords, writeOgImages } from "../../../../src/pipeline/post-build/og-images";

describe("social card URLs and head tags", () => {
  it("puts each route's card under /og, the landing page's at /og/index.png", () => {
    expect(ogImageRoute("/")).toBe("/og/index.png");
    expect(ogImageRoute("/docs")).toBe("/og/docs.png");
    expect(ogImageRoute("/docs/api/atom")).toBe("/og/docs/api/atom.png");
    expect(ogImageRoute("/404")).toBe("/og/404.png");
  });

  it("gives the absolute image URL, its size, its text and the large Twitter card", () => {
    expect(ogImageTags("/docs/api/atom", "atom")).toEqual([
      { property: "og:image", content: "https://rkrupinski.github.io/stan/og/docs/api/atom.png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: "atom, in the Stan documentation" },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
    expect(ogImageTags("/", "Stan")[3].content).toBe("Stan: Minimal, type-safe state management");
  });
});

describe("social card SVG", () => {
  it("wraps words into lines of a given width, a longer word on a line of its own", () => {
    expect(wrapWords("Param serialization", 30)).toEqual(["Param serialization"]);
    expect(wrapWords("Param serialization", 10)).toEqual(["Param", "serialization"]);
    expect(wrapWords("a b c d", 3)).toEqual(["a b", "c d"]);
  });

  it("shows the title, the section, the site name and tagline, escaped", () => {
    const svg = socialCardSvg({ routePath: "/x", title: "Errors & <Suspense>", section: "Guides" });
    expect(svg).toContain(">Errors &amp; &lt;Suspense&gt;</tspan>");
    expect(svg).toContain(">GUIDES</text>");
    expect(svg).toContain(">Stan</text>");
    expect(svg).toContain(">Minimal, type-safe state management</text>");
    expect(svg).not.toMatch(/<Suspense>/);
  });

  it("a longer title takes a smaller type, and two lines when one is not enough", () => {
    const short = socialCardSvg({ routePath: "/x", title: "atom", section: "API" });
    const long = socialCardSvg({ routePath: "/x", title: "Reading and writing state outside of React components", section: "Guides" });
    const size = (svg: string) => Number(/<text font-size="(\d+)"/.exec(svg)?.[1]);
    expect(size(long)).toBeLessThan(size(short));
    expect(long.match(/<tspan/g)).toHaveLength(2);
    const medium = socialCardSvg({ routePath: "/x", title: "Param serialization", section: "Guides" });
    expect(size(medium)).toBeLessThan(size(short));
    expect(medium.match(/<tspan/g)).toHaveLength(1);
  });

  it("lists a card for every page that is not a doc and for each doc, in its sidebar category", () => {
    const cards = socialCards([
      { routePath: "/docs", title: "Introduction", category: "" },
      { routePath: "/docs/api/atom", title: "atom", category: "API" },
    ]);
    expect(cards.map((card) => [card.routePath, card.section])).toEqual([
      ["/", "Docs"],
      ["/search", "Docs"],
      ["/404", "Docs"],
      ["/docs", "Docs"],
      ["/docs/api/atom", "API"],
    ]);
  });
});

describe("writeOgImages", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "stan-og-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const cards = [
    { routePath: "/", title: "Stan", section: "Docs" },
    { routePath: "/docs/api/atom", title: "atom", section: "API" },
  ];

  it("renders each card once, then copies it from the cache until its text changes, and drops unused ones", async () => {
    const options = { publicDir: path.join(root, "public"), cacheDir: path.join(root, "cache"), render: jest.fn(async (svg: string) => Buffer.from(svg)) };
    expect(await writeOgImages(cards, options)).toEqual({ rendered: 2, cached: 0 });
    expect(fs.readFileSync(path.join(options.publicDir, "og/docs/api/atom.png"), "utf8")).toContain(">atom</tspan>");
    expect(fs.existsSync(path.join(options.publicDir, "og/index.png"))).toBe(true);

    fs.rmSync(options.publicDir, { recursive: true });
    expect(await writeOgImages(cards, options)).toEqual({ rendered: 0, cached: 2 });
    expect(options.render).toHaveBeenCalledTimes(2);
    expect(fs.existsSync(path.join(options.publicDir, "og/docs/api/atom.png"))).toBe(true);

    const renamed = [cards[0], { ...cards[1], title: "atom()" }];
    expect(await writeOgImages(renamed, options)).toEqual({ rendered: 1, cached: 1 });
    expect(fs.readFileSync(path.join(options.publicDir, "og/docs/api/atom.png"), "utf8")).toContain(">atom()</tspan>");
    expect(fs.readdirSync(options.cacheDir)).toHaveLength(2);
  });

  it("renders a 1200x630 PNG with sharp", async () => {
    const png = await renderPng(socialCardSvg(cards[1]));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
  }, 20_000); // one real render: about half a second, more on a busy machine
});
