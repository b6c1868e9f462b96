// The team's saved replies: loaded once, when the composer or the settings page first needs
// them, and again after each change made here. Forgotten at sign-out: the next agent may be
// of another team.

import type { SavedReply } from '@shared/api';
import type { AgentRequest } from '@shared/api/agentRequests';
import { atom } from 'nanostores';
import { callAgent } from '../api/agentClient';
import { $me } from './auth';

/** undefined until loaded. */
export const $savedReplies = atom<SavedReply[] | undefined>(undefined);

let loading: Promise<void> | undefined;

async function reload() {
  $savedReplies.set((await callAgent('savedReplies', {})).list);
}

/** Loads the list the first time it is asked for; a failed load is tried again the next time. */
export function loadSavedReplies(): Promise<void> {
  loading ??= reload().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A new reply, or (with id) a change to one; the server's refusal is thrown, naming the field. */
export async function saveReply(reply: AgentRequest<'saveReply'>): Promise<SavedReply> {
  const saved = await callAgent('saveReply', reply);
  await reload();
  return saved;
}

export async function deleteReply(id: number) {
  await callAgent('deleteReply', { id });
  await reload();
}

$me.listen((me) => {
  if (me) return;
  loading = undefined;
  $savedReplies.set(undefined);
});
