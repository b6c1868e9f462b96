// Mails queued in the outbox, in the caller's transaction: composed now (so what is sent is
// what was true when it happened), limited per address (docs/decisions.md#mail-limits).
// Without SMTP_URL nothing is queued: the console says mail is off.
import type { ChannelConfig } from '@shared/api';
import type { Services } from '../services';
import { composeMail, mailLocale } from './mail/composeMail';
import type { MailContent } from './mail/mailContent';
import type { StoredMail } from './mailer';
import { wakeSender } from './wake';

const HOUR_MS = 60 * 60_000;
/** Mails an hour to one visitor's address: a stranger cannot make the server mail-bomb someone. */
export const VISITOR_MAILS_PER_HOUR = 10;
/** Mails an hour to one team address: a flood of leave messages is one inbox's afternoon, not its day. */
export const TEAM_MAILS_PER_HOUR = 120;

export type MailQueued = 'queued' | 'limited' | 'off';

interface QueueOptions {
  tenantId: string;
  to: string;
  content: MailContent;
  locale: string;
  perHour: number;
  dedupeKey?: string;
}

async function queueMail(services: Services, options: QueueOptions): Promise<MailQueued> {
  if (!services.mailer.configured) return 'off';
  const { tenantId, to, content, locale, perHour, dedupeKey } = options;
  const recent = await services.outbox.mailsTo(to, services.now() - HOUR_MS);
  const limited = recent >= perHour;
  const mail: StoredMail = { to, ...composeMail(content, locale), lang: locale };
  await services.outbox.add({
    tenantId,
    kind: 'mail',
    topic: content.kind,
    target: to,
    payload: JSON.stringify(mail),
    ...(dedupeKey && { dedupeKey: `${dedupeKey}:${to}` }),
    ...(limited && { skipped: `more than ${perHour} mails to this address in an hour` }),
  });
  if (!limited) wakeSender(services);
  return limited ? 'limited' : 'queued';
}

/** Where a mail is about: the tenant, and the channel when there is one (a card form may have none). */
export interface MailScope {
  tenantId: string;
  channelId: string;
  channelName: string;
  language?: string;
}

export const mailScopeOf = (channel: ChannelConfig): MailScope => ({
  tenantId: channel.tenantId,
  channelId: channel.channelId,
  channelName: channel.channelName || channel.channelId,
  language: channel.language,
});

/** The channel's team: its own addresses, else the tenant's. */
async function teamOf(services: Services, tenantId: string, channelId: string): Promise<string[]> {
  const settings = await services.mailSettings.get(tenantId);
  const own = settings.channels.find((channel) => channel.channelId == channelId)?.addresses ?? [];
  return own.length ? own : settings.teamAddresses;
}

/** To every address of the channel's team, in the channel's language. */
export async function mailTeam(
  services: Services,
  scope: MailScope,
  content: MailContent,
  dedupeKey?: string,
): Promise<void> {
  if (!services.mailer.configured) return;
  const locale = mailLocale(scope.language);
  for (const to of await teamOf(services, scope.tenantId, scope.channelId))
    await queueMail(services, {
      tenantId: scope.tenantId,
      to,
      content,
      locale,
      perHour: TEAM_MAILS_PER_HOUR,
      dedupeKey,
    });
}

/** To a visitor, in their language (their locale, else the channel's). */
export function mailVisitor(
  services: Services,
  scope: MailScope,
  to: string,
  content: MailContent,
  visitorLocale: string | undefined,
): Promise<MailQueued> {
  return queueMail(services, {
    tenantId: scope.tenantId,
    to,
    content,
    locale: mailLocale(visitorLocale, scope.language),
    perHour: VISITOR_MAILS_PER_HOUR,
  });
}
