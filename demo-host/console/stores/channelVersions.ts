// A channel's saved versions, newest first: who saved, when, which settings changed. Restoring
// one is the draft's (channelDraft.ts restoreVersion), a save like any other.
import type { ChannelVersion } from '@shared/api';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';

export interface Versions {
  channelId: string;
  list: ChannelVersion[];
}

/** undefined until loaded; the channel they are of, since the editor may open another. */
export const $versions = atom<Versions | undefined>(undefined);

export async function loadVersions(channelId: string) {
  const { list } = await callAdmin('channelVersions', { channelId });
  $versions.set({ channelId, list: [...list].sort((a, b) => b.version - a.version) });
}
