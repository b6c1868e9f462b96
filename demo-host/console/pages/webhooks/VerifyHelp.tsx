// How a receiver checks a delivery: the headers, what the signature is made of, and a short
// check in Node.js (recompute, compare in constant time, refuse an old timestamp).
import { WEBHOOK_HEADERS } from '@shared/api/outgoing';
import { useT } from '../../i18n';

const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request's body exactly as received, before any JSON parsing
function verify(headers, rawBody, secret) {
  const timestamp = headers['${WEBHOOK_HEADERS.timestamp}'];
  const signature = headers['${WEBHOOK_HEADERS.signature}'] ?? '';
  if (!(Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300)) return false;
  const expected = 'v1=' + createHmac('sha256', secret)
    .update(timestamp + '.' + rawBody)
    .digest('hex');
  return signature.length == expected.length
    && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}`;

export function VerifyHelp() {
  const t = useT();
  return (
    <details class="outgoing__card webhook-help">
      <summary>{t('webhooks.help.summary')}</summary>
      <p>{t('webhooks.help.headers')}</p>
      <dl class="webhook-help__headers">
        <div>
          <dt>
            <code>{WEBHOOK_HEADERS.eventId}</code>
          </dt>
          <dd>{t('webhooks.help.eventId')}</dd>
        </div>
        <div>
          <dt>
            <code>{WEBHOOK_HEADERS.timestamp}</code>
          </dt>
          <dd>{t('webhooks.help.timestamp')}</dd>
        </div>
        <div>
          <dt>
            <code>{WEBHOOK_HEADERS.signature}</code>
          </dt>
          <dd>{t('webhooks.help.signature')}</dd>
        </div>
      </dl>
      <p>{t('webhooks.help.check')}</p>
      <pre tabIndex={0}>
        <code>{VERIFY_EXAMPLE}</code>
      </pre>
    </details>
  );
}
