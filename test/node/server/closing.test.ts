// A server that closes (a restart, a deploy) answers the long polls it holds at once, with what
// they have, instead of waiting out their 25 seconds: the clients poll again, where the server
// is now, and the restart is not held up; nor by a connection a browser opened ahead and never
// used.

import { connect } from 'node:net';
import { tenantKey, visitorKey } from '@server/hub';
import { LONG_POLL_WAIT_MS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { pollEvents, signInAgent, startTestServer, startVisitor } from './harness';

/** Far under the hold and far over what closing takes, on any machine. */
const WELL_BEFORE_THE_HOLD_ENDS = LONG_POLL_WAIT_MS / 2;

const held = (ms: number) => new Promise<'held'>((done) => setTimeout(done, ms, 'held'));

describe('closing the server', () => {
  it("answers a visitor's and an agent's held long polls at once, each with nothing new", async () => {
    const server = await startTestServer();
    const visitor = await startVisitor(server, 'demo');
    const alice = await signInAgent(server);
    const cursor = (await alice.call('events')).data.lastEventId as number;
    const visitorPoll = pollEvents(visitor, visitor.start.lastEventId, LONG_POLL_WAIT_MS / 1000);
    const agentPoll = alice.call('events', { lastEventId: cursor, wait: LONG_POLL_WAIT_MS / 1000 });
    const { hub } = server.server.services;
    await expect.poll(() => hub.waiting(visitorKey(visitor.userId)) + hub.waiting(tenantKey('demo'))).toBe(2);

    const closing = server.close().then(() => 'closed' as const);
    expect(await Promise.race([closing, held(WELL_BEFORE_THE_HOLD_ENDS)])).toBe('closed');
    const [visitorReply, agentReply] = await Promise.all([visitorPoll, agentPoll]);
    expect(visitorReply.code).toBe(200);
    expect(visitorReply.data.msgList).toEqual([]);
    expect(agentReply.status).toBe(200);
    expect(agentReply.data).toMatchObject({ events: [], lastEventId: cursor });
  });

  it('is not held by a connection that never sent a request', async () => {
    const server = await startTestServer();
    const { hostname, port } = new URL(server.url);
    const unused = connect(Number(port), hostname);
    await new Promise((done) => unused.once('connect', done));
    const closing = server.close().then(() => 'closed' as const);
    expect(await Promise.race([closing, held(WELL_BEFORE_THE_HOLD_ENDS)])).toBe('closed');
    unused.destroy();
  });
});
