/**
 * Type declarations of `@rkrupinski/stan/react` 1.3.2, written from
 * ../shared/stan-facts.md (beside the checkout) §1.7 and §2.12 (exact `tsc` output of the source).
 * The React context object `StanCtx` is internal and not declared here.
 *
 * Used by the build (src/pipeline/code/typed-code.ts) and the sample check
 * (tests/support/content/code-samples.ts), through src/pipeline/code/sample-compiler.ts;
 * excluded from the root tsconfig.
 */
declare module '@rkrupinski/stan/react' {
  import type { FC, ReactNode } from 'react';
  import type {
    ReadonlyState,
    Scoped,
    SetterOrUpdater,
    State,
    Store,
    WritableState,
  } from '@rkrupinski/stan';

  export type StanCtxType = {
    store: Store;
  };

  export type StanProviderProps = {
    store?: Store;
    children: ReactNode;
  };

  export const StanProvider: FC<StanProviderProps>;

  export const useStanCtx: () => StanCtxType;

  export const useStanValue: <T>(scopedState: Scoped<State<T>>) => T;

  export const useSetStanValue: <T>(
    scopedState: Scoped<WritableState<T>>,
  ) => SetterOrUpdater<T>;

  export const useStan: <T>(
    scopedState: Scoped<WritableState<T>>,
  ) => readonly [T, SetterOrUpdater<T>];

  export type AsyncValue<T> =
    | { type: 'loading' }
    | { type: 'ready'; value: T }
    | { type: 'error'; reason: string };

  export const useStanValueAsync: <T>(
    scopedState: Scoped<State<PromiseLike<T>>>,
  ) => AsyncValue<T>;

  export const useStanRefresh: <T>(
    scopedState: Scoped<ReadonlyState<T>>,
  ) => () => void;

  export const useStanReset: <T>(
    scopedState: Scoped<WritableState<T>>,
  ) => () => void;

  export {};
}
