export type * from './adminReplies';
export type * from './agentEvents';
export type * from './agentReplies';
export * from './apiError';
export type * from './callSignal';
export type * from './channel';
export * from './limits';
export * from './paths';
export type * from './replies';
