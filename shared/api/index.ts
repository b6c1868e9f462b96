export * from './paths';
export type * from './replies';
export type * from './channel';
