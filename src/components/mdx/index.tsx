import React, { type HTMLAttributes } from "react";
import { Callout } from "./Callout";
import { CodeBlock } from "./CodeBlock";
import { MdxLink } from "./MdxLink";
import { StateGraph } from "./StateGraph";
import { TabItem, Tabs } from "./Tabs";

function Table(props: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

/** Components every MDX doc can use without importing them, and overrides of Markdown elements. */
export const mdxComponents = {
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  Callout,
  Tabs,
  TabItem,
  StateGraph,
};
