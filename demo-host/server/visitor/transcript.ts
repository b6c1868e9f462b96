// The visitor's newest conversation, e-mailed from the chat's menu (docs/notifications.md):
// to the address they type, else the one they gave (pre-chat form, setUser). Limited per
// address like every mail to a visitor.
import type { VisitorRequest } from '@shared/api/requests';
import { isValidEmail } from '@shared/validation';
import { badRequest, conflict, tooManyRequests } from '../http/reply';
import { mailScopeOf, mailVisitor } from '../outgoing/mails';
import { transcriptLines } from '../outgoing/transcript';
import { channelOfSession, latestSession, type VisitorContext } from './context';

export async function mailTranscript(context: VisitorContext, body: VisitorRequest<'mailTranscript'>) {
  const { services, userId } = context;
  if (!services.mailer.configured)
    throw conflict('mail: this server does not send e-mail (its operator has not set SMTP_URL)');
  const visitor = await services.visitors.get(userId);
  const email = (body.email ?? visitor?.info.email ?? '').trim();
  if (!email) throw badRequest('email: required: the server knows no e-mail address of yours');
  if (!isValidEmail(email)) throw badRequest('email: is not a valid e-mail address');
  const session = await latestSession(context);
  const channel = await channelOfSession(context, session);
  const queued = await mailVisitor(
    services,
    mailScopeOf(channel),
    email,
    {
      kind: 'visitorTranscript',
      channelName: channel.channelName || channel.channelId,
      lines: transcriptLines(await services.messages.ofSession(session.sessionId)),
      ...(visitor?.info.timeZone && { timeZone: visitor.info.timeZone }),
    },
    visitor?.info.locale,
  );
  if (queued == 'limited') throw tooManyRequests('email: too many mails to this address; try again in an hour');
  return { email };
}
