import type { ReadonlyState, WritableState } from './state';
export declare const refresh: (state: ReadonlyState<any>) => void;
export declare const reset: (state: WritableState<any>) => void;
