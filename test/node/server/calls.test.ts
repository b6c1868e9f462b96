// Calls (docs/http-api.md#call-signalling) over real HTTP: the ring (event 1207, feed videoInvitation), the signals
// both ways in order with increasing ids (event 1209, feed `call`), a missed poll that loses
// nothing, one call per conversation, only its two parties, hang-up and decline from each side,
// no answer in 30 s, the conversation's end and a transfer ending the call, the notices written
// into the conversation, and bad payloads answered 4xx.

import type { AgentEvent, CallSignalReply, CallStartReply, ChatMessage, PollEvent } from '@shared/api';
import { CALL_LIMITS } from '@shared/api/callSignal';
import { CALL_RING_MS } from '@shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  otherTenantAgent,
  pollEvents,
  signInAgent,
  startTestServer,
  startVisitor,
  sweepNow,
  type TestAgent,
  type TestServer,
  type TestVisitor,
  useAgent,
  useTestServer,
} from './harness';

const server = useTestServer();
const alice = useAgent(server, 'alice');
const bob = useAgent(server, 'bob');

const VOICE = 1;
const VIDEO = 2;
const SDP = 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n';
const candidate = (n: number) => ({
  candidate: `candidate:${n} 1 udp 2122260223 192.168.1.${n} 5${n}000 typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

/** A new visitor handed to `agent` (on the suite's server, or on a test's own). */
async function connectedTo(agent: TestAgent, on: TestServer = server): Promise<TestVisitor> {
  const visitor = await startVisitor(on, 'demo');
  const transfer = await visitor.call('transferAgent', { adminId: agent.adminId });
  expect(transfer.data.status).toBe(2);
  return visitor;
}

/** The visitor's events after `cursor` (all of them, not only the calls'). */
const visitorEvents = async (visitor: TestVisitor, cursor: number): Promise<PollEvent[]> =>
  (await pollEvents(visitor, cursor)).data.msgList;
const callEvents = (events: PollEvent[]) =>
  events.filter((event) => event.type == 1209) as Extract<PollEvent, { type: 1209 }>[];
const visitorCursor = async (visitor: TestVisitor) => (await pollEvents(visitor)).data.lastEventId as number;

const agentCursor = async (agent: TestAgent) =>
  (await agent.call<{ lastEventId: number }>('events', {})).data.lastEventId;
const agentEvents = async (agent: TestAgent, lastEventId: number) =>
  (await agent.call<{ events: AgentEvent[] }>('events', { lastEventId })).data.events;
/**
 * The agent's call events of one call since `lastEventId`: a call an earlier test left ringing
 * may end (noAnswer, the sweep's own timer) inside this test's window, and is not this test's.
 */
const agentCallEvents = async (agent: TestAgent, lastEventId: number, callId: number) =>
  (await agentEvents(agent, lastEventId)).filter(
    (event): event is AgentEvent<'call'> => event.kind == 'call' && event.data.callId == callId,
  );

const visitorSignal = (visitor: TestVisitor, callId: number, signal: Record<string, unknown>) =>
  visitor.call<CallSignalReply>('callSignal', { callId, signal });
const agentSignal = (agent: TestAgent, callId: number, signal: Record<string, unknown>) =>
  agent.call<CallSignalReply>('callSignal', { callId, signal });

/** The notices the conversation holds, by key and values. */
async function notices(visitor: TestVisitor) {
  const messages = (await visitor.call<ChatMessage[]>('getSessionMsg')).data;
  // A call's notices: the agent's joined notice that opens the conversation is not one.
  return messages
    .filter((message) => message.noticeKey?.startsWith('call.'))
    .map(({ noticeKey, noticeValues, senderType }) => ({ noticeKey, noticeValues, senderType }));
}

/** Alice calls a new visitor of hers; the visitor accepts. */
async function activeCall(videoType = VIDEO) {
  const visitor = await connectedTo(alice);
  const started = await alice.call<CallStartReply>('video', { sessionId: visitor.start.sessionId, videoType });
  expect(started.status, started.message).toBe(200);
  const accepted = await visitorSignal(visitor, started.data.callId, { kind: 'accept' });
  expect(accepted.status, accepted.message).toBe(200);
  return { visitor, callId: started.data.callId };
}

describe('the agent calls', () => {
  it('the call rings: the reply has the callId, ringing, the ICE servers; the visitor gets event 1207 with an id and the callId', async () => {
    const visitor = await connectedTo(alice);
    const cursor = await visitorCursor(visitor);
    const started = await alice.call<CallStartReply & { invited: true }>('video', {
      sessionId: visitor.start.sessionId,
      videoType: VOICE,
    });
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({
      invited: true,
      sessionId: visitor.start.sessionId,
      startedBy: 'agent',
      videoType: VOICE,
      state: 'ringing',
      iceServers: [],
    });
    const ring = (await visitorEvents(visitor, cursor)).filter((event) => event.type == 1207);
    expect(ring).toEqual([
      expect.objectContaining({
        type: 1207,
        videoAdminId: alice.adminId,
        videoType: VOICE,
        callId: started.data.callId,
      }),
    ]);
    expect(ring[0]!.eventId).toBeGreaterThan(cursor);
  });

  it('the visitor accepts: the call is active, the agent is told, "Voice call started" is in the conversation', async () => {
    const visitor = await connectedTo(alice);
    const started = await alice.call<CallStartReply>('video', { sessionId: visitor.start.sessionId, videoType: VOICE });
    const feed = await agentCursor(alice);
    const accepted = await visitorSignal(visitor, started.data.callId, { kind: 'accept' });
    expect(accepted.data).toMatchObject({ callId: started.data.callId, state: 'active', iceServers: [] });
    expect(accepted.data.answeredAt).toBeTypeOf('number');
    const told = await agentCallEvents(alice, feed, started.data.callId);
    expect(told.map((event) => event.data)).toEqual([
      { callId: started.data.callId, from: 'visitor', signal: { kind: 'accept' } },
    ]);
    expect(told[0]).toMatchObject({ sessionId: visitor.start.sessionId, userId: visitor.userId });
    expect(await notices(visitor)).toEqual([
      { noticeKey: 'call.startedVoice', noticeValues: undefined, senderType: 4 },
    ]);
  });

  it('offer, answer and candidates flow both ways in order, each an event with a larger id than the last', async () => {
    const { visitor, callId } = await activeCall();
    const cursor = await visitorCursor(visitor);
    const feed = await agentCursor(alice);

    expect((await agentSignal(alice, callId, { kind: 'offer', sdp: SDP })).status).toBe(200);
    for (const n of [1, 2, 3])
      expect((await agentSignal(alice, callId, { kind: 'candidate', candidate: candidate(n) })).status).toBe(200);
    const toVisitor = callEvents(await visitorEvents(visitor, cursor));
    expect(toVisitor.map((event) => event.signal)).toEqual([
      { kind: 'offer', sdp: SDP },
      { kind: 'candidate', candidate: candidate(1) },
      { kind: 'candidate', candidate: candidate(2) },
      { kind: 'candidate', candidate: candidate(3) },
    ]);
    expect(toVisitor.every((event) => event.callId == callId && event.from == 'agent')).toBe(true);
    const visitorIds = toVisitor.map((event) => event.eventId);
    expect(visitorIds).toEqual([...visitorIds].sort((a, b) => a - b));
    expect(new Set(visitorIds).size).toBe(4);

    expect((await visitorSignal(visitor, callId, { kind: 'answer', sdp: SDP })).status).toBe(200);
    for (const n of [4, 5])
      expect((await visitorSignal(visitor, callId, { kind: 'candidate', candidate: candidate(n) })).status).toBe(200);
    // The end of candidates: an empty candidate line.
    expect(
      (
        await visitorSignal(visitor, callId, {
          kind: 'candidate',
          candidate: { candidate: '', sdpMid: null, sdpMLineIndex: null },
        })
      ).status,
    ).toBe(200);
    const toAgent = await agentCallEvents(alice, feed, callId);
    expect(toAgent.map((event) => event.data.signal.kind)).toEqual(['answer', 'candidate', 'candidate', 'candidate']);
    expect(toAgent.every((event) => event.data.from == 'visitor' && event.adminId == alice.adminId)).toBe(true);
    const agentIds = toAgent.map((event) => event.eventId);
    expect(agentIds).toEqual([...agentIds].sort((a, b) => a - b));
    // The visitor is not told its own signals, nor the agent its own.
    expect(callEvents(await visitorEvents(visitor, cursor))).toHaveLength(4);
  });

  it('a missed poll loses no candidate: polling again from the last id applied brings every one, in order', async () => {
    const { visitor, callId } = await activeCall();
    const cursor = await visitorCursor(visitor);
    for (const n of [1, 2]) await agentSignal(alice, callId, { kind: 'candidate', candidate: candidate(n) });
    // This poll's answer is lost on the way: the client never applies it.
    const lost = callEvents(await visitorEvents(visitor, cursor));
    expect(lost).toHaveLength(2);
    for (const n of [3, 4, 5]) await agentSignal(alice, callId, { kind: 'candidate', candidate: candidate(n) });
    const again = callEvents(await visitorEvents(visitor, cursor));
    expect(again.map((event) => event.signal)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ kind: 'candidate', candidate: candidate(n) })),
    );
    // From the middle: only what came after.
    const later = callEvents(await visitorEvents(visitor, again[1]!.eventId));
    expect(later.map((event) => event.eventId)).toEqual(again.slice(2).map((event) => event.eventId));
    // The agent's feed too: a repeated wait-for-events from the same id answers the same events.
    const feed = await agentCursor(alice);
    await visitorSignal(visitor, callId, { kind: 'candidate', candidate: candidate(6) });
    const first = await agentCallEvents(alice, feed, callId);
    expect(await agentCallEvents(alice, feed, callId)).toEqual(first);
  });

  it('media (audio only) and screen sharing: the agent asks, the visitor shares, either stops', async () => {
    const { visitor, callId } = await activeCall();
    const cursor = await visitorCursor(visitor);
    const feed = await agentCursor(alice);
    expect((await agentSignal(alice, callId, { kind: 'screenShareRequest' })).status).toBe(200);
    expect((await visitorSignal(visitor, callId, { kind: 'screenShareStart' })).status).toBe(200);
    expect((await agentSignal(alice, callId, { kind: 'screenShareStop' })).status).toBe(200);
    expect((await visitorSignal(visitor, callId, { kind: 'media', audio: true, video: false })).status).toBe(200);
    expect(callEvents(await visitorEvents(visitor, cursor)).map((event) => event.signal.kind)).toEqual([
      'screenShareRequest',
      'screenShareStop',
    ]);
    expect((await agentCallEvents(alice, feed, callId)).map((event) => event.data.signal)).toEqual([
      { kind: 'screenShareStart' },
      { kind: 'media', audio: true, video: false },
    ]);
    // Screen sharing is the visitor's screen: the visitor does not ask, the agent does not share.
    expect((await visitorSignal(visitor, callId, { kind: 'screenShareRequest' })).status).toBe(403);
    expect((await agentSignal(alice, callId, { kind: 'screenShareStart' })).status).toBe(403);
  });
});

describe('one call per conversation', () => {
  it('a second call while one rings or is active answers 409, from either side; after the end a new one may start', async () => {
    const visitor = await connectedTo(alice);
    const first = await alice.call<CallStartReply>('video', { sessionId: visitor.start.sessionId, videoType: VIDEO });
    const again = await alice.call('video', { sessionId: visitor.start.sessionId, videoType: VOICE });
    expect(again.status).toBe(409);
    expect(again.code).toBe(409);
    expect(again.message).toMatch(/^sessionId: the conversation already has a call/);
    expect((await visitor.call('userVideoInvitation', { videoType: VIDEO })).status).toBe(409);
    await visitorSignal(visitor, first.data.callId, { kind: 'accept' });
    expect((await visitor.call('userVideoInvitation', { videoType: VIDEO })).status).toBe(409);
    await visitorSignal(visitor, first.data.callId, { kind: 'hangUp', reason: 'hangup' });
    const next = await visitor.call<CallStartReply>('userVideoInvitation', { videoType: VOICE });
    expect(next.status).toBe(200);
    expect(next.data.callId).not.toBe(first.data.callId);
  });

  it('two starts at once: one rings, the other answers 409', async () => {
    const visitor = await connectedTo(alice);
    const replies = await Promise.all([
      alice.call('video', { sessionId: visitor.start.sessionId, videoType: VIDEO }),
      visitor.call('userVideoInvitation', { videoType: VOICE }),
      alice.call('video', { sessionId: visitor.start.sessionId, videoType: VOICE }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
  });

  it('a call needs an agent: a visitor with the robot asking for one answers 400', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await visitor.call('userVideoInvitation', { videoType: VIDEO });
    expect(reply.status).toBe(400);
    expect(reply.message).toBe('session: calls need an agent');
  });
});

describe('only the two parties', () => {
  it('another visitor cannot signal the call (404, as a call that does not exist); the call goes on', async () => {
    const { visitor, callId } = await activeCall();
    const stranger = await connectedTo(alice);
    const cursor = await visitorCursor(visitor);
    for (const signal of [{ kind: 'hangUp' }, { kind: 'offer', sdp: SDP }, { kind: 'accept' }]) {
      const reply = await visitorSignal(stranger, callId, signal);
      expect({ signal: signal.kind, status: reply.status, message: reply.message }).toEqual({
        signal: signal.kind,
        status: 404,
        message: 'callId: unknown call',
      });
    }
    expect(callEvents(await visitorEvents(visitor, cursor))).toEqual([]);
    expect((await agentSignal(alice, callId, { kind: 'offer', sdp: SDP })).status).toBe(200);
  });

  it("another agent of the team gets 403, another team's agent 404; neither may start a call in the conversation", async () => {
    const { visitor, callId } = await activeCall();
    const eve = await otherTenantAgent(server);
    const fromBob = await agentSignal(bob, callId, { kind: 'hangUp' });
    expect(fromBob.status).toBe(403);
    expect(fromBob.message).toBe('callId: not your call');
    const fromEve = await agentSignal(eve, callId, { kind: 'hangUp' });
    expect(fromEve.status).toBe(404);
    expect(fromEve.message).toBe('callId: unknown call');
    expect((await bob.call('video', { sessionId: visitor.start.sessionId, videoType: VIDEO })).status).toBe(403);
    expect((await eve.call('video', { sessionId: visitor.start.sessionId, videoType: VIDEO })).status).toBe(404);
    // Still active: nobody else ended it.
    expect((await agentSignal(alice, callId, { kind: 'candidate', candidate: candidate(1) })).data.state).toBe(
      'active',
    );
  });

  it('the caller cannot accept their own call, the called party accepts once', async () => {
    const visitor = await connectedTo(alice);
    const started = await alice.call<CallStartReply>('video', { sessionId: visitor.start.sessionId, videoType: VIDEO });
    const self = await agentSignal(alice, started.data.callId, { kind: 'accept' });
    expect(self.status).toBe(403);
    expect(self.message).toBe('signal.kind: only the called party may accept');
    expect((await visitorSignal(visitor, started.data.callId, { kind: 'accept' })).status).toBe(200);
    expect((await visitorSignal(visitor, started.data.callId, { kind: 'accept' })).status).toBe(409);
    expect((await visitorSignal(visitor, started.data.callId, { kind: 'decline' })).status).toBe(409);
  });
});

describe('the end of a call', () => {
  it('the visitor hangs up after 1:05: the agent is told, "Call ended, duration 1:05" is written, later signals answer 409', async () => {
    const { visitor, callId } = await activeCall(VIDEO);
    server.advance(65_000);
    const feed = await agentCursor(alice);
    const hungUp = await visitorSignal(visitor, callId, { kind: 'hangUp', reason: 'hangup' });
    expect(hungUp.data).toMatchObject({ state: 'ended', endReason: 'hangup' });
    expect((await agentCallEvents(alice, feed, callId)).map((event) => event.data)).toEqual([
      { callId, from: 'visitor', signal: { kind: 'hangUp', reason: 'hangup' } },
    ]);
    expect(await notices(visitor)).toEqual([
      { noticeKey: 'call.startedVideo', noticeValues: undefined, senderType: 4 },
      { noticeKey: 'call.ended', noticeValues: { duration: '1:05' }, senderType: 4 },
    ]);
    const text = (await visitor.call<ChatMessage[]>('getSessionMsg')).data.find(
      (message) => message.noticeKey == 'call.ended',
    )!;
    expect(text.msgContent).toBe('Call ended, duration 1:05');
    // The agent's console reads the same notices in the conversation.
    const conversation = await alice.call<{ messages: ChatMessage[] }>('conversation', {
      sessionId: visitor.start.sessionId,
    });
    expect(
      conversation.data.messages.filter((message) => message.noticeKey).map((message) => message.noticeKey),
    ).toEqual(['chat.agentConnected', 'call.startedVideo', 'call.ended']);

    for (const [who, reply] of [
      ['visitor', await visitorSignal(visitor, callId, { kind: 'candidate', candidate: candidate(1) })],
      ['agent', await agentSignal(alice, callId, { kind: 'hangUp' })],
    ] as const) {
      expect({ who, status: reply.status, message: reply.message }).toEqual({
        who,
        status: 409,
        message: 'callId: the call has ended',
      });
    }
  });

  it('the agent hangs up: the visitor gets the hang-up as event 1209 and the notices as 1201', async () => {
    const { visitor, callId } = await activeCall(VOICE);
    const cursor = await visitorCursor(visitor);
    server.advance(7_000);
    expect((await agentSignal(alice, callId, { kind: 'hangUp' })).data.state).toBe('ended');
    const events = await visitorEvents(visitor, cursor);
    expect(events.map((event) => event.type)).toEqual([1209, 1201]);
    expect(events[0]).toMatchObject({ callId, from: 'agent', signal: { kind: 'hangUp', reason: 'hangup' } });
    expect(events[1]).toMatchObject({
      msg: { senderType: 4, noticeKey: 'call.ended', noticeValues: { duration: '0:07' } },
    });
  });

  it('the visitor declines: the agent is told, "The call was declined" is written, no duration', async () => {
    const visitor = await connectedTo(alice);
    const started = await alice.call<CallStartReply>('video', { sessionId: visitor.start.sessionId, videoType: VIDEO });
    const feed = await agentCursor(alice);
    const declined = await visitorSignal(visitor, started.data.callId, { kind: 'decline' });
    expect(declined.data).toMatchObject({ state: 'ended', endReason: 'declined', answeredAt: null });
    expect((await agentCallEvents(alice, feed, started.data.callId)).map((event) => event.data.signal)).toEqual([
      { kind: 'decline' },
    ]);
    expect((await notices(visitor)).map((notice) => notice.noticeKey)).toEqual(['call.declined']);
  });

  it('a refusal of the devices ends cleanly with its reason: permission denied, no device', async () => {
    for (const reason of ['permissionDenied', 'noDevice'] as const) {
      const visitor = await connectedTo(alice);
      const started = await alice.call<CallStartReply>('video', {
        sessionId: visitor.start.sessionId,
        videoType: VIDEO,
      });
      expect((await visitorSignal(visitor, started.data.callId, { kind: 'hangUp', reason })).data.endReason).toBe(
        reason,
      );
      expect((await notices(visitor)).map((notice) => notice.noticeKey)).toEqual([`call.${reason}`]);
    }
  });

  it('the network drops in an active call: the reason, then the duration', async () => {
    const { visitor, callId } = await activeCall();
    await agentSignal(alice, callId, { kind: 'hangUp', reason: 'networkLost' });
    expect((await notices(visitor)).map((notice) => notice.noticeKey)).toEqual([
      'call.startedVideo',
      'call.networkLost',
      'call.ended',
    ]);
  });

  it('the caller hangs up before the answer: "The call was cancelled"', async () => {
    const visitor = await connectedTo(alice);
    const started = await alice.call<CallStartReply>('video', { sessionId: visitor.start.sessionId, videoType: VIDEO });
    await agentSignal(alice, started.data.callId, { kind: 'hangUp' });
    expect((await notices(visitor)).map((notice) => notice.noticeKey)).toEqual(['call.cancelled']);
  });

  it(`no answer in ${CALL_RING_MS / 1000} s: the sweep ends the call as noAnswer, both parties are told by the system, once`, async () => {
    const visitor = await connectedTo(alice);
    const started = await alice.call<CallStartReply>('video', { sessionId: visitor.start.sessionId, videoType: VIDEO });
    const cursor = await visitorCursor(visitor);
    const feed = await agentCursor(alice);
    const services = server.server.services;

    server.advance(CALL_RING_MS - 1_000);
    await sweepNow(services);
    expect((await services.calls.get(started.data.callId))!.state).toBe('ringing');

    server.advance(2_000);
    await sweepNow(services);
    await sweepNow(services);
    expect(await services.calls.get(started.data.callId)).toMatchObject({ state: 'ended', endReason: 'noAnswer' });
    const hangUp = { callId: started.data.callId, from: 'system', signal: { kind: 'hangUp', reason: 'noAnswer' } };
    expect(callEvents(await visitorEvents(visitor, cursor))).toEqual([expect.objectContaining(hangUp)]);
    // Calls other tests left ringing ring out in the same sweep: this call's hang-up comes once.
    expect(
      (await agentCallEvents(alice, feed, started.data.callId))
        .map((event) => event.data)
        .filter((data) => data.callId == started.data.callId),
    ).toEqual([hangUp]);
    expect((await notices(visitor)).map((notice) => notice.noticeKey)).toEqual(['call.noAnswer']);
    expect((await visitorSignal(visitor, started.data.callId, { kind: 'accept' })).status).toBe(409);
  });

  it('a call ringing across a restart still rings out: the sweep finds it in the database, not in a timer', async () => {
    const restarted = await startTestServer();
    try {
      const agent = await signInAgent(restarted, 'alice');
      const visitor = await connectedTo(agent, restarted);
      const started = await agent.call<CallStartReply>('video', {
        sessionId: visitor.start.sessionId,
        videoType: VOICE,
      });
      await restarted.restart();
      restarted.advance(CALL_RING_MS + 1_000);
      await sweepNow(restarted.server.services);
      expect(await restarted.server.services.calls.get(started.data.callId)).toMatchObject({
        state: 'ended',
        endReason: 'noAnswer',
      });
    } finally {
      await restarted.close();
    }
  });

  it('a visitor-requested call: the agent is told (videoInvitation with the callId), accepts, gets the ICE servers; the visitor is told', async () => {
    const visitor = await connectedTo(alice);
    const feed = await agentCursor(alice);
    const asked = await visitor.call<CallStartReply & { invited: boolean }>('userVideoInvitation', {
      videoType: VOICE,
    });
    // The spec's reply fields are kept: invited and videoType.
    expect(asked.data).toMatchObject({
      invited: true,
      videoType: VOICE,
      startedBy: 'visitor',
      state: 'ringing',
      iceServers: [],
    });
    const invitation = (await agentEvents(alice, feed)).filter((event) => event.kind == 'videoInvitation');
    expect(invitation).toEqual([
      expect.objectContaining({
        adminId: alice.adminId,
        sessionId: visitor.start.sessionId,
        data: { videoType: VOICE, callId: asked.data.callId },
      }),
    ]);
    // Only alice's: bob's feed does not carry it.
    expect((await agentEvents(bob, feed)).filter((event) => event.kind == 'videoInvitation')).toEqual([]);

    expect((await visitorSignal(visitor, asked.data.callId, { kind: 'accept' })).status).toBe(403);
    const cursor = await visitorCursor(visitor);
    const accepted = await agentSignal(alice, asked.data.callId, { kind: 'accept' });
    expect(accepted.data).toMatchObject({ state: 'active', iceServers: [] });
    expect(callEvents(await visitorEvents(visitor, cursor))).toEqual([
      expect.objectContaining({ callId: asked.data.callId, from: 'agent', signal: { kind: 'accept' } }),
    ]);
  });

  it('the agent declines a visitor-requested call: the visitor is told, "The call was declined"', async () => {
    const visitor = await connectedTo(alice);
    const asked = await visitor.call<CallStartReply>('userVideoInvitation', { videoType: VIDEO });
    const cursor = await visitorCursor(visitor);
    expect((await agentSignal(alice, asked.data.callId, { kind: 'decline' })).data.endReason).toBe('declined');
    expect(callEvents(await visitorEvents(visitor, cursor)).map((event) => event.signal)).toEqual([
      { kind: 'decline' },
    ]);
    expect((await notices(visitor)).map((notice) => notice.noticeKey)).toEqual(['call.declined']);
  });

  it('the conversation ends: its call ends first (hang-up chatEnded, then event 1202)', async () => {
    const { visitor, callId } = await activeCall();
    const cursor = await visitorCursor(visitor);
    await alice.call('end', { sessionId: visitor.start.sessionId });
    const events = await visitorEvents(visitor, cursor);
    const hangUp = events.findIndex((event) => event.type == 1209);
    expect(events[hangUp]).toMatchObject({ callId, from: 'system', signal: { kind: 'hangUp', reason: 'chatEnded' } });
    expect(hangUp).toBeLessThan(events.findIndex((event) => event.type == 1202));
    expect((await server.server.services.calls.get(callId))!.endReason).toBe('chatEnded');
  });

  it('the visitor closes the chat: the call ends too', async () => {
    const { visitor, callId } = await activeCall();
    await visitor.call('chatClose');
    expect((await server.server.services.calls.get(callId))!.state).toBe('ended');
  });

  it('a transfer ends the call (agentLeft): the new agent does not inherit it', async () => {
    const { visitor, callId } = await activeCall();
    const feed = await agentCursor(alice);
    // This block moved the server's clock by more than AGENT_GONE_MS, and bob has no console
    // polling: on a slow run the sweep has taken him offline. He comes back for the transfer.
    await bob.call('status', { online: true });
    expect((await alice.call('transfer', { sessionId: visitor.start.sessionId, toAdminId: bob.adminId })).status).toBe(
      200,
    );
    expect((await server.server.services.calls.get(callId))!.endReason).toBe('agentLeft');
    expect((await agentCallEvents(alice, feed, callId)).map((event) => event.data.signal)).toEqual([
      { kind: 'hangUp', reason: 'agentLeft' },
    ]);
    expect((await agentSignal(bob, callId, { kind: 'offer', sdp: SDP })).status).toBe(403);
    // Bob may start one of his own.
    expect((await bob.call('video', { sessionId: visitor.start.sessionId, videoType: VOICE })).status).toBe(200);
  });

  it('the agent going away ends the calls of their conversations', async () => {
    const carol = await startTestServer();
    try {
      const li = await signInAgent(carol, 'li');
      const visitor = await startVisitor(carol, 'demo');
      expect((await visitor.call('transferAgent', { adminId: li.adminId })).data.status).toBe(2);
      const started = await li.call<CallStartReply>('video', { sessionId: visitor.start.sessionId, videoType: VIDEO });
      await li.call('status', { online: false });
      expect(await carol.server.services.calls.get(started.data.callId)).toMatchObject({
        state: 'ended',
        endReason: 'agentLeft',
      });
    } finally {
      await carol.close();
    }
  });
});

describe('bad signals answer 4xx naming the field, never 500', () => {
  let visitor: TestVisitor;
  let callId: number;
  beforeAll(async () => {
    ({ visitor, callId } = await activeCall());
  });

  it.each([
    [
      'an SDP over the limit',
      { kind: 'offer', sdp: 'x'.repeat(CALL_LIMITS.sdp + 1) },
      /^signal\.sdp: must NOT have more than 16384 characters/,
    ],
    [
      'a candidate over 1 KB',
      { kind: 'candidate', candidate: { candidate: 'c'.repeat(CALL_LIMITS.candidate + 1) } },
      /^signal\.candidate\.candidate: must NOT have more than 1024/,
    ],
    ['an unknown kind', { kind: 'teleport' }, /^signal\.kind: must be equal to one of the allowed values/],
    ['an offer without its SDP', { kind: 'offer' }, /^signal\.sdp: is required for offer$/],
    ['a candidate without its candidate', { kind: 'candidate' }, /^signal\.candidate: is required for candidate$/],
    ['a field of another kind', { kind: 'accept', sdp: SDP }, /^signal\.sdp: is not a field of accept$/],
    ['media without video', { kind: 'media', audio: true }, /^signal\.video: is required for media$/],
    [
      'an unknown hang-up reason',
      { kind: 'hangUp', reason: 'bored' },
      /^signal\.reason: must be equal to one of the allowed values/,
    ],
    ['a signal that is not an object', 'hangUp', /^signal: must be object/],
  ])('%s → 400', async (_, signal, message) => {
    const reply = await visitor.call('callSignal', { callId, signal });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(message);
    const agentReply = await alice.call('callSignal', { callId, signal });
    expect(agentReply.status).toBe(400);
    expect(agentReply.message).toMatch(message);
  });

  it('a wrong callId answers 404; a callId that is not an id answers 400', async () => {
    expect((await visitorSignal(visitor, 999_999, { kind: 'hangUp' })).status).toBe(404);
    expect((await agentSignal(alice, 999_999, { kind: 'hangUp' })).status).toBe(404);
    expect((await visitor.call('callSignal', { callId: 'one', signal: { kind: 'hangUp' } })).message).toMatch(
      /^callId: /,
    );
    expect((await visitor.call('callSignal', { signal: { kind: 'hangUp' } })).message).toBe('callId: is required');
  });

  it('SDP before the call is accepted answers 409', async () => {
    const other = await connectedTo(alice);
    const started = await alice.call<CallStartReply>('video', { sessionId: other.start.sessionId, videoType: VIDEO });
    const early = await agentSignal(alice, started.data.callId, { kind: 'offer', sdp: SDP });
    expect(early.status).toBe(409);
    expect(early.message).toBe('signal.kind: offer waits until the call is accepted');
  });

  it('after all of that the call still works', async () => {
    expect((await visitorSignal(visitor, callId, { kind: 'answer', sdp: SDP })).data.state).toBe('active');
  });
});

describe('ICE_SERVERS', () => {
  it('the configured servers come in the reply that starts a call and the one that accepts it', async () => {
    const iceServers = [
      { urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' },
      { urls: ['stun:stun.example.com:3478'] },
    ];
    const configured = await startTestServer({ iceServers });
    try {
      const agent = await signInAgent(configured, 'alice');
      const visitor = await connectedTo(agent, configured);
      const started = await agent.call<CallStartReply>('video', {
        sessionId: visitor.start.sessionId,
        videoType: VIDEO,
      });
      expect(started.data.iceServers).toEqual(iceServers);
      const accepted = await visitor.call<CallSignalReply>('callSignal', {
        callId: started.data.callId,
        signal: { kind: 'accept' },
      });
      expect(accepted.data.iceServers).toEqual(iceServers);
      // Not public: the channel's configuration does not carry them.
      expect(
        JSON.stringify((await configured.post('/api/chat/visitor/channelInfo', { channelId: 'demo' })).data),
      ).not.toContain('turn.example.com');
      // Nor does every signal's reply.
      const candidateReply = await visitor.call<CallSignalReply>('callSignal', {
        callId: started.data.callId,
        signal: { kind: 'candidate', candidate: candidate(1) },
      });
      expect(candidateReply.data.iceServers).toBeUndefined();
    } finally {
      await configured.close();
    }
  });
});
