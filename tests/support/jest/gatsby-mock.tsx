/**
 * Stand-in for the `gatsby` package in unit tests: Link renders a plain anchor with
 * the path prefix (as a --prefix-paths build does); navigate and graphql are inert.
 */
import React, { type AnchorHTMLAttributes } from "react";

export const withPrefix = (path: string) => (path === "/" ? "/stan" : `/stan${path}`);

export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const current = typeof window !== "undefined" && window.location.pathname === withPrefix(to);
  return (
    <a href={withPrefix(to)} aria-current={current ? "page" : undefined} {...rest}>
      {children}
    </a>
  );
}

export const navigate = jest.fn();
export const graphql = () => "";
export const useStaticQuery = jest.fn();
