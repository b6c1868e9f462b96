export * from './paths';
export type * from './replies';
export type * from './channel';
export type * from './agentReplies';
