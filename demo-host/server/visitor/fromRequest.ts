// fromRequest: submits an external-submit form (msgType 11) for the visitor. Relative URLs
// stay inside this server; absolute ones only go to origins the channel lists, so the
// server cannot be turned against other hosts.
import type { VisitorRequest } from '@shared/api/requests';
import { badRequest, forbidden } from '../http/reply';
import { channelOfSession, latestSession, type VisitorContext } from './context';

const TIMEOUT_MS = 10_000;
const LOCAL_FORM_ENDPOINT = /^\/api\/demo\/[A-Za-z0-9_-]+$/;
const MAX_ANSWER_CHARS = 100_000;

export async function fromRequest(context: VisitorContext, body: VisitorRequest<'fromRequest'>) {
  const channel = await channelOfSession(context, await latestSession(context));
  const contentType = body.contentType ?? 'application/json';
  const fields = body.requestBody ?? {};
  const payload = contentType.includes('json') ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  const headers = { ...body.headers, 'content-type': contentType };

  if (body.url.startsWith('/')) {
    // Only this server's form endpoints, spelled plainly: no escapes or dots to reach the APIs.
    if (!LOCAL_FORM_ENDPOINT.test(body.url)) throw forbidden('url: not a form endpoint');
    const answer = await context.request.server.inject({ method: body.method, url: body.url, headers, payload });
    return { status: answer.statusCode, body: answer.body.slice(0, MAX_ANSWER_CHARS) };
  }
  let target: URL;
  try {
    target = new URL(body.url);
  } catch {
    throw badRequest('url: is not a URL');
  }
  if (!/^https?:$/.test(target.protocol)) throw badRequest('url: must be http or https');
  if (!channel.formRequestOrigins.includes(target.origin)) throw forbidden('url: origin not allowed for this channel');
  const answer = await fetch(target, {
    method: body.method,
    headers,
    body: body.method == 'GET' ? undefined : payload,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => {
    throw badRequest('url: the form endpoint did not answer');
  });
  return { status: answer.status, body: (await answer.text()).slice(0, MAX_ANSWER_CHARS) };
}
