import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

export type Rgb = [number, number, number];

/** The colour the screen shows at one CSS pixel of the viewport. */
export async function pixelAt(page: Page, x: number, y: number): Promise<Rgb> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 }});
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

/** The largest difference between two colours in one channel. */
export const colourDistance = (a: Rgb, b: Rgb) => Math.max(...a.map((value, index) => Math.abs(value - b[index])));

/**
 * The shade of a scroll box's edges against its middle, sampled on one row of the box without
 * text (e.g. in its padding): how far each edge's colour is from the middle's.
 */
export async function edgeShades(page: Page, scrollBox: Locator, rowFromTop: (height: number) => number): Promise<{ left: number; right: number }> {
  const box = await scrollBox.boundingBox();
  if (!box) throw new Error(`${String(scrollBox)} is not on screen`);
  const y = box.y + rowFromTop(box.height);
  const middle = await pixelAt(page, box.x + box.width / 2, y);
  return {
    left: colourDistance(await pixelAt(page, box.x + 3, y), middle),
    right: colourDistance(await pixelAt(page, box.x + box.width - 4, y), middle),
  };
}
