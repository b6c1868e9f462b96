export * from './paths';
export * from './apiError';
export * from './limits';
export type * from './replies';
export type * from './channel';
export type * from './agentReplies';
export type * from './agentEvents';
export type * from './callSignal';
