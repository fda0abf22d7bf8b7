import { ERASE_TAG, MOUNT_TAG, UNMOUNT_TAG, type TypedOmit } from './internal';
import type { SerializableParam, TagFromParam } from './types';
import type { ReadonlyState, State, Scoped } from './state';
import { type CachePolicy } from './cache';
export interface GetFn {
    <T>(scopedState: Scoped<State<T>>): T;
}
export type SelectorFn<T> = (arg: {
    get: GetFn;
    signal: AbortSignal;
}) => T;
export type SelectorOptions = {
    tag?: string;
    areValuesEqual?: <T>(a: T, b: T) => boolean;
};
type SelectorCtx = {
    [ERASE_TAG]?: AbortSignal;
    [MOUNT_TAG]?: () => void;
    [UNMOUNT_TAG]?: () => void;
};
export declare const selector: <T>(selectorFn: SelectorFn<T>, { tag, areValuesEqual }?: SelectorOptions, { [ERASE_TAG]: eraseSignal, [MOUNT_TAG]: onMountCb, [UNMOUNT_TAG]: onUnmountCb, }?: SelectorCtx) => Scoped<ReadonlyState<T>>;
export type SelectorFamilyFn<T, P extends SerializableParam> = (param: P) => SelectorFn<T>;
export type SelectorFamilyOptions<P extends SerializableParam> = TypedOmit<SelectorOptions, 'tag'> & {
    tag?: string | TagFromParam<P>;
    cachePolicy?: CachePolicy;
};
export declare const selectorFamily: <T, P extends SerializableParam>(selectorFamilyFn: SelectorFamilyFn<T, P>, { cachePolicy, tag, ...other }?: SelectorFamilyOptions<P>) => (arg: P) => Scoped<ReadonlyState<T>>;
export {};
