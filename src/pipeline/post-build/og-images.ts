/**
 * Social cards: one 1200x630 PNG per page, drawn as SVG from the page's title and section and
 * rendered by sharp at build time. Each PNG is kept in a cache folder under a hash of its SVG, so
 * a build renders only the cards whose text changed. Head tags: src/shared/og-image.ts.
 */
import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { siteConfig } from "../../config/site";
import { Logo } from "../../shared/Logo";
import { PAGE_HEADS } from "../../config/pages";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageRoute } from "../../shared/og-image";
import { GATSBY_CACHE_DIR } from "../../gatsby/internals";
import { writeFileWhole } from "../write-whole";

export interface SocialCard {
  routePath: string;
  title: string;
  /** What part of the site the page belongs to ("API", "Guides"). */
  section: string;
}

/** Where the PNGs are kept between builds (Gatsby empties .cache when its config or plugins change). */
export const OG_CACHE_DIR = `${GATSBY_CACHE_DIR}/og-images`;

const MARGIN = 80;
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
/** Title sizes to try, largest first, and the average width of a bold character (em) to fit them. */
const TITLE_SIZES = [96, 80, 64];
const CHAR_EM = 0.62;
const MAX_TITLE_LINES = 2;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Words of `text` in lines of at most `width` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The title's lines and size: as few lines as fit, in the largest type that fits them. */
function fitTitle(title: string): { size: number; lines: string[] } {
  const width = OG_IMAGE_WIDTH - 2 * MARGIN;
  const layout = (size: number) => wrapWords(title, Math.floor(width / (size * CHAR_EM)));
  for (let count = 1; count <= MAX_TITLE_LINES; count += 1) {
    for (const size of TITLE_SIZES) {
      const lines = layout(size);
      if (lines.length <= count && lines.every((line) => line.length * size * CHAR_EM <= width)) return { size, lines };
    }
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1];
  return { size, lines: layout(size).slice(0, MAX_TITLE_LINES) };
}

/** The card as SVG: the site's logo and name, the section, the title, the tagline and the address. */
export function socialCardSvg(card: SocialCard): string {
  const { size, lines } = fitTitle(card.title);
  const titleTop = 330 - ((lines.length - 1) * size * 1.1) / 2;
  const title = lines.map((line, index) => `<tspan x="${MARGIN}" y="${Math.round(titleTop + index * size * 1.1)}">${escapeXml(line)}</tspan>`).join("");
  const logo = renderToStaticMarkup(createElement(Logo, { size: 72 }));
  const address = new URL(siteConfig.siteUrl).host + siteConfig.pathPrefix;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}" font-family="${FONT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12102e"/><stop offset="1" stop-color="#2d2699"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#bg)"/>`,
    `<g transform="translate(${MARGIN} 64)">${logo}</g>`,
    `<text x="${MARGIN + 96}" y="114" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(siteConfig.title)}</text>`,
    `<text x="${MARGIN}" y="${Math.round(titleTop - size - 10)}" font-size="32" font-weight="700" letter-spacing="2" fill="#fdba74">${escapeXml(card.section.toUpperCase())}</text>`,
    `<text font-size="${size}" font-weight="700" fill="#ffffff">${title}</text>`,
    `<text x="${MARGIN}" y="550" font-size="30" fill="#c9c6ff">${escapeXml(siteConfig.tagline)}</text>`,
    `<text x="${OG_IMAGE_WIDTH - MARGIN}" y="550" font-size="28" text-anchor="end" fill="#a9a4ff">${escapeXml(address)}</text>`,
    `<rect y="${OG_IMAGE_HEIGHT - 10}" width="100%" height="10" fill="#fdba74"/>`,
    `</svg>`,
  ].join("");
}

/** A PNG of the SVG (fonts come from the system: librsvg asks fontconfig). */
export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** The card of every page: the pages that are not docs, then each published doc under its sidebar category. */
export function socialCards(docs: ReadonlyArray<{ routePath: string; title: string; category: string }>): SocialCard[] {
  return [...PAGE_HEADS, ...docs.map((doc) => ({ routePath: doc.routePath, title: doc.title, section: doc.category || "Docs" }))];
}

export interface OgImagesOptions {
  /** Absolute path of the build output (public/). */
  publicDir: string;
  /** Absolute path of the cache folder. */
  cacheDir: string;
  render?: (svg: string) => Promise<Buffer>;
}

/** The cache file of a card's PNG: a hash of what it is rendered from. */
const cacheName = (svg: string) => `${createHash("sha256").update(`sharp ${sharp.versions.sharp}\n${svg}`).digest("hex").slice(0, 24)}.png`;

/**
 * Writes each card's PNG to `public/og/...` (ogImageRoute), rendering only those not in the
 * cache; cached PNGs that no card uses any more are removed. Returns how many were rendered.
 */
export async function writeOgImages(cards: readonly SocialCard[], { publicDir, cacheDir, render = renderPng }: OgImagesOptions): Promise<{ rendered: number; cached: number }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const files = cards.map((card) => {
    const svg = socialCardSvg(card);
    return { card, svg, name: cacheName(svg) };
  });
  const missing = [...new Map(files.map((file) => [file.name, file.svg])).entries()].filter(([name]) => !fs.existsSync(path.join(cacheDir, name)));
  await Promise.all(
    missing.map(async ([name, svg]) => {
      // Written whole: a build stopped halfway leaves no broken PNG in the cache.
      writeFileWhole(path.join(cacheDir, name), await render(svg));
    }),
  );
  for (const { card, name } of files) {
    const target = path.join(publicDir, ...ogImageRoute(card.routePath).split("/").filter(Boolean));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(cacheDir, name), target);
  }
  const used = new Set(files.map((file) => file.name));
  for (const name of fs.readdirSync(cacheDir)) if (!used.has(name)) fs.rmSync(path.join(cacheDir, name));
  return { rendered: missing.length, cached: cards.length - missing.length };
}
