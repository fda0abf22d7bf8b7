export * from './types';
export * from './utils';
export * from './errors';
export * from './state';
export * from './store';
export * from './atom';
export * from './selector';
