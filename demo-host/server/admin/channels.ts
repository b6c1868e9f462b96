// A tenant's channels (docs/http-api.md#channels): listed, read to edit, created from the
// product's defaults, saved, duplicated, disabled, deleted (softly), given a new identity
// secret, and where the widget was seen for them.
import { randomBytes } from 'node:crypto';
import type { ChannelSettings, EditedChannel } from '@shared/api';
import type { AdminRequest } from '@shared/api/adminRequests';
import { defaultChannelSettings, settingsOf } from '@shared/channelConfig';
import { conflict } from '../http/reply';
import { channelSummary } from '../store/channels';
import { configOf, editedChannel, membersOf, saveSettings } from './channelSettings';
import { type AdminContext, channelFor, tenantFor } from './context';

export async function channels(context: AdminContext, body: AdminRequest<'channels'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  return { list: (await context.services.channels.ofTenant(tenantId)).map(channelSummary) };
}

export async function channel(context: AdminContext, body: AdminRequest<'channel'>) {
  return editedChannel(context.services, await channelFor(context, body.channelId));
}

/** The longest id a channel may have (CHANNEL_ID_PATTERN). */
const CHANNEL_ID_MAX = 40;

/** An id from a name: lower-case ASCII letters and digits joined by `-`; `channel` when none is left. */
export function channelIdOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CHANNEL_ID_MAX)
    .replace(/-+$/, '');
  return slug || 'channel';
}

/**
 * A new channel of `tenantId` with `settings`, under `channelId` when given (taken: 409), else
 * an id made from its name, with `-2`, `-3`… when taken. Ids are never given twice, a deleted
 * channel's included: its conversations still name it.
 */
async function create(
  context: AdminContext,
  tenantId: string,
  settings: ChannelSettings,
  channelId: string | undefined,
): Promise<EditedChannel> {
  const { services, caller } = context;
  // Two channels made at once from one name would take one id.
  await services.sql.lock('channel ids');
  let id = channelId;
  if (id === undefined) {
    const base = channelIdOf(settings.channelName);
    id = base;
    for (let n = 2; await services.channels.taken(id); n++)
      id = `${base.slice(0, CHANNEL_ID_MAX - `-${n}`.length).replace(/-+$/, '')}-${n}`;
  }
  const created = await services.channels.create({
    config: configOf(services, { channelId: id, tenantId }, settings),
    settings,
    savedBy: caller.login,
  });
  if (!created) throw conflict('channelId: is taken');
  return {
    channel: channelSummary(created),
    settings: settingsOf(created.config, await membersOf(services, tenantId)),
    hasSecret: false,
  };
}

/** The first answers of the walk-through: one colour for the bubble, the header and the visitor's messages. */
export async function addChannel(context: AdminContext, body: AdminRequest<'addChannel'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const colour = body.mainColor;
  const settings: ChannelSettings = {
    ...defaultChannelSettings(body.channelName),
    ...(colour && { mainColor: colour, cusColor: colour, navigationBarColor: colour }),
    ...(body.language !== undefined && { language: body.language }),
    ...(body.robotWelcomeMsg !== undefined && { robotWelcomeMsg: body.robotWelcomeMsg }),
  };
  return create(context, tenantId, settings, body.channelId);
}

export async function saveChannel(context: AdminContext, body: AdminRequest<'saveChannel'>) {
  return saveSettings(context, await channelFor(context, body.channelId), body.version, body.settings);
}

/** Every setting but the identity secret: the copy verifies no identities until it has its own. */
export async function duplicateChannel(context: AdminContext, body: AdminRequest<'duplicateChannel'>) {
  const source = await channelFor(context, body.channelId);
  const { tenantId } = source.config;
  const settings: ChannelSettings = {
    ...settingsOf(source.config, await membersOf(context.services, tenantId)),
    channelName: body.channelName,
    identityVerification: false,
  };
  return create(context, tenantId, settings, body.newChannelId);
}

export async function setChannelDisabled(context: AdminContext, body: AdminRequest<'setChannelDisabled'>) {
  await channelFor(context, body.channelId);
  return { channel: channelSummary((await context.services.channels.setDisabled(body.channelId, body.disabled))!) };
}

export async function deleteChannel(context: AdminContext, body: AdminRequest<'deleteChannel'>) {
  await channelFor(context, body.channelId);
  await context.services.channels.delete(body.channelId);
  return { channelId: body.channelId };
}

/** 32 random bytes: the key of HMAC-SHA256 userHash (docs/security.md). */
export async function rotateChannelSecret(context: AdminContext, body: AdminRequest<'rotateChannelSecret'>) {
  await channelFor(context, body.channelId);
  const secret = randomBytes(32).toString('base64url');
  await context.services.channels.setSecret(body.channelId, secret);
  return { secret };
}

export async function channelSightings(context: AdminContext, body: AdminRequest<'channelSightings'>) {
  await channelFor(context, body.channelId);
  return { list: await context.services.channelSightings.of(body.channelId) };
}
