import type { CSSProperties } from "react";
import { STATE_GRAPH_TEXT } from "../../../shared/state-graph-text";

/**
 * The introduction's state-graph diagram: three atoms feed a selector, a second
 * selector derives from the first, and two components read the selectors.
 * Colours come only from the theme's custom properties, so the drawing follows
 * the light and dark themes; node kinds also differ by shape and by label.
 */

const FG = "var(--color-fg, #1b1f24)";
const FG_MUTED = "var(--color-fg-muted, #4b5563)";
const BG = "var(--color-bg, #fff)";
const BG_SOFT = "var(--color-bg-soft, #f3f4f6)";
const BORDER = "var(--color-border, #9ca3af)";
const PRIMARY = "var(--color-primary, #1d4ed8)";
const ACCENT = "var(--color-accent, #7c3aed)";

const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

const ATOM: CSSProperties = { fill: BG_SOFT, stroke: PRIMARY, strokeWidth: 2 };
const SELECTOR: CSSProperties = { fill: BG_SOFT, stroke: ACCENT, strokeWidth: 2 };
const COMPONENT: CSSProperties = { fill: BG, stroke: FG_MUTED, strokeWidth: 2 };
const EDGE: CSSProperties = { fill: "none", stroke: FG_MUTED, strokeWidth: 1.5 };
const LABEL: CSSProperties = { fill: FG, fontFamily: MONO, fontSize: 14 };
const HEADING: CSSProperties = { fill: FG_MUTED, fontSize: 13, fontWeight: 600, letterSpacing: "0.04em" };
const LEGEND: CSSProperties = { fill: FG_MUTED, fontSize: 13 };

/** A hexagon centred on (cx, cy), with pointed left and right ends. */
function hexagon(cx: number, cy: number, width: number, height: number, inset: number): string {
  const left = cx - width / 2;
  const right = cx + width / 2;
  const top = cy - height / 2;
  const bottom = cy + height / 2;
  return [
    `${left},${cy}`,
    `${left + inset},${top}`,
    `${right - inset},${top}`,
    `${right},${cy}`,
    `${right - inset},${bottom}`,
    `${left + inset},${bottom}`,
  ].join(" ");
}

const ATOMS = [
  { name: "todosAtom", cy: 72 },
  { name: "searchTermAtom", cy: 132 },
  { name: "sortOrderAtom", cy: 192 },
] as const;

const SELECTORS = [
  { name: "visibleTodosSelector", cy: 132 },
  { name: "visibleCountSelector", cy: 232 },
] as const;

const COMPONENTS = [
  { name: "<TodoList />", cy: 132 },
  { name: "<TodoCounter />", cy: 232 },
] as const;

/** Arrows run from a dependency to whatever reads it: [x1, y1, x2, y2]. */
const EDGES: ReadonlyArray<readonly [number, number, number, number]> = [
  [190, 72, 259, 122],
  [190, 132, 253, 132],
  [190, 192, 259, 142],
  [360, 158, 360, 204],
  [465, 132, 538, 132],
  [465, 232, 538, 232],
];

export function StateGraph(): JSX.Element {
  return (
    <figure className="state-graph">
      <svg
        viewBox="0 0 720 320"
        width="100%"
        role="img"
        aria-labelledby="state-graph-title state-graph-desc"
        style={{ display: "block", maxWidth: 720, height: "auto" }}
      >
        <title id="state-graph-title">{STATE_GRAPH_TEXT.title}</title>
        <desc id="state-graph-desc">{STATE_GRAPH_TEXT.description}</desc>
        <defs>
          <marker
            id="state-graph-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" style={{ fill: FG_MUTED }} />
          </marker>
        </defs>

        <g textAnchor="middle" style={HEADING}>
          <text x={105} y={30}>ATOMS</text>
          <text x={360} y={30}>SELECTORS</text>
          <text x={620} y={30}>COMPONENTS</text>
        </g>
        <line x1={20} y1={42} x2={700} y2={42} style={{ stroke: BORDER, strokeWidth: 1 }} />

        {EDGES.map(([x1, y1, x2, y2]) => (
          <line key={`${x1}-${y1}-${x2}-${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} style={EDGE} markerEnd="url(#state-graph-arrow)" />
        ))}

        {ATOMS.map(({ name, cy }) => (
          <g key={name}>
            <rect x={20} y={cy - 20} width={170} height={40} rx={12} style={ATOM} />
            <text x={105} y={cy + 5} textAnchor="middle" style={LABEL}>{name}</text>
          </g>
        ))}

        {SELECTORS.map(({ name, cy }) => (
          <g key={name}>
            <polygon points={hexagon(360, cy, 210, 52, 16)} style={SELECTOR} />
            <text x={360} y={cy + 5} textAnchor="middle" style={LABEL}>{name}</text>
          </g>
        ))}

        {COMPONENTS.map(({ name, cy }) => (
          <g key={name}>
            <rect x={540} y={cy - 20} width={160} height={40} style={COMPONENT} />
            <text x={620} y={cy + 5} textAnchor="middle" style={LABEL}>{name}</text>
          </g>
        ))}

        <line x1={20} y1={272} x2={700} y2={272} style={{ stroke: BORDER, strokeWidth: 1 }} />
        <g style={LEGEND}>
          <rect x={20} y={288} width={30} height={18} rx={6} style={ATOM} />
          <text x={58} y={302}>atom: writable state</text>
          <polygon points={hexagon(268, 297, 34, 18, 7)} style={SELECTOR} />
          <text x={294} y={302}>selector: derived, read-only</text>
          <rect x={520} y={288} width={30} height={18} style={COMPONENT} />
          <text x={558} y={302}>React component</text>
        </g>
      </svg>
      <figcaption>{STATE_GRAPH_TEXT.caption}</figcaption>
    </figure>
  );
}
