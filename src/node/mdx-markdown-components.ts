import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Callout, type CalloutType } from "../components/mdx/Callout";
import { StateGraph } from "../components/mdx/StateGraph";
import type { MdxBlock } from "./mdx-blocks";

type ComponentBlock = Extract<MdxBlock, { kind: "component" }>;

/** Renders one MDX component as Markdown; `children` renders its child blocks. */
export type ComponentRenderer = (block: ComponentBlock, children: (blocks: MdxBlock[]) => string) => string;

const decodeEntities = (html: string) =>
  html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

/** The text of the first element matching `pattern` in static HTML (tags removed, entities decoded). */
function textOf(html: string, pattern: RegExp): string | null {
  const match = pattern.exec(html);
  return match ? decodeEntities(match[1].replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim() : null;
}

const attr = (block: ComponentBlock, name: string): string | undefined => {
  const value = block.attrs[name];
  return typeof value === "string" ? value : undefined;
};

/** Prefixes every line with "> " (">" for blank lines). */
export function blockquote(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => (line.trim() === "" ? ">" : `> ${line}`))
    .join("\n");
}

/**
 * A callout becomes a block quote whose first line names it. The title comes
 * from rendering the real component, so the default titles ("Info", "Warning")
 * and the type check live in one place.
 */
const callout: ComponentRenderer = (block, children) => {
  // Rendering without a title gives the type's own name ("Info", "Warning") and rejects unknown types.
  const html = renderToStaticMarkup(createElement(Callout, { type: attr(block, "type") as CalloutType | undefined, children: null }));
  const kind = textOf(html, /<p class="callout__title">([\s\S]*?)<\/p>/) ?? "Note";
  const title = attr(block, "title");
  const heading = title && title !== kind ? `**${kind}: ${title}**` : `**${kind}**`;
  return blockquote(`${heading}\n\n${children(block.children).trim()}`);
};

/** Each tab becomes a bold label followed by its content: every alternative stays visible. */
const tabItem: ComponentRenderer = (block, children) => `**${attr(block, "label") ?? attr(block, "value") ?? "Tab"}**\n\n${children(block.children).trim()}`;

const tabs: ComponentRenderer = (block, children) => children(block.children).trim();

/** A figure drawn in SVG: its title, description and caption, taken from the rendered component. */
function figure(component: ComponentType): ComponentRenderer {
  return () => {
    const html = renderToStaticMarkup(createElement(component));
    const title = textOf(html, /<title[^>]*>([\s\S]*?)<\/title>/);
    const description = textOf(html, /<desc[^>]*>([\s\S]*?)<\/desc>/);
    const caption = textOf(html, /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/);
    const lead = title ? `*Figure: ${title}.*` : "*Figure.*";
    return [description ? `${lead} ${description}` : lead, caption].filter(Boolean).join("\n\n");
  };
}

/** Markdown equivalents of the MDX components content may use (src/components/mdx). */
export const componentRenderers: Record<string, ComponentRenderer> = {
  Callout: callout,
  Tabs: tabs,
  TabItem: tabItem,
  StateGraph: figure(StateGraph),
};
