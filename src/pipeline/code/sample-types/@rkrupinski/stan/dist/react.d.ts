import { type FC, type ReactNode, type DependencyList } from 'react';
import type { Scoped, State, ReadonlyState, WritableState } from './state';
import { type Store } from './store';
export type StanCtxType = {
    store: Store;
};
export type StanProviderProps = {
    store?: Store;
    children: ReactNode;
};
export declare const StanProvider: FC<StanProviderProps>;
export declare const useStanCtx: () => StanCtxType;
export declare const useStanValue: <T>(scopedState: Scoped<State<T>>) => T;
export declare const useSetStanValue: <T>(scopedState: Scoped<WritableState<T>>) => import("./types").SetterOrUpdater<T>;
export declare const useStan: <T>(scopedState: Scoped<WritableState<T>>) => readonly [T, import("./types").SetterOrUpdater<T>];
export type AsyncValue<T, E = unknown> = {
    type: 'loading';
} | {
    type: 'ready';
    value: T;
} | {
    type: 'error';
    reason: E;
};
export declare const useStanValueAsync: <T, E = unknown>(scopedState: Scoped<State<PromiseLike<T>>>) => AsyncValue<T, E>;
export declare const useStanRefresh: <T>(scopedState: Scoped<ReadonlyState<T>>) => () => void;
export declare const useStanReset: <T>(scopedState: Scoped<WritableState<T>>) => () => void;
export type StanCallbackHelpers = {
    get: <T>(scopedState: Scoped<State<T>>) => T;
    set: <T>(scopedState: Scoped<WritableState<T>>, valueOrUpdater: T | ((currentValue: T) => T)) => void;
    reset: <T>(scopedState: Scoped<WritableState<T>>) => void;
    refresh: <T>(scopedState: Scoped<ReadonlyState<T>>) => void;
};
export declare const useStanCallback: <A extends unknown[], R>(factory: (helpers: StanCallbackHelpers) => (...args: A) => R, deps?: DependencyList) => (...args: A) => R;
