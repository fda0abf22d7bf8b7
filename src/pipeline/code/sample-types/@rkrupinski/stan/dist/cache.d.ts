type Evictable<T> = (signal: AbortSignal) => T;
export type CachePolicy = {
    type: 'keep-all';
} | {
    type: 'most-recent';
} | {
    type: 'lru';
    maxSize: number;
};
type KeyMaker<A> = (arg: A) => any;
type MemoizeOptions<A> = {
    cachePolicy?: CachePolicy;
    keyMaker?: KeyMaker<A>;
};
type Tools = {
    retain: VoidFunction;
    release: VoidFunction;
};
export declare const memoize: <A, R>(fn: (arg: A, tools: Tools) => Evictable<R>, { cachePolicy, keyMaker, }?: MemoizeOptions<A>) => (arg: A) => NonNullable<R>;
export {};
