import type { SerializableParam, SetterOrUpdater, TagFromParam } from './types';
import { type TypedOmit } from './internal';
import type { WritableState, Scoped } from './state';
export type AtomEffect<T> = (param: {
    init(value: T): void;
    set: SetterOrUpdater<T>;
    onSet(cb: (value: T) => void): void;
}) => void;
export type AtomOptions<T> = {
    tag?: string;
    effects?: ReadonlyArray<AtomEffect<T>>;
    areValuesEqual?: <T>(a: T, b: T) => boolean;
};
export declare const atom: <T>(initialValue: T, { tag, effects, areValuesEqual }?: AtomOptions<T>) => Scoped<WritableState<T>>;
export type ValueFromParam<T, P extends SerializableParam> = (param: P) => T;
export type AtomFamilyOptions<T, P extends SerializableParam> = TypedOmit<AtomOptions<T>, 'tag'> & {
    tag?: string | TagFromParam<P>;
};
export declare const atomFamily: <T, P extends SerializableParam>(initialValue: T | ValueFromParam<T, P>, { tag, ...other }?: AtomFamilyOptions<T, P>) => (arg: P) => Scoped<WritableState<T>>;
