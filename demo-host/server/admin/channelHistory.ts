// A channel's saved versions (docs/http-api.md#channels): who saved which fields when, and an
// earlier version's settings saved again as the newest, through the same checks as any save.
import type { ChannelSettings } from '@shared/api';
import type { AdminRequest } from '@shared/api/adminRequests';
import { ChannelSettingsSchema } from '@shared/api/channel';
import { defaultChannelSettings } from '@shared/channelConfig';
import { Value } from 'typebox/value';
import { badRequest } from '../http/reply';
import { saveSettings } from './channelSettings';
import { type AdminContext, channelFor } from './context';

export async function channelVersions(context: AdminContext, body: AdminRequest<'channelVersions'>) {
  await channelFor(context, body.channelId);
  return { list: await context.services.channels.versions.list(body.channelId) };
}

/** Version `restore`'s settings saved as the newest; a field added since it was saved takes its default. */
export async function restoreChannel(context: AdminContext, body: AdminRequest<'restoreChannel'>) {
  const channel = await channelFor(context, body.channelId);
  const saved = await context.services.channels.versions.settingsOf(body.channelId, body.restore);
  if (!saved) throw badRequest('restore: no such version of this channel (only the last ones are kept)');
  const settings = { ...defaultChannelSettings(channel.config.channelName || body.channelId), ...saved };
  // Saved under older limits, it must still fit today's schema.
  const [misfit] = Value.Errors(ChannelSettingsSchema, settings);
  if (misfit)
    throw badRequest(
      `restore: version ${body.restore} no longer fits the settings (${misfit.instancePath.slice(1).replaceAll('/', '.') || 'settings'}: ${misfit.message})`,
    );
  return saveSettings(context, channel, body.version, settings as ChannelSettings);
}
