// Mails queued in the outbox, in the caller's transaction: composed now (so what is sent is
// what was true when it happened), limited per address (docs/decisions.md#mail-limits).
// Without SMTP_URL nothing is queued: the console says mail is off.
import type { ChannelConfig } from '@shared/api';
import { isValidEmail } from '@shared/validation';
import { groupsOfConfig } from '../admin/channelSettings';
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
/**
 * Mails an hour to all of one tenant's visitors: strangers typing other people's addresses
 * into the leave-message form, each address a few times, cannot turn a shop into a spam relay.
 */
export const VISITOR_MAILS_PER_TENANT_HOUR = 500;

export type MailQueued = 'queued' | 'limited' | 'off';

const VISITOR_MAIL_KINDS: readonly MailContent['kind'][] = [
  'visitorReceived',
  'visitorWorkOrderReply',
  'visitorTranscript',
];

interface QueueOptions {
  tenantId: string;
  to: string;
  content: MailContent;
  locale: string;
  perHour: number;
  /** Mails of these kinds the tenant may send an hour, all addresses together. */
  tenantLimit?: { kinds: readonly MailContent['kind'][]; perHour: number };
  dedupeKey?: string;
}

/** Why this mail may not go now, or undefined. */
async function limitReached(services: Services, options: QueueOptions): Promise<string | undefined> {
  const since = services.now() - HOUR_MS;
  if ((await services.outbox.mailsTo(options.to, since)) >= options.perHour)
    return `more than ${options.perHour} mails to this address in an hour`;
  const { tenantLimit } = options;
  if (
    tenantLimit &&
    (await services.outbox.mailsOfTenant(options.tenantId, tenantLimit.kinds, since)) >= tenantLimit.perHour
  )
    return `more than ${tenantLimit.perHour} mails to visitors of this tenant in an hour`;
  return undefined;
}

async function queueMail(services: Services, options: QueueOptions): Promise<MailQueued> {
  if (!services.mailer.configured) return 'off';
  const { tenantId, to, content, locale, dedupeKey } = options;
  // Every caller checked the address; a header is no place to trust that.
  if (!isValidEmail(to)) return 'off';
  const limited = await limitReached(services, options);
  const mail: StoredMail = { to, ...composeMail(content, locale), lang: locale };
  await services.outbox.add({
    tenantId,
    kind: 'mail',
    topic: content.kind,
    target: to,
    payload: JSON.stringify(mail),
    ...(dedupeKey && { dedupeKey: `${dedupeKey}:${to}` }),
    ...(limited && { skipped: limited }),
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

/**
 * The channel's team: the addresses an admin listed for it, else the tenant's; with none
 * listed, the card e-mails of the accounts in the channel's groups (every account when it has none).
 */
async function teamOf(services: Services, tenantId: string, channelId: string): Promise<string[]> {
  const settings = await services.mailSettings.get(tenantId);
  const own = settings.channels.find((channel) => channel.channelId == channelId)?.addresses ?? [];
  const listed = own.length ? own : settings.teamAddresses;
  if (listed.length) return listed;
  const channel = channelId ? (await services.channels.get(channelId))?.config : undefined;
  const groupIds = channel ? groupsOfConfig(channel).map((group) => group.groupId) : [];
  return services.agents.cardEmails(tenantId, groupIds);
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
    tenantLimit: { kinds: VISITOR_MAIL_KINDS, perHour: VISITOR_MAILS_PER_TENANT_HOUR },
  });
}

/** "We received your message": when the visitor gave an address and the tenant sends confirmations. */
export async function mailConfirmation(
  services: Services,
  scope: MailScope,
  email: string | undefined,
  content: Extract<MailContent, { kind: 'visitorReceived' }>,
  visitorLocale: string | undefined,
): Promise<void> {
  if (!email || !(await services.mailSettings.get(scope.tenantId)).confirmToVisitor) return;
  await mailVisitor(services, scope, email, content, visitorLocale);
}
