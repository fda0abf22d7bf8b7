import React, { type HTMLAttributes } from "react";
import { Callout } from "./Callout";
import { CodeBlock } from "./CodeBlock";
import { MdxLink } from "./MdxLink";
import { TabItem, Tabs } from "./Tabs";

function Table(props: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

/**
 * Components every MDX doc can use without importing them, and overrides of Markdown elements.
 * Components used by one page only (StateGraph) are imported by that page, so other pages don't load them.
 */
export const mdxComponents = {
  a: MdxLink,
  CodeBlock,
  table: Table,
  Callout,
  Tabs,
  TabItem,
};
