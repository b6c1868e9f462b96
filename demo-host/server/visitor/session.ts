// Starting, resuming and ending a conversation; who the visitor is.
import type {
  AgentCard,
  ChannelConfig,
  ChatMessage,
  FaqEntry,
  HistoryPage,
  SessionStart,
  VisitorInfo,
  VisitorReplies,
} from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import { CHAT_END_REASON, HISTORY_HIDDEN, MSG_TYPE, RECEIVE_MODE, SENDER_TYPE, VISITOR_STATUS } from '@shared/codes';
import { HISTORY_FIRST_MAX_TIME, HISTORY_PAGE_SIZE } from '@shared/constants';
import { faqGuideContent } from '@shared/faqGuide';
import { MADE_VISITOR_ID, newVisitorId } from '@shared/randomId';
import { isValidEmail, isValidPhone, PHONE_RULE_TEXT } from '@shared/validation';
import { pushAgentEvent } from '../conversation/agentFeed';
import { endChat } from '../conversation/conversation';
import { badRequest, forbidden, notFound } from '../http/reply';
import { userHashMatches } from '../http/secrets';
import { emitConversationEvent } from '../outgoing/conversationEvents';
import { localeLanguage } from '../robot/detectLanguage';
import type { Services } from '../services';
import { visitorLogLock } from '../store/events';
import { latestSession, openSession, type VisitorContext } from './context';

/**
 * The channel's frequent questions in the visitor's language (the widget's, sent as `locale`):
 * each one another document translates into it (translationOf) is shown as that one, whose
 * answer is in it too; the others as saved.
 */
const faqInLanguage = (services: Services, faqList: readonly FaqEntry[], locale: string | undefined) => {
  const lang = localeLanguage(locale);
  return faqList.map((entry) => (lang && services.robot.translation(entry.docId, lang)) || entry);
};

/**
 * The robot greets in its stages (the robot and robot-guide receive modes): its welcome
 * text, then its guide, the channel's frequent questions. Both are stored, so every tab and
 * the agent see them where the visitor did; the widget draws the guide after its pause.
 */
async function robotWelcome(
  services: Services,
  config: ChannelConfig,
  { sessionId, userId, locale }: { sessionId: number; userId: string; locale: string | undefined },
) {
  if (config.receiveMode != RECEIVE_MODE.robot && config.receiveMode != RECEIVE_MODE.robotGuide) return;
  const robot = {
    sessionId,
    userId,
    senderType: SENDER_TYPE.robot,
    senderName: config.robotName,
    extra: { faceUrl: config.robotIcon },
  } as const;
  if (config.robotWelcomeMsg)
    await services.messages.add({ ...robot, msgType: MSG_TYPE.richText, content: config.robotWelcomeMsg });
  const guide = faqGuideContent(faqInLanguage(services, config.faqList, locale));
  if (guide != '[]') await services.messages.add({ ...robot, msgType: MSG_TYPE.faqPanel, content: guide });
}

function checkContact(fields: { phone?: string; email?: string }) {
  if (fields.phone && !isValidPhone(fields.phone)) throw badRequest(`phone: ${PHONE_RULE_TEXT}`);
  if (fields.email && !isValidEmail(fields.email)) throw badRequest('email: is not a valid e-mail address');
}

/** The fields of `after` that `before` did not have as they are now. */
const changedFields = (before: VisitorInfo, after: VisitorInfo): VisitorInfo =>
  Object.fromEntries(
    Object.entries(after).filter(
      ([field, value]) => JSON.stringify(before[field as keyof VisitorInfo]) !== JSON.stringify(value),
    ),
  );

/** A page and its title go together: a new page without a title does not keep the last page's. */
const pageFields = (page: string, pageTitle: string | undefined): Pick<VisitorInfo, 'page' | 'pageTitle'> => ({
  page,
  pageTitle: pageTitle ?? '',
});

function parseForm(formParams: string | undefined): VisitorInfo['form'] {
  if (formParams === undefined) return undefined;
  try {
    const form = JSON.parse(formParams) as unknown;
    if (Array.isArray(form) && form.every((entry) => entry && typeof entry.name == 'string')) {
      return form.map((entry: { name: string; value?: unknown }) => ({
        name: entry.name,
        value: String(entry.value ?? ''),
      }));
    }
  } catch {
    // reported below
  }
  throw badRequest('formParams: must be JSON text of [{ name, value }]');
}

/** A channel's configuration as visitors get it (channelInfo, and inside the chat page): with what the server offers. */
export const visitorChannelConfig = (services: Services, config: ChannelConfig): ChannelConfig => ({
  ...config,
  mailTranscript: services.mailer.configured,
});

export async function channelInfo(services: Services, body: VisitorRequest<'channelInfo'>) {
  const channel = await services.channels.live(body.channelId);
  if (!channel) throw notFound('channelId: unknown channel');
  return visitorChannelConfig(services, channel.config);
}

export async function chatStart(services: Services, body: VisitorRequest<'chatStart'>): Promise<SessionStart> {
  const channel = await services.channels.live(body.channelId);
  if (!channel) throw notFound('channelId: unknown channel');
  const { config, secret } = channel;
  checkContact(body);
  const userId = body.userId ?? newVisitorId();
  let verified = false;
  if (body.userHash !== undefined) {
    if (!secret || !userHashMatches(secret, userId, body.userHash)) throw forbidden('userHash: does not match userId');
    verified = true;
  } else if (config.identityVerification && !MADE_VISITOR_ID.test(userId)) {
    // A host-chosen id could be anyone's: it must be signed.
    throw forbidden('userHash: required for this userId on this channel');
  }
  const existing = await services.visitors.get(userId);
  if (existing && existing.tenantId != config.tenantId) throw forbidden('userId: belongs to another tenant');
  // Once signed, always signed: no channel may hand a verified identity to an unsigned caller.
  if (existing?.info.verified && !verified) throw forbidden('userHash: required for this userId');

  const params = body.params;
  const info: VisitorInfo = {
    ...(body.userName !== undefined && { userName: body.userName }),
    ...(body.phone !== undefined && { phone: body.phone }),
    ...(body.email !== undefined && { email: body.email }),
    ...(params !== undefined && { params }),
    ...(body.previousUrl !== undefined && pageFields(body.previousUrl, body.pageTitle)),
    ...(body.refer !== undefined && { refer: body.refer }),
    ...(body.locale !== undefined && { locale: body.locale }),
    ...(body.device !== undefined && { device: body.device }),
    ...(body.timeZone !== undefined && { timeZone: body.timeZone }),
    ...(verified && { verified }),
  };
  const token = await services.visitors.signIn(userId, config.tenantId, info);
  // "Check my installation": the host page the widget is on (visitor/sightings.ts).
  await services.sightings.onPage(config.channelId, body.previousUrl);

  // Every tab of the visitor shares the open conversation, whichever of the tenant's
  // channels it was opened on (docs/decisions.md#one-visitor-several-tabs). Two tabs starting at
  // once on two instances take turns here, so they find one conversation, not make two.
  await services.sql.lock(visitorLogLock(userId));
  let session = await services.sessions.latest(userId);
  if (!session || session.status == VISITOR_STATUS.ended) {
    session = await services.sessions.create(userId, config.channelId);
    await robotWelcome(services, config, {
      sessionId: session.sessionId,
      userId,
      locale: info.locale ?? existing?.info.locale,
    });
    await emitConversationEvent(services, session, 'conversation.started', { visitor: info });
  }
  await services.sessions.seen(session.sessionId);
  // A page of a multi-page site loads the widget again, and its chatStart brings the new
  // page: the agents who can see the conversation are told, as of resetInfo.
  const changed = changedFields(existing?.info ?? {}, info);
  const seenByAgents = session.status == VISITOR_STATUS.agent || session.status == VISITOR_STATUS.queued;
  if (seenByAgents && Object.keys(changed).length)
    await pushAgentEvent(services, config.tenantId, { kind: 'visitorInfo', userId, data: changed });
  const admin =
    session.status == VISITOR_STATUS.agent && session.adminId != null
      ? ((await services.agents.get(session.adminId))?.card ?? null)
      : null;
  // Ours (docs/decisions.md#first-messages-with-chatstart): the chat's first messages, as the call it would make next answers them.
  const firstPage: HistoryPage | undefined =
    body.firstPage === undefined
      ? undefined
      : config.historyHideFlag == HISTORY_HIDDEN
        ? await services.messages.latestOfSession(session.sessionId, HISTORY_PAGE_SIZE)
        : await services.messages.history(userId, HISTORY_FIRST_MAX_TIME, HISTORY_PAGE_SIZE);
  return {
    serverTime: services.now(),
    status: session.status,
    userId,
    pollId: session.pollId,
    sessionId: session.sessionId,
    token,
    admin,
    waitIndex: 0,
    lastEventId: await services.events.newestId(userId),
    ...(firstPage && { firstPage }),
  };
}

async function updateVisitor(
  context: VisitorContext,
  body: VisitorRequest<'resetInfo'> | VisitorRequest<'submitUserForm'>,
) {
  checkContact(body);
  const form = parseForm(body.formParams);
  const { services, userId, tenantId } = context;
  let verified: boolean | undefined;
  if ('userHash' in body && body.userHash !== undefined) {
    const session = await latestSession(context);
    const secret = (await services.channels.get(session.channelId))?.secret;
    if (!secret || !userHashMatches(secret, userId, body.userHash)) throw forbidden('userHash: does not match userId');
    verified = true;
  }
  // resetInfo also carries what the host page sent (setUser) and where the visitor is.
  const reset = body as Partial<VisitorRequest<'resetInfo'>>;
  if (reset.pageTitle !== undefined && reset.page === undefined) throw badRequest('pageTitle: goes with page');
  const patch: VisitorInfo = Object.fromEntries(
    Object.entries({
      userName: body.userName,
      phone: body.phone,
      email: body.email,
      form,
      verified,
      params: reset.params,
      ...(reset.page !== undefined && pageFields(reset.page, reset.pageTitle)),
      locale: reset.locale,
      timeZone: reset.timeZone,
    }).filter(([, value]) => value !== undefined),
  );
  await services.visitors.updateInfo(userId, patch);
  if (reset.page !== undefined) {
    const session = await services.sessions.latest(userId);
    if (session) await services.sightings.onPage(session.channelId, reset.page);
  }
  await pushAgentEvent(services, tenantId, { kind: 'visitorInfo', userId, data: patch });
  // A copy as a plain object: the reply is a record of fields, which an interface type is not.
  return { ...(await services.visitors.get(userId))!.info };
}

export const submitUserForm = (context: VisitorContext, body: VisitorRequest<'submitUserForm'>) =>
  updateVisitor(context, body);
export const resetInfo = (context: VisitorContext, body: VisitorRequest<'resetInfo'>) => updateVisitor(context, body);

export async function getAdminCard(context: VisitorContext): Promise<AgentCard | null> {
  const session = await latestSession(context);
  if (session.status != VISITOR_STATUS.agent || session.adminId == null) return null;
  return (await context.services.agents.get(session.adminId))?.card ?? null;
}

export async function chatClose(context: VisitorContext): Promise<VisitorReplies['chatClose']> {
  const session = await openSession(context);
  await endChat(context.services, session, CHAT_END_REASON.visitorOver);
  return { status: VISITOR_STATUS.ended };
}

/** The system's notices of the current conversation (queue, offline, timeouts, end). */
export async function sysMsg(context: VisitorContext): Promise<ChatMessage[]> {
  const session = await latestSession(context);
  return (await context.services.messages.ofSession(session.sessionId)).filter(
    (message) => message.senderType == SENDER_TYPE.system,
  );
}
