import { expect, type Locator, type Page } from "@playwright/test";
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

/** A cue shows as a shade at least this far from the box's own colour (0-255, one channel). */
const VISIBLE = 12;

/**
 * A scroll box whose lines run past its right edge shows a shade at that edge and none at the left; scrolled to
 * the end, the other way round. Sampled in the box's top padding, where no text is.
 */
export async function expectEdgeShadesWhileScrolled(page: Page, scrollBox: Locator): Promise<void> {
  const inPadding = () => 5;
  const start = await edgeShades(page, scrollBox, inPadding);
  expect(start.right, "shade at the right edge").toBeGreaterThanOrEqual(VISIBLE);
  expect(start.left, "no shade at the left edge before scrolling").toBeLessThan(3);
  await scrollBox.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const end = await edgeShades(page, scrollBox, inPadding);
  expect(end.right, "no shade at the right edge at the end").toBeLessThan(3);
  expect(end.left, "shade at the left edge").toBeGreaterThanOrEqual(VISIBLE);
}
