import React, { type HTMLAttributes } from "react";
import { Callout } from "./Callout";
import { DocCodeBlock } from "./CodeBlock";
import { MdxLink } from "./MdxLink";
import { Since } from "./Since";
import { StanVersion } from "./StanVersion";

function Table(props: HTMLAttributes<HTMLTableElement>) {
  // A wide table scrolls sideways on narrow screens; a tab stop lets keyboard users scroll it.
  return (
    <div className="table-wrapper" tabIndex={0} role="group" aria-label="Scrollable table">
      <table {...props} />
    </div>
  );
}

/**
 * Components every MDX doc can use without importing them, and overrides of Markdown elements.
 * Components used by one page only (StateGraph, Tabs) are imported by that page, so other pages don't load them
 * (Tabs: 0.6 KB gzipped of every other doc page's first-load JavaScript).
 */
export const mdxComponents = {
  a: MdxLink,
  CodeBlock: DocCodeBlock,
  table: Table,
  Callout,
  Since,
  StanVersion,
};
