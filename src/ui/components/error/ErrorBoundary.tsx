import React, { Component, type ErrorInfo, type ReactNode } from "react";
import { toError } from "../../behaviours/error-chain";

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children after they crashed. */
  fallback(props: { error: Error; tryAgain(): void }): ReactNode;
  /** A change (e.g. the page path) clears a caught error, so navigating away recovers. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  errorKey: unknown;
}

/** Catches rendering crashes below it; `tryAgain` clears the error and renders the children again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, errorKey: undefined };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: toError(error) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (state.error && state.errorKey !== props.resetKey) return { error: null, errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { errorKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("[stan-docs] The page crashed while rendering:", error, info.componentStack);
  }

  tryAgain = (): void => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    return error ? this.props.fallback({ error, tryAgain: this.tryAgain }) : this.props.children;
  }
}
