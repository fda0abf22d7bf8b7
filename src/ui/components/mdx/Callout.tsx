import React, { type ReactNode } from "react";
import { CALLOUT_TITLES as DEFAULT_TITLES, type CalloutType } from "../../../shared/callout-kinds";

export type { CalloutType };

export function Callout({ type = "info", title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  if (!(type in DEFAULT_TITLES)) {
    throw new Error(`<Callout type="${String(type)}"> is not a callout type. Use one of: ${Object.keys(DEFAULT_TITLES).join(", ")}.`);
  }
  return (
    <aside className={`callout callout--${type}`} aria-label={title ?? DEFAULT_TITLES[type]}>
      <p className="callout__title">{title ?? DEFAULT_TITLES[type]}</p>
      {children}
    </aside>
  );
}
