import React, { useMemo } from "react";
import { useActiveHeading } from "../../hooks/useActiveHeading";
import * as styles from "./TableOfContents.module.css";

export interface TocHeading {
  depth: number;
  value: string;
  id: string;
}

interface TocNode extends TocHeading {
  children: TocNode[];
}

/** Nests each heading under the nearest shallower one before it. */
export function nestHeadings(headings: readonly TocHeading[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const heading of headings) {
    const node: TocNode = { ...heading, children: [] };
    while (stack.length && stack[stack.length - 1].depth >= heading.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, active }: { nodes: TocNode[]; active: string | null }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} aria-current={node.id === active ? "location" : undefined}>
            {node.value}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ headings, trackActive = true }: { headings: readonly TocHeading[]; trackActive?: boolean }) {
  const ids = useMemo(() => (trackActive ? headings.map((heading) => heading.id) : []), [headings, trackActive]);
  const active = useActiveHeading(ids);
  if (headings.length === 0) return null;
  return <TocList nodes={nestHeadings(headings)} active={active} />;
}

export function DesktopToc({ headings }: { headings: readonly TocHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <p id="toc-title">
        On this page
      </p>
      <TableOfContents headings={headings} />
    </nav>
  );
}

export function MobileToc({ headings }: { headings: readonly TocHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <details className={styles.mobile}>
      <summary>On this page</summary>
      <nav className={styles.toc} aria-label="On this page (compact)">
        <TableOfContents headings={headings} trackActive={false} />
      </nav>
    </details>
  );
}
