// The console's inbox boxes: waiting for anyone, the agent's own, and the closed ones.
export const INBOX_BOXES = ['waiting', 'mine', 'closed'] as const;
export type InboxBox = (typeof INBOX_BOXES)[number];
