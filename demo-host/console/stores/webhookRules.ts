// A webhook's form on the Webhooks page, pure: a new one, what the console edits of a saved one,
// what a save sends (the URL and description trimmed, the events in their list's order), what is
// wrong before sending, and the server's refusal ("webhook.url: …") read as the field it names.
import { OUTGOING_LIMITS, WEBHOOK_EVENTS, type Webhook, type WebhookInput } from '@shared/api/outgoing';

export type WebhookField = 'url' | 'events' | 'description';

export type WebhookProblem =
  | { field: 'url'; kind: 'badUrl' | 'tooLong' }
  | { field: 'events'; kind: 'noEvent' }
  | { field: WebhookField; kind: 'server'; message: string };

/** id 0: the server adds it, with a new secret. */
export const blankWebhook = (): WebhookInput => ({ id: 0, url: '', events: [], enabled: true, description: '' });

export const inputOf = ({ id, url, events, enabled, description }: Webhook): WebhookInput => ({
  id,
  url,
  events: [...events],
  enabled,
  description,
});

export function webhookRequest(input: WebhookInput): WebhookInput {
  return {
    ...input,
    url: input.url.trim(),
    events: WEBHOOK_EVENTS.filter((event) => input.events.includes(event)),
    description: input.description?.trim() ?? '',
  };
}

/** An http(s) URL with a host; whether its address is private is the server's to say. */
function isWebUrl(text: string) {
  try {
    const url = new URL(text);
    return (url.protocol == 'https:' || url.protocol == 'http:') && url.hostname != '';
  } catch {
    return false;
  }
}

export function webhookProblems(input: WebhookInput): WebhookProblem[] {
  const { url, events } = webhookRequest(input);
  const problems: WebhookProblem[] = [];
  if (url.length > OUTGOING_LIMITS.url) problems.push({ field: 'url', kind: 'tooLong' });
  else if (!isWebUrl(url)) problems.push({ field: 'url', kind: 'badUrl' });
  if (!events.length) problems.push({ field: 'events', kind: 'noEvent' });
  return problems;
}

export const sameWebhook = (a: WebhookInput, b: WebhookInput) =>
  JSON.stringify(webhookRequest(a)) == JSON.stringify(webhookRequest(b));

/** The field a 400 names ("webhook.events.2: …", a handler's "url: …"); undefined for none of the form's. */
export function refusalOf(message: string): WebhookProblem | undefined {
  const [, field, words] = /^(?:webhook\.)?(url|events|description)(?:\.\d+)?: (.+)$/s.exec(message) ?? [];
  return field && words ? { field: field as WebhookField, kind: 'server', message: words } : undefined;
}
