type StoreEvent = {
    type: 'SET';
    key: string;
    value: any;
} | {
    type: 'DELETE';
    key: string;
};
type DevToolsHook = {
    register(store: Store): void;
    unregister(store: Store): void;
    send(storeKey: string, event: StoreEvent): void;
};
declare global {
    interface Window {
        __STAN_DEVTOOLS__?: DevToolsHook;
    }
}
type Deps = Map<string, number>;
export type StoreOptions = {
    tag?: string;
};
export declare class Store {
    key: string;
    libVersion: string;
    deps: Map<string, Deps>;
    value: Map<string, any>;
    version: Map<string, number>;
    mounted: Map<string, boolean>;
    initialized: Map<string, boolean>;
    constructor({ tag }?: StoreOptions);
    destroy(): void;
    erase(key: string): void;
}
export declare const makeStore: (options?: StoreOptions) => Store;
export declare const DEFAULT_STORE: Store;
export {};
