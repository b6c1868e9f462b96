// The channel and the visitor's session that every page needs: the chat, and the pages it
// opens (leave a message, a work order, a FAQ article, a card form). Whichever page the
// visitor lands on first opens them; moving between pages reuses them, so coming back to
// the chat finds it as it was.
import type { ChannelConfig, HistoryPage } from '@shared/api';
import { embedding, host } from '../host/host';
import { $channel, applyTheme, loadChannel } from './channel';
import { $hostUser } from './host';
import { applyLocale } from './locale';
import { $session, resolveVisitorId, type SessionState, startSession } from './session';

/** The channel's configuration, theme, layout on the host page and language; loaded once per channel. */
export async function openChannel(channelId: string): Promise<ChannelConfig> {
  const known = $channel.get();
  if (known?.channelId == channelId) return known;
  const channel = await loadChannel(channelId);
  applyTheme(channel);
  host.post({
    type: 'layout',
    width: channel.mainWidth,
    height: channel.mainHeight,
    color: channel.mainColor,
    tenantId: channel.tenantId,
    position: channel.position,
  });
  await applyLocale(channel);
  return channel;
}

/** The channel the session was started on: another channel (perhaps another tenant) starts its own. */
let sessionChannel: string | undefined;

/**
 * The visitor's session on this channel: the one this page already has, else a new token
 * for the visitor (chatStart resumes an open conversation, it never starts a second one).
 * `onFirstPage`: the chat's first messages, when a new start brings them (startSession).
 */
export async function ensureVisitor(
  channelId: string,
  onFirstPage?: (page: HistoryPage) => void,
): Promise<{ channel: ChannelConfig; session: SessionState }> {
  const channel = await openChannel(channelId);
  const known = $session.get();
  if (known && sessionChannel == channelId) return { channel, session: known };
  const visitorId = await resolveVisitorId(channel.tenantId, embedding.embedded);
  const session = await startSession(channel, visitorId, $hostUser.get(), onFirstPage);
  sessionChannel = channelId;
  return { channel, session };
}
