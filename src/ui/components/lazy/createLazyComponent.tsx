import React, { useCallback, useEffect, useState, type ComponentType } from "react";
import { LAZY_SPINNER_DELAY_MS } from "../../../config/constants";
import { defaultExportOf } from "../../behaviours/default-export";
import { toError } from "../../behaviours/error-chain";
import * as styles from "./createLazyComponent.module.css";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

type LoadState<P> = { status: "loading"; showSpinner: boolean } | { status: "loaded"; Component: ComponentType<P> } | { status: "error"; error: Error };

/**
 * A component whose code loads on first render. Nothing shows for the first
 * 200 ms (most loads are faster), then a spinner; a failed load shows its
 * error text and a Retry button.
 */
export function createLazyComponent<P extends object>(load: Loader<P>, name: string): ComponentType<P> {
  let cached: ComponentType<P> | null = null;

  function LazyComponent(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<LoadState<P>>(cached ? { status: "loaded", Component: cached } : { status: "loading", showSpinner: false });

    useEffect(() => {
      if (cached) return;
      let active = true;
      setState({ status: "loading", showSpinner: false });
      const spinnerTimer = window.setTimeout(() => active && setState((s) => (s.status === "loading" ? { status: "loading", showSpinner: true } : s)), LAZY_SPINNER_DELAY_MS);
      load()
        .then((module) => defaultExportOf<P>(module, name))
        .then(
          (Component) => {
            cached = Component;
            if (active) setState({ status: "loaded", Component });
          },
          (error: unknown) => {
            if (active) setState({ status: "error", error: toError(error) });
          },
        );
      return () => {
        active = false;
        window.clearTimeout(spinnerTimer);
      };
    }, [attempt]);

    const retry = useCallback(() => setAttempt((n) => n + 1), []);

    if (state.status === "loaded") return <state.Component {...props} />;
    if (state.status === "error") {
      return (
        <div className={styles.error} role="alert">
          <p>
            Could not load {name}: {state.error.message}
          </p>
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        </div>
      );
    }
    return state.showSpinner ? (
      <div className={styles.spinner} role="status">
        <span className={styles.spinnerIcon} aria-hidden="true" />
        <span className="visually-hidden">Loading {name}…</span>
      </div>
    ) : null;
  }
  LazyComponent.displayName = `Lazy(${name})`;
  return LazyComponent;
}
