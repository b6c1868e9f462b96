// "Check my installation": the host pages the loader was last seen on for a channel, each
// origin with its last page, when, and how many loads, so an owner knows the snippet works.
import type { ChannelSighting } from '@shared/api';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';

export interface Sightings {
  channelId: string;
  list: ChannelSighting[];
}

/** undefined until loaded; the channel they are of, since the editor may open another. */
export const $sightings = atom<Sightings | undefined>(undefined);

export async function loadSightings(channelId: string) {
  const { list } = await callAdmin('channelSightings', { channelId });
  $sightings.set({ channelId, list: [...list].sort((a, b) => b.lastSeenAt - a.lastSeenAt) });
}
