import type { ComponentType } from "react";

export class MissingDefaultExportError extends Error {
  override name = "MissingDefaultExportError";
  constructor(name: string) {
    super(`${name} has no default export, so there is nothing to render. Export the component as default (export default function …).`);
  }
}

/** The component a lazily loaded module exports as default; throws when there is none. */
export function defaultExportOf<P>(module: unknown, name: string): ComponentType<P> {
  const component = (module as { default?: unknown } | null | undefined)?.default;
  // Function and class components are functions; memo/forwardRef components are objects with $$typeof.
  const renderable = typeof component === "function" || (typeof component === "object" && component !== null && "$$typeof" in component);
  if (!renderable) throw new MissingDefaultExportError(name);
  return component as ComponentType<P>;
}
