import { type ComputedRef, type PropType, type Ref, type WritableComputedRef } from 'vue';
import type { Scoped, State, ReadonlyState, WritableState } from './state';
import { type Store } from './store';
export type StanStoreInjection = {
    store: ComputedRef<Store>;
};
export declare const useStanStore: () => StanStoreInjection;
export declare const provideStan: (store?: Store) => void;
export type StanProviderProps = {
    store?: Store;
};
export declare const StanProvider: import("vue").DefineComponent<import("vue").ExtractPropTypes<{
    store: {
        type: PropType<Store>;
        default: undefined;
    };
}>, () => import("vue").VNode<import("vue").RendererNode, import("vue").RendererElement, {
    [key: string]: any;
}>[] | undefined, {}, {}, {}, import("vue").ComponentOptionsMixin, import("vue").ComponentOptionsMixin, {}, string, import("vue").PublicProps, Readonly<import("vue").ExtractPropTypes<{
    store: {
        type: PropType<Store>;
        default: undefined;
    };
}>> & Readonly<{}>, {
    store: Store;
}, {}, {}, {}, string, import("vue").ComponentProvideOptions, true, {}, any>;
export declare const useStanValue: <T>(scopedState: Scoped<ReadonlyState<T>> | Ref<Scoped<ReadonlyState<T>>>) => Readonly<Ref<T>>;
export declare const useStan: <T>(scopedState: Scoped<WritableState<T>> | Ref<Scoped<WritableState<T>>>) => WritableComputedRef<T>;
export type AsyncValue<T, E = unknown> = {
    type: 'loading';
} | {
    type: 'ready';
    value: T;
} | {
    type: 'error';
    reason: E;
};
export declare const useStanValueAsync: <T, E = unknown>(scopedState: Scoped<ReadonlyState<PromiseLike<T>>> | Ref<Scoped<ReadonlyState<PromiseLike<T>>>>) => Readonly<Ref<AsyncValue<T, E>>>;
export declare const useStanRefresh: <T>(scopedState: Scoped<ReadonlyState<T>> | Ref<Scoped<ReadonlyState<T>>>) => () => void;
export declare const useStanReset: <T>(scopedState: Scoped<WritableState<T>> | Ref<Scoped<WritableState<T>>>) => () => void;
export type StanCallbackHelpers = {
    get: <T>(scopedState: Scoped<State<T>>) => T;
    set: <T>(scopedState: Scoped<WritableState<T>>, valueOrUpdater: T | ((currentValue: T) => T)) => void;
    reset: <T>(scopedState: Scoped<WritableState<T>>) => void;
    refresh: <T>(scopedState: Scoped<ReadonlyState<T>>) => void;
};
export declare const useStanCallback: <A extends unknown[], R>(factory: (helpers: StanCallbackHelpers) => (...args: A) => R) => (...args: A) => R;
