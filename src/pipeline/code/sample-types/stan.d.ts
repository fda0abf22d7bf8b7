/**
 * Type declarations of `@rkrupinski/stan` 1.3.2 (the root entry), written from
 * ../shared/stan-facts.md (beside the checkout) §1.7, §2.5-§2.11 and §2.16. Signatures are kept
 * exactly as `tsc` emits them from the 1.3.2 source, so the code samples of the
 * docs are checked against the real public API and type names print the way
 * they do for users (e.g. `(arg: Json) => Scoped<WritableState<number>>`).
 *
 * Used by the build (src/pipeline/code/typed-code.ts) and the sample check
 * (tests/support/content/code-samples.ts), through src/pipeline/code/sample-compiler.ts;
 * excluded from the root tsconfig.
 *
 * Every `any` below is verbatim from the library's emitted declarations.
 *
 * Names without `export` are internal to the library. The `export {};` at the
 * end of the module body is required: without it TypeScript treats every
 * declaration of an ambient module as exported.
 */
declare module '@rkrupinski/stan' {
  // ---- internal (not exported in 1.3.2) -----------------------------------
  const REFRESH_TAG: unique symbol;
  const RESET_TAG: unique symbol;
  const ERASE_TAG: unique symbol;

  type Json =
    | string
    | number
    | boolean
    | null
    | { [property: string]: Json }
    | Json[];

  /**
   * Omit with a checked key. Built on `Pick` (a homomorphic mapping) so that
   * optional members stay optional, as the facts' "effective shape" of
   * `AtomFamilyOptions` / `SelectorFamilyOptions` requires.
   */
  type TypedOmit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;

  type CachePolicy =
    | { type: 'keep-all' }
    | { type: 'most-recent' }
    | { type: 'lru'; maxSize: number };

  type Deps = Map<string, number>;

  // ---- types.ts ------------------------------------------------------------
  export type SetterOrUpdater<T> = (
    valueOrUpdater: ((currentValue: T) => T) | T,
  ) => void;

  export type SerializableParam = Json;

  export type TagFromParam<P extends SerializableParam> = (param: P) => string;

  // ---- state.ts ------------------------------------------------------------
  export interface State<T> {
    key: string;
    get(): T;
    subscribe(callback: (value: T) => void): () => void;
  }

  export interface ReadonlyState<T> extends State<T> {
    [REFRESH_TAG](): void;
  }

  export interface WritableState<T> extends State<T> {
    set: SetterOrUpdater<T>;
    [RESET_TAG](): void;
  }

  export type Scoped<T extends State<any>> = (store: Store) => T;

  // ---- store.ts ------------------------------------------------------------
  export class Store {
    value: Map<string, any>;
    version: Map<string, number>;
    mounted: Map<string, boolean>;
    initialized: Map<string, boolean>;
    deps: Map<string, Deps>;
  }

  export const makeStore: () => Store;

  export const DEFAULT_STORE: Store;

  // ---- atom.ts -------------------------------------------------------------
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

  export const atom: <T>(
    initialValue: T,
    { tag, effects, areValuesEqual }?: AtomOptions<T>,
  ) => Scoped<WritableState<T>>;

  export type ValueFromParam<T, P extends SerializableParam> = (param: P) => T;

  export type AtomFamilyOptions<T, P extends SerializableParam> = TypedOmit<
    AtomOptions<T>,
    'tag'
  > & {
    tag?: string | TagFromParam<P>;
  };

  export const atomFamily: <T, P extends SerializableParam>(
    initialValue: T | ValueFromParam<T, P>,
    { tag, ...other }?: AtomFamilyOptions<T, P>,
  ) => (arg: P) => Scoped<WritableState<T>>;

  // ---- selector.ts ---------------------------------------------------------
  export interface GetFn {
    <T>(scopedState: Scoped<State<T>>): T;
  }

  export type SelectorFn<T> = (arg: { get: GetFn; signal: AbortSignal }) => T;

  export type SelectorOptions = {
    tag?: string;
    areValuesEqual?: <T>(a: T, b: T) => boolean;
  };

  /** Internal-purpose: `selectorFamily` passes its eviction signal through it. */
  export type SelectorCtx = {
    [ERASE_TAG]?: AbortSignal;
  };

  export const selector: <T>(
    selectorFn: SelectorFn<T>,
    { tag, areValuesEqual }?: SelectorOptions,
    { [ERASE_TAG]: eraseSignal }?: SelectorCtx,
  ) => Scoped<ReadonlyState<T>>;

  export class Aborted extends Error {}

  export type SelectorFamilyFn<T, P extends SerializableParam> = (
    param: P,
  ) => SelectorFn<T>;

  export type SelectorFamilyOptions<P extends SerializableParam> = TypedOmit<
    SelectorOptions,
    'tag'
  > & {
    tag?: string | TagFromParam<P>;
    cachePolicy?: CachePolicy;
  };

  export const selectorFamily: <T, P extends SerializableParam>(
    selectorFamilyFn: SelectorFamilyFn<T, P>,
    { cachePolicy, tag, ...other }?: SelectorFamilyOptions<P>,
  ) => (arg: P) => Scoped<ReadonlyState<T>>;

  // ---- utils.ts ------------------------------------------------------------
  export const refresh: (state: ReadonlyState<any>) => void;

  export const reset: (state: WritableState<any>) => void;

  export {};
}
