// A channel's identity secret (userHash = HMAC-SHA256(secret, userId)): whether it has one,
// and a new one, which the server answers once. The console keeps it only while its panel is
// open: once the owner is done, or leaves the section, no screen can show it again.
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';

export interface ChannelSecret {
  channelId: string;
  /** undefined until the server said */
  hasSecret: boolean | undefined;
  /** The secret just made, until the owner is done with it. */
  shown?: string;
}

export const $channelSecret = atom<ChannelSecret | undefined>(undefined);

const forChannel = (channelId: string) => {
  const state = $channelSecret.get();
  return state?.channelId == channelId ? state : undefined;
};

/** Whether the channel has a secret: the channel's own call says (the secret itself never travels). */
export async function loadSecretState(channelId: string) {
  if (forChannel(channelId)?.hasSecret !== undefined) return;
  $channelSecret.set({ channelId, hasSecret: undefined });
  const { hasSecret } = await callAdmin('channel', { channelId });
  if (forChannel(channelId)) $channelSecret.set({ ...forChannel(channelId)!, hasSecret });
}

/** A new secret, shown until `forgetShownSecret`; the old one stops working at once. */
export async function rotateSecret(channelId: string): Promise<void> {
  const { secret } = await callAdmin('rotateChannelSecret', { channelId });
  $channelSecret.set({ channelId, hasSecret: true, shown: secret });
}

export function forgetShownSecret() {
  const state = $channelSecret.get();
  if (state?.shown) $channelSecret.set({ channelId: state.channelId, hasSecret: state.hasSecret });
}
