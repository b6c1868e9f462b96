// The Channels page's state: the tenant's channels (disabled ones too) and what an owner or an
// admin does to one from the list. Every change loads the list again from the server, which
// alone decides what is allowed; a channel's settings are edited through channelDraft.ts.
import type { ChannelSummary, EditedChannel } from '@shared/api';
import type { AdminRequest } from '@shared/api/adminRequests';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { $shownTenant, shownTenant, tenantField } from './shownTenant';

/** undefined until loaded. */
export const $channels = atom<ChannelSummary[] | undefined>(undefined);

/** The shown tenant's channels (an admin's own; the one an owner picked). */
export async function loadChannels() {
  const tenant = shownTenant();
  const { list } = await callAdmin('channels', tenantField());
  // An answer for a tenant no longer shown (the owner picked another meanwhile) is dropped.
  if (tenant == shownTenant()) $channels.set(list);
}

/** Owners: the channels of another tenant. */
export function chooseTenant(tenantId: string) {
  $shownTenant.set(tenantId);
  $channels.set(undefined);
  return loadChannels();
}

/** The walk-through's answers or just a name: the rest of a new channel is the product's defaults. */
export type NewChannel = Omit<AdminRequest<'addChannel'>, 'tenantId'>;

export async function addChannel(channel: NewChannel): Promise<EditedChannel> {
  const added = await callAdmin('addChannel', { ...tenantField(), ...channel });
  await loadChannels();
  return added;
}

/** A copy with every setting (the identity secret aside) under a new name; the server makes its id. */
export async function duplicateChannel(channelId: string, channelName: string): Promise<EditedChannel> {
  const copy = await callAdmin('duplicateChannel', { channelId, channelName });
  await loadChannels();
  return copy;
}

/** Disabled: no bubble on the host pages and no new chat; its conversations stay. */
export async function setChannelDisabled(channelId: string, disabled: boolean) {
  await callAdmin('setChannelDisabled', { channelId, disabled });
  await loadChannels();
}

/** Gone for visitors and from the lists; its conversations stay readable. */
export async function deleteChannel(channelId: string) {
  await callAdmin('deleteChannel', { channelId });
  await loadChannels();
}

/**
 * A new name is a save of the channel's settings like any other: its newest settings, with the
 * name changed, over the version they are (a save in between answers 409 and changes nothing).
 */
export async function renameChannel(channelId: string, channelName: string) {
  const { channel, settings } = await callAdmin('channel', { channelId });
  await callAdmin('saveChannel', { channelId, version: channel.version, settings: { ...settings, channelName } });
  await loadChannels();
}

/** A channel saved in the editor: the list shows its new name, colour and who saved it, without a call. */
export function channelSaved(summary: ChannelSummary) {
  const list = $channels.get();
  if (list) $channels.set(list.map((each) => (each.channelId == summary.channelId ? summary : each)));
}

// The next person to sign in in this tab may be of another tenant.
let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  $channels.set(undefined);
});
