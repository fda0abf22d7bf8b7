import type { Page } from "@playwright/test";

/**
 * The text of inline SVG drawings whose contrast is under 4.5:1 (WCAG AA for text of any size), as
 * readable lines. axe cannot judge SVG text ("incomplete": the introduction's state graph, 13 texts),
 * so this does: each text's fill against the fill of the last shape of its drawing under the text's
 * centre, or the background behind the drawing. Reads no position on the screen, so it needs no scroll.
 * Also returns how many texts it judged, so that a test can see it judged something.
 */
export async function svgTextContrast(page: Page, label: string): Promise<{ judged: number; problems: string[] }> {
  const { judged, problems } = await page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).slice(0, 3).map((value) => {
        const unit = value / 255;
        return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const opaque = (colour: string) => colour !== "none" && !/^rgba\(.*,\s*0\)$/.test(colour) && colour !== "transparent";
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
      const contrast = ratio(fill, under);
      count += 1;
      if (contrast < 4.5) found.push(`"${text.textContent.trim()}": ${fill} on ${under}, ${contrast.toFixed(2)}:1`);
    }
    return { judged: count, problems: found };
  });
  return { judged, problems: problems.map((problem) => `${label}: SVG text under 4.5:1 — ${problem}`) };
}
