import type { Page } from "@playwright/test";
import { withAxe } from "./axe";

/**
 * The text of inline SVG drawings whose contrast is under 4.5:1 (WCAG AA for text of any size), as
 * readable lines. axe cannot judge SVG text ("incomplete": the introduction's state graph, 13 texts),
 * so this does: each text's fill against the fill of the last shape of its drawing under the text's
 * centre, or the background behind the drawing. Reads no position on the screen, so it needs no scroll.
 * Also returns how many texts it judged, so that a test can see it judged something.
 */
export async function svgTextContrast(page: Page, label: string): Promise<{ judged: number; problems: string[] }> {
  // axe's own colour parsing and contrast, as its colour rule computes them.
  await withAxe(page);
  const { judged, problems } = await page.evaluate(() => {
    type AxeColour = { alpha: number; parseString(colour: string): void };
    const { Color, getContrast } = (window as unknown as { axe: { commons: { color: { Color: new () => AxeColour; getContrast(background: AxeColour, foreground: AxeColour): number } } } }).axe.commons.color;
    const colourOf = (css: string) => {
      const colour = new Color();
      if (css !== "none") colour.parseString(css);
      return colour;
    };
    const opaque = (css: string) => css !== "none" && colourOf(css).alpha > 0;
    const backgroundBehind = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (opaque(colour)) return colour;
      }
      return "rgb(255, 255, 255)";
    };
    const found: string[] = [];
    let count = 0;
    for (const text of document.querySelectorAll<SVGTextElement>("svg text")) {
      const svg = text.ownerSVGElement;
      if (!svg || !text.textContent?.trim()) continue;
      const box = text.getBBox();
      const centre = Object.assign(svg.createSVGPoint(), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      const shapes = [...svg.querySelectorAll<SVGGeometryElement>("rect, circle, ellipse, polygon, path")].filter(
        (shape) => shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING && opaque(getComputedStyle(shape).fill) && shape.isPointInFill(centre),
      );
      const under = shapes.length ? getComputedStyle(shapes[shapes.length - 1]).fill : backgroundBehind(svg);
      const fill = getComputedStyle(text).fill;
      const contrast = getContrast(colourOf(under), colourOf(fill));
      count += 1;
      if (contrast < 4.5) found.push(`"${text.textContent.trim()}": ${fill} on ${under}, ${contrast.toFixed(2)}:1`);
    }
    return { judged: count, problems: found };
  });
  return { judged, problems: problems.map((problem) => `${label}: SVG text under 4.5:1 — ${problem}`) };
}
