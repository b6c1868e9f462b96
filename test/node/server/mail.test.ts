// Mail out (docs/notifications.md): through a real SMTP server on this machine, never a mock
// transport. A leave message reaches the team within 10 s; the visitor gets "we received your
// message" in their language, and each public reply to their work order with a token link that
// opens it without a session; nothing a visitor wrote becomes markup; the per-address limit;
// the outbox as admins see it; and a server without SMTP_URL queues nothing and says so.

import { generateKeyPairSync } from 'node:crypto';
import { ADMIN_API, OPEN_WO_API } from '@shared/api';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailScopeOf, mailVisitor, VISITOR_MAILS_PER_TENANT_HOUR } from '../../../demo-host/server/outgoing/mails';
import { adminCall } from './adminHarness';
import {
  DEMO_WORK_ORDER_FIELDS,
  signInAgent,
  startTestServer,
  startVisitor,
  type TestAgent,
  type TestServer,
  type TestVisitor,
  useAgent,
  useTestServer,
} from './harness';
import { type Mailbox, startMailbox } from './mailbox';

const HOSTILE = '<img src=x onerror=alert(1)> "><script>alert(2)</script>';
const TEAM = 'team@shop.example';
const REQUIRED_FIELDS = DEMO_WORK_ORDER_FIELDS;

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

/** A leave message on the demo channel, with the e-mail the visitor gives. */
const leaveMessage = (visitor: TestVisitor, customerName: string, customerEmail: string, msgContent: string) =>
  visitor.call('leaveMsg', { channelId: 'demo', customerName, customerEmail, msgContent });

/** The HTML part, read by a real parser, has no element or attribute made from what a stranger wrote. */
function expectNoLiveMarkup(html: string) {
  const elements: string[] = [];
  const handlers: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      elements.push(name);
      handlers.push(...Object.keys(attributes).filter((attribute) => attribute.startsWith('on')));
    },
  });
  parser.write(html);
  parser.end();
  expect(elements).not.toContain('img');
  expect(elements).not.toContain('script');
  expect(handlers).toEqual([]);
}

describe('with SMTP_URL', () => {
  let server: TestServer;
  let alice: TestAgent;
  beforeAll(async () => {
    server = await startTestServer({
      outgoing: { smtpUrl: mailbox.url, mailFrom: 'Demo shop <support@shop.example>' },
    });
    alice = await signInAgent(server, 'alice', false);
    const saved = await adminCall(server, alice.token, 'saveMailSettings', {
      settings: { teamAddresses: [TEAM], confirmToVisitor: true, repliesToVisitor: true, channels: [] },
    });
    expect(saved.code).toBe(200);
  });
  afterAll(() => server?.close());

  it('mails a new leave message to the team within 10 s, with its content escaped and a console link', async () => {
    const visitor = await startVisitor(server, 'demo', { locale: 'en' });
    const submitted = Date.now();
    const reply = await leaveMessage(visitor, 'Night Owl', 'owl@visitor.example', `Where is my parcel? ${HOSTILE}`);
    expect(reply.code).toBe(200);
    const mail = await mailbox.waitFor(TEAM, (m) => m.parsed.text?.includes('Where is my parcel') ?? false, 10_000);
    expect(Date.now() - submitted).toBeLessThan(10_000);
    expect(mail.parsed.subject).toContain('Night Owl');
    expect(mail.parsed.from?.text).toContain('support@shop.example');
    expect(mail.parsed.text).toContain('<img src=x onerror=alert(1)>');
    expect(mail.parsed.text).toContain(`${server.url}/console/leave-messages`);
    expectNoLiveMarkup(String(mail.parsed.html));
    expect(String(mail.parsed.html)).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.parsed.headers.get('message-id')).toMatch(/^<outbox-\d+@shop\.example>$/);
  });

  it('tells the visitor "we received your message" in their language', async () => {
    const visitor = await startVisitor(server, 'demo', { locale: 'de-DE' });
    await leaveMessage(visitor, 'Lena', 'lena@visitor.example', 'Wann kommt mein Paket?');
    const mail = await mailbox.waitFor('lena@visitor.example');
    expect(mail.parsed.headers.get('content-language')).toBe('de');
    expect(mail.parsed.text).toContain('Wann kommt mein Paket?');
    // The German texts, not the English ones.
    expect(mail.parsed.subject).not.toMatch(/We received/i);
    expect(String(mail.parsed.html)).toMatch(/<html[^>]*lang="de"/);
  });

  describe('a work order and its replies', () => {
    it('mails its visitor the confirmation and each public reply with a token link that opens it', async () => {
      const visitor = await startVisitor(server, 'demo-workorder', {
        locale: 'en',
        email: 'wo@visitor.example',
        userName: 'Wendy',
      });
      const created = await visitor.wo('add', {
        channelId: 'demo-workorder',
        woTitle: 'Broken kettle',
        woContent: `It does not heat ${HOSTILE}`,
        cusFieldConfigInfoVoList: REQUIRED_FIELDS,
      });
      expect(created.code).toBe(200);
      const woId = created.data.woId as number;
      const confirmation = await mailbox.waitFor(
        'wo@visitor.example',
        (m) => m.parsed.text?.includes(`${woId}`) ?? false,
      );
      expect(confirmation.parsed.text).toContain('workorder?woId=' + woId);
      expectNoLiveMarkup(String(confirmation.parsed.html));
      await mailbox.waitFor(TEAM, (m) => m.parsed.subject?.includes('Broken kettle') ?? false);

      const agent = alice;
      const internal = await agent.call('workOrderReply', { woId, content: 'Internal: check stock', internal: true });
      expect(internal.code).toBe(200);
      const reply = await agent.call('workOrderReply', { woId, content: `We will send a new one ${HOSTILE}` });
      expect(reply.code).toBe(200);
      const replyMail = await mailbox.waitFor('wo@visitor.example', (m) =>
        Boolean(m.parsed.text?.includes('We will send a new one')),
      );
      expectNoLiveMarkup(String(replyMail.parsed.html));
      // The internal note is never mailed.
      expect(mailbox.to('wo@visitor.example').some((m) => m.parsed.text?.includes('check stock'))).toBe(false);

      const link = /https?:\/\/\S+workorder\?\S+/.exec(replyMail.parsed.text ?? '')![0];
      const url = new URL(link);
      expect(url.searchParams.get('woId')).toBe(String(woId));
      const token = url.searchParams.get('token')!;
      // The link's token opens the order without the visitor's session, and answers it.
      const opened = await server.post(OPEN_WO_API + 'queryById', { woId, woToken: token });
      expect(opened.code).toBe(200);
      expect(opened.data.woTitle).toBe('Broken kettle');
      const wrong = await server.post(OPEN_WO_API + 'queryById', { woId, woToken: token + 'x' });
      expect(wrong.code).toBe(403);
      // A token of one order does not open another.
      const other = await visitor.wo('add', {
        channelId: 'demo-workorder',
        woTitle: 'Other',
        woContent: 'x',
        cusFieldConfigInfoVoList: REQUIRED_FIELDS,
      });
      const cross = await server.post(OPEN_WO_API + 'queryById', { woId: other.data.woId, woToken: token });
      expect(cross.code).toBe(403);
    });
  });

  it('mails a visitor at most 10 times an hour; the rest are skipped, visibly', async () => {
    // Two visitors giving one address (one alone meets the leave-message rate limit first).
    const visitors = [await startVisitor(server, 'demo'), await startVisitor(server, 'demo')];
    for (let i = 0; i < 12; i++) {
      const reply = await leaveMessage(visitors[i % 2]!, 'Flood', 'flood@visitor.example', `message ${i}`);
      expect(reply.code).toBe(200);
    }
    const outbox = await adminCall(server, alice.token, 'outbox', { kind: 'mail' });
    const toFlood = outbox.data.list.filter((item: { target: string }) => item.target == 'flood@visitor.example');
    expect(toFlood.filter((item: { state: string }) => item.state == 'skipped')).toHaveLength(2);
    expect(toFlood.find((item: { state: string }) => item.state == 'skipped').lastError).toMatch(/10 mails/);
    // Admins see states, never bodies.
    expect(JSON.stringify(outbox.data.list)).not.toContain('message 3');
  });

  it('mails the team once when a visitor has waited N minutes with no agent online (N per channel)', async () => {
    const saved = await adminCall(server, alice.token, 'saveMailSettings', {
      settings: {
        teamAddresses: [TEAM],
        confirmToVisitor: true,
        repliesToVisitor: true,
        channels: [{ channelId: 'demo', addresses: ['night@shop.example'], waitingMinutes: 5 }],
      },
    });
    expect(saved.code).toBe(200);
    // Alice's five places are taken, so the sixth visitor waits in the queue; then she goes offline.
    await alice.call('status', { online: true });
    const connected = [];
    for (let i = 0; i < 5; i++) {
      const visitor = await startVisitor(server, 'demo');
      expect((await visitor.call('transferAgent')).data.status).toBe(2);
      connected.push(visitor);
    }
    const waiting = await startVisitor(server, 'demo', { userName: 'Patient Pat' });
    expect((await waiting.call('transferAgent')).data.status).toBe(3);
    await alice.call('status', { online: false });
    server.advance(4 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailbox.to('night@shop.example')).toEqual([]);
    server.advance(2 * 60_000);
    const alert = await mailbox.waitFor('night@shop.example', (mail) =>
      Boolean(mail.parsed.subject?.includes('Patient Pat')),
    );
    expect(alert.parsed.text).toContain('/console/');
    // Once per conversation, however long it waits; the tenant's team is not the channel's.
    server.advance(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      mailbox.to('night@shop.example').filter((mail) => mail.parsed.subject?.includes('Patient Pat')),
    ).toHaveLength(1);
    expect(mailbox.to(TEAM).some((mail) => mail.parsed.subject?.includes('Patient Pat'))).toBe(false);
    for (const visitor of [...connected, waiting]) await visitor.call('chatClose', {});
  });

  it('shows admins the state of each mail, and refuses agents', async () => {
    const settings = await adminCall(server, alice.token, 'mailSettings', {});
    expect(settings.data.status).toEqual({ configured: true, from: 'Demo shop <support@shop.example>', dkim: false });
    expect(settings.data.counts.sentLastDay).toBeGreaterThan(0);
    const li = await signInAgent(server, 'li', false);
    const refused = await server.post(ADMIN_API + 'outbox', {}, li.token);
    expect(refused.code).toBe(403);
  });

  it('retries a mail the SMTP server refuses for now, and fails one it refuses for good', async () => {
    /** The outbox's mail to `address`, as admins see it. */
    const rowTo = (address: string) => async () =>
      (await adminCall(server, alice.token, 'outbox', { kind: 'mail' })).data.list.find(
        (item: { target: string }) => item.target == address,
      );
    mailbox.refuseWith(451);
    const visitor = await startVisitor(server, 'demo', { locale: 'en' });
    await leaveMessage(visitor, 'Later', 'later@visitor.example', 'try again');
    const pendingRow = rowTo('later@visitor.example');
    await expect.poll(async () => (await pendingRow())?.lastError, { timeout: 10_000 }).toMatch(/451/);
    expect((await pendingRow()).state).toBe('pending');
    expect((await pendingRow()).nextAt).toBeGreaterThan(Date.now());
    mailbox.refuseWith(undefined);
    server.advance(60_000);
    await mailbox.waitFor('later@visitor.example');
    await expect.poll(async () => (await pendingRow()).state, { timeout: 10_000 }).toBe('sent');

    mailbox.refuseWith(550);
    await leaveMessage(visitor, 'Never', 'never@visitor.example', 'no such mailbox');
    const neverRow = rowTo('never@visitor.example');
    await expect.poll(async () => (await neverRow())?.state, { timeout: 10_000 }).toBe('failed');
    mailbox.refuseWith(undefined);
    expect((await adminCall(server, alice.token, 'retryOutbox', { id: (await neverRow()).id })).code).toBe(200);
    await mailbox.waitFor('never@visitor.example');
  });

  it('mails the transcript the visitor asks for, escaped, to the address they give', async () => {
    const visitor = await startVisitor(server, 'demo', { locale: 'en', timeZone: 'Europe/Berlin' });
    await visitor.call('sendMsg', { msgContent: `Hello ${HOSTILE}`, msgType: 1, clientId: 'c-1' });
    const reply = await visitor.call('mailTranscript', { email: 'copy@visitor.example' });
    expect(reply.code).toBe(200);
    expect(reply.data).toEqual({ email: 'copy@visitor.example' });
    const mail = await mailbox.waitFor('copy@visitor.example');
    expect(mail.parsed.text).toContain('Hello <img src=x onerror=alert(1)>');
    expectNoLiveMarkup(String(mail.parsed.html));
    const another = await startVisitor(server, 'demo');
    expect((await another.call('mailTranscript', { email: 'not an address' })).code).toBe(400);
    expect((await another.call('mailTranscript', {})).code).toBe(400);
    // Two a minute per visitor: a stranger cannot turn the chat into a mail cannon.
    expect((await another.call('mailTranscript', { email: 'copy@visitor.example' })).code).toBe(429);
  });
});

describe("a tenant's visitors together", () => {
  it('get at most 500 mails an hour, whatever addresses strangers type', async () => {
    const server = await startTestServer({
      outgoing: { smtpUrl: mailbox.url, mailFrom: 'Shop <support@shop.example>' },
    });
    try {
      const { services } = server.server;
      const scope = mailScopeOf((await services.channels.get('demo'))!.config);
      const results: string[] = [];
      for (let i = 0; i <= VISITOR_MAILS_PER_TENANT_HOUR; i++)
        results.push(
          await mailVisitor(
            services,
            scope,
            `stranger${i}@visitor.example`,
            { kind: 'visitorReceived', channelName: 'Shop', customerName: 'x', content: 'spam?' },
            'en',
          ),
        );
      expect(results.filter((result) => result == 'queued')).toHaveLength(VISITOR_MAILS_PER_TENANT_HOUR);
      expect(results.at(-1)).toBe('limited');
      // An hour later the tenant may mail its visitors again.
      server.advance(61 * 60_000);
      const later = await mailVisitor(
        services,
        scope,
        'later@visitor.example',
        { kind: 'visitorReceived', channelName: 'Shop', customerName: 'x', content: 'hello' },
        'en',
      );
      expect(later).toBe('queued');
    } finally {
      await server.close();
    }
  });
});

describe('with no addresses listed', () => {
  it("mails the channel's group: the card e-mails of the accounts that answer it", async () => {
    const server = await startTestServer({
      outgoing: { smtpUrl: mailbox.url, mailFrom: 'Shop <support@shop.example>' },
    });
    try {
      // demo-zh is answered by group 3, which only li is in.
      const visitor = await startVisitor(server, 'demo-zh');
      await visitor.call('leaveMsg', { channelId: 'demo-zh', customerName: '王先生', msgContent: '什么时候发货？' });
      const mail = await mailbox.waitFor('li@northwind.example', (each) =>
        Boolean(each.parsed.text?.includes('什么时候发货')),
      );
      expect(mail.parsed.headers.get('content-language')).toBe('zh');
      expect(mailbox.to('alice@northwind.example').some((each) => each.parsed.text?.includes('什么时候发货'))).toBe(
        false,
      );
    } finally {
      await server.close();
    }
  });
});

describe('with a DKIM key', () => {
  it("signs every mail for the operator's domain and selector", async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const server = await startTestServer({
      outgoing: {
        smtpUrl: mailbox.url,
        mailFrom: 'Shop <support@shop.example>',
        dkim: {
          domainName: 'shop.example',
          keySelector: 'mail2026',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      },
    });
    try {
      const alice = await signInAgent(server, 'alice', false);
      expect((await adminCall(server, alice.token, 'mailSettings', {})).data.status.dkim).toBe(true);
      const visitor = await startVisitor(server, 'demo');
      await leaveMessage(visitor, 'Signed', 'signed@visitor.example', 'sign me');
      const mail = await mailbox.waitFor('signed@visitor.example');
      expect(mail.raw).toMatch(/^DKIM-Signature: .*d=shop\.example;/m);
      expect(mail.raw).toMatch(/^DKIM-Signature: (.|\r?\n\s)*s=mail2026;/m);
    } finally {
      await server.close();
    }
  });
});

describe('without SMTP_URL', () => {
  const server = useTestServer();
  const alice = useAgent(server, 'alice', false);

  it('queues nothing, says so to admins, and the chat does not offer a transcript', async () => {
    const visitor = await startVisitor(server, 'demo');
    await leaveMessage(visitor, 'Quiet', 'quiet@visitor.example', 'hello');
    const settings = await adminCall(server, alice.token, 'mailSettings', {});
    expect(settings.data.status.configured).toBe(false);
    expect((await adminCall(server, alice.token, 'outbox', {})).data.list).toEqual([]);
    expect((await visitor.call('mailTranscript', { email: 'x@visitor.example' })).code).toBe(409);
    const info = await server.post('/api/chat/visitor/channelInfo', { channelId: 'demo' });
    expect(info.data.mailTranscript).toBe(false);
  });
});
