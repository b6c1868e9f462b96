// Messages visitors left while nobody could answer: the team's list, newest first, kept
// live by the feed; the agent reads one and marks it handled, with a remark.

import type { LeaveMessage } from '@shared/api';
import { LEAVE_MSG_STATE } from '@shared/codes';
import { atom } from 'nanostores';
import { callAgent } from '../api/agentClient';
import { onFeed } from './feed';

/** undefined until first loaded: the feed refreshes only a list somebody looked at. */
export const $leaveMessages = atom<LeaveMessage[] | undefined>(undefined);

export async function loadLeaveMessages() {
  $leaveMessages.set((await callAgent('leaveMessages', {})).list);
}

export async function markHandled(id: number, remark: string) {
  await callAgent('leaveMessageHandled', { id, ...(remark.trim() && { remark: remark.trim() }) });
  await loadLeaveMessages();
}

export const isHandled = (message: LeaveMessage) => message.msgState == LEAVE_MSG_STATE.handled;

/** How many are still waiting for somebody: the badge on the navigation. */
export const unhandledCount = (list: LeaveMessage[] | undefined) =>
  list?.filter((message) => !isHandled(message)).length ?? 0;

onFeed((events) => {
  if ($leaveMessages.get() && events.some((event) => event.kind == 'leaveMessage')) return loadLeaveMessages();
});
