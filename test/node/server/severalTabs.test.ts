// One visitor, several tabs (docs/decisions.md#one-visitor-several-tabs): a
// new chatStart never signs out another tab, every tab receives every event, and two
// channels of one tenant share the open conversation.
import { join } from 'node:path';
import { hashToken } from '@server/http/secrets';
import { TOKENS_PER_VISITOR } from '@server/store/visitors';
import type { ChatMessage, PollEvent } from '@shared/api';
import { SENDER_TYPE } from '@shared/codes';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../postgres/databases';
import { pollEvents, startVisitor, type TestVisitor, useAgent, useTestServer } from './harness';

const server = useTestServer();
const alice = useAgent(server, 'alice');

const agentTexts = (events: PollEvent[]) =>
  events.flatMap((event) => ('msg' in event && event.msg ? [(event.msg as ChatMessage).msgContent] : []));

describe('one visitor, several tabs', () => {
  it('a second tab leaves the first signed in, and both receive the agent’s reply', async () => {
    const first = await startVisitor(server, 'demo');
    expect((await first.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    const second = await startVisitor(server, 'demo', { userId: first.userId });
    expect(second.token).not.toBe(first.token);
    expect(second.start.sessionId).toBe(first.start.sessionId);
    expect(second.start.status).toBe(2);

    // The first tab is already waiting in a long poll when the second opens and the agent answers.
    const firstWaiting = pollEvents(first, second.start.lastEventId, 5);
    const secondWaiting = pollEvents(second, second.start.lastEventId, 5);
    await alice.call('send', { sessionId: first.start.sessionId, msgType: 1, content: 'Your refund is on its way' });
    for (const polled of await Promise.all([firstWaiting, secondWaiting])) {
      expect(polled.status).toBe(200);
      expect(agentTexts(polled.data.msgList)).toEqual(['Your refund is on its way']);
    }
    // And the first tab can still send.
    expect((await first.call('sendMsg', { clientId: 'tab-1', msgType: 1, msgContent: 'Thanks!' })).status).toBe(200);
  });

  it('two channels of one tenant in two tabs share the open conversation, which goes on', async () => {
    const english = await startVisitor(server, 'demo');
    expect((await english.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    const chinese = await startVisitor(server, 'demo-zh', { userId: english.userId });
    expect(chinese.start.sessionId).toBe(english.start.sessionId);
    expect(chinese.start.status).toBe(2);
    const polled = await pollEvents(english);
    expect(polled.data.msgList.some((event: PollEvent) => event.type == 1202)).toBe(false);
    expect((await english.call('sendMsg', { clientId: 'en-1', msgType: 1, msgContent: 'Still here' })).status).toBe(
      200,
    );
  });

  it('what one tab sends reaches every tab’s poll, once, with its clientId; a repeated send adds nothing', async () => {
    const first = await startVisitor(server, 'demo');
    expect((await first.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    const second = await startVisitor(server, 'demo', { userId: first.userId });
    const from = second.start.lastEventId;
    // The first tab is waiting in a long poll when the second sends.
    const firstWaiting = pollEvents(first, from, 5);
    const sent = await second.call('sendMsg', { clientId: 'tab-2-hello', msgType: 1, msgContent: 'hello from tab 2' });
    expect(sent.status).toBe(200);
    const woken = await firstWaiting;
    expect(woken.data.msgList.map((event: PollEvent) => [event.type, 'msg' in event && event.msg?.clientId])).toEqual([
      [1201, 'tab-2-hello'],
    ]);
    // Sent again (a lost answer): stored and announced once.
    expect(
      (await second.call('sendMsg', { clientId: 'tab-2-hello', msgType: 1, msgContent: 'hello from tab 2' })).data.id,
    ).toBe(sent.data.id);
    await first.call('sendMsg', { clientId: 'tab-1-hello', msgType: 1, msgContent: 'hello from tab 1' });
    for (const tab of [first, second]) {
      const events = (await pollEvents(tab, from)).data.msgList as PollEvent[];
      expect(events.map((event) => ('msg' in event && event.msg ? event.msg.msgContent : event.type))).toEqual([
        'hello from tab 2',
        'hello from tab 1',
      ]);
      expect(events.map((event) => event.eventId)).toEqual(
        [...events.map((event) => event.eventId)].sort((a, b) => a - b),
      );
    }
  });

  it('the agent’s joining is a message of the conversation: live in the tab open then, and in a tab opened later', async () => {
    const first = await startVisitor(server, 'demo');
    expect((await first.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    const events = (await pollEvents(first)).data.msgList as PollEvent[];
    expect(events[0]?.type).toBe(1200);
    const joined = events.find((event) => 'msg' in event && event.msg?.noticeKey == 'chat.agentConnected');
    expect(joined && 'msg' in joined && joined.msg).toMatchObject({
      senderType: SENDER_TYPE.system,
      msgContent: 'Alice joined the chat',
      noticeValues: { name: 'Alice' },
    });
    const later = await startVisitor(server, 'demo', { userId: first.userId });
    const stored = (await later.call('getSessionMsg', {})).data as ChatMessage[];
    expect(
      stored.filter((message) => message.noticeKey == 'chat.agentConnected').map((message) => message.msgContent),
    ).toEqual(['Alice joined the chat']);
  });

  it(`a visitor keeps the newest ${TOKENS_PER_VISITOR} tokens; the oldest goes first`, async () => {
    const tabs: TestVisitor[] = [await startVisitor(server, 'demo')];
    for (let i = 1; i <= TOKENS_PER_VISITOR; i++)
      tabs.push(await startVisitor(server, 'demo', { userId: tabs[0]!.userId }));
    const answers = await Promise.all(tabs.map((tab) => pollEvents(tab)));
    expect(answers.map((answer) => answer.status)).toEqual([401, ...Array(TOKENS_PER_VISITOR).fill(200)]);
  });

  // An older SQLite file, edited as such: PostgreSQL has no database from before.
  it.skipIf(onPostgres())('a token from before tokens had their own table still works after the upgrade', async () => {
    const visitor = await startVisitor(server, 'demo');
    const legacy = 'legacy-token-of-an-older-database';
    await server.server.app.close();
    const file = new Database(join(server.dataDir, 'chat-online.sqlite'));
    file.prepare('UPDATE visitors SET token_hash = ? WHERE user_id = ?').run(hashToken(legacy), visitor.userId);
    // An older database is also one from before versioned migrations: they all run at its next start.
    file.exec('DROP TABLE schema_migrations');
    file.close();
    await server.restart();
    const polled = await server.post(
      '/api/chat/visitor/getEventMsg',
      { userId: visitor.userId, pollId: visitor.start.pollId },
      legacy,
    );
    expect(polled.status).toBe(200);
  });
});
