// The console's call store (docs/console.md): one call at a time, started by the agent or rung by
// the visitor's request; the feed's signals routed to it by callId; its own signals sent with
// callSignal, and the conversation reloaded after those that leave a notice; the page closing
// or the agent signing out ends it; an ended call frees the line. The session is faked.

import type { CallSignalBody, CallSignalReply } from '@shared/api/callSignal';
import type { CallSessionOptions, CallView } from '@shared/call/callSession';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';
import { feedBatches } from './feedDriver';

/** Each session the store made, with the options it gave and the calls it made on it. */
const sessions: ReturnType<typeof fakeSession>[] = [];

function fakeSession(options: CallSessionOptions) {
  const $view = atom({ callId: options.callId, phase: 'ringing', incoming: options.incoming } as CallView);
  const end = () => $view.set({ ...$view.get(), phase: 'ended' });
  return {
    options,
    $view,
    end,
    preview: vi.fn(async () => {}),
    accept: vi.fn(async () => {}),
    decline: vi.fn(async () => {}),
    hangUp: vi.fn(async () => {}),
    receive: vi.fn(),
    pageClosing: vi.fn(end),
  };
}

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));
vi.mock('@shared/call/callSession', () => ({
  createCallSession: (options: CallSessionOptions) => {
    const session = fakeSession(options);
    sessions.push(session);
    return session;
  },
}));

const calls = await import('@console/stores/call');
const desk = await import('@console/stores/workspace');
const inbox = await import('@console/stores/inbox');
const feed = await import('@console/stores/feed');
const auth = await import('@console/stores/auth');

const VOICE = 1;
const VIDEO = 2;
const ICE = [{ urls: 'stun:stun.example.org' }];
const summary = (sessionId: number, name = 'Visitor ' + sessionId) => ({
  sessionId,
  userId: 'u' + sessionId,
  status: 2,
  name,
  messages: [],
  ratings: [],
});
const started = (callId: number, sessionId: number) => ({
  callId,
  sessionId,
  startedBy: 'agent',
  videoType: VIDEO,
  state: 'ringing',
  iceServers: ICE,
  invited: true,
});
const invitation = (callId: number, sessionId: number, videoType = VIDEO) => ({
  kind: 'videoInvitation' as const,
  sessionId,
  userId: 'u' + sessionId,
  data: { videoType, callId } as never,
});
const signal = (callId: number, sessionId: number, signal: object) => ({
  kind: 'call' as const,
  sessionId,
  userId: 'u' + sessionId,
  data: { callId, from: 'visitor', signal } as never,
});
/** The calls made but the feed's own and the desk's reloads of the inbox. */
const callsMade = () => client.calls.filter((entry) => entry.call != 'events' && entry.call != 'inbox');

let batches: ReturnType<typeof feedBatches>;
/** The agent's conversations, as the inbox lists them. */
let mine: ReturnType<typeof summary>[];

beforeEach(() => {
  client.reset();
  sessions.length = 0;
  batches = feedBatches();
  mine = [summary(3, 'Ada Lovelace'), summary(4, 'Grace Hopper')];
  inbox.$active.set(mine as never);
  desk.$openId.set(undefined);
  client.answer((call, body) => {
    if (call == 'events') return batches.next();
    if (call == 'inbox') return { list: body.box == 'mine' ? mine : [], more: false };
    if (call == 'conversation') return summary(body.sessionId as number);
    if (call == 'video') return started(21, body.sessionId as number);
    return { callId: body.callId, state: 'active' } as Partial<CallSignalReply>;
  });
});
afterEach(() => {
  feed.stopFeed();
  // Whatever a test left ringing ends, so the next starts with a free line.
  calls.$call.get()?.session.pageClosing();
});

describe('the console call', () => {
  it('the agent starts one: the server rings the visitor, the session is the agent’s (impolite, not incoming) with the call’s ICE servers, and the preview opens', async () => {
    await calls.startCall(3, VIDEO, 'Ada Lovelace');
    expect(callsMade()).toEqual([{ call: 'video', body: { sessionId: 3, videoType: VIDEO } }]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.options).toMatchObject({
      side: 'agent',
      incoming: false,
      callId: 21,
      videoType: VIDEO,
      iceServers: ICE,
    });
    expect(sessions[0]!.preview).toHaveBeenCalledOnce();
    expect(calls.$call.get()).toMatchObject({ callId: 21, sessionId: 3, peerName: 'Ada Lovelace' });
    expect(calls.$lineBusy.get()).toBe(true);
  });

  it('one call at a time: a second start while one rings asks the server nothing', async () => {
    await calls.startCall(3, VIDEO, 'Ada Lovelace');
    await calls.startCall(4, VOICE, 'Grace Hopper');
    expect(callsMade().map((entry) => entry.call)).toEqual(['video']);
    expect(sessions).toHaveLength(1);
  });

  it('a refused start (the conversation has a call already) throws for the button and leaves the line free', async () => {
    client.answer((call) => {
      if (call == 'video')
        throw new Error('sessionId: the conversation already has a call (callId 7); one call at a time');
      return {};
    });
    await expect(calls.startCall(3, VIDEO, 'Ada Lovelace')).rejects.toThrow('already has a call');
    expect(calls.$lineBusy.get()).toBe(false);
    expect(calls.$call.get()).toBeUndefined();
  });

  it('its signals go out as callSignal with the callId; an accept, decline or hang-up reloads the open conversation (its notice), SDP and candidates do not', async () => {
    await desk.openConversation(3);
    await calls.startCall(3, VIDEO, 'Ada Lovelace');
    const send = (body: CallSignalBody) => sessions[0]!.options.send(body);
    client.calls.length = 0;
    await send({ kind: 'offer', sdp: 'v=0' });
    await send({ kind: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host' } });
    expect(callsMade()).toEqual([
      { call: 'callSignal', body: { callId: 21, signal: { kind: 'offer', sdp: 'v=0' } } },
      {
        call: 'callSignal',
        body: {
          callId: 21,
          signal: { kind: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host' } },
        },
      },
    ]);
    client.calls.length = 0;
    await send({ kind: 'hangUp', reason: 'hangup' });
    await vi.waitFor(() => expect(callsMade().map((entry) => entry.call)).toEqual(['callSignal', 'conversation']));
  });

  it('a notice of a call in another conversation than the open one reloads nothing', async () => {
    await desk.openConversation(4);
    await calls.startCall(3, VIDEO, 'Ada Lovelace');
    client.calls.length = 0;
    await sessions[0]!.options.send({ kind: 'hangUp', reason: 'hangup' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callsMade().map((entry) => entry.call)).toEqual(['callSignal']);
  });

  it("the visitor's request rings with their name from the inbox, whichever conversation is open (incoming: the visitor's request, no preview before the accept)", async () => {
    await desk.openConversation(3);
    batches.deliver(invitation(30, 4, VOICE));
    feed.followFeed();
    await batches.drained();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.options).toMatchObject({ side: 'agent', incoming: true, callId: 30, videoType: VOICE });
    expect(sessions[0]!.preview).not.toHaveBeenCalled();
    expect(calls.$call.get()).toMatchObject({ callId: 30, sessionId: 4, peerName: 'Grace Hopper' });
  });

  it('a visitor not in the inbox yet is named as the inbox would name them (their friendly name)', async () => {
    mine = [];
    inbox.$active.set([]);
    batches.deliver(invitation(31, 9));
    feed.followFeed();
    await batches.drained();
    expect(calls.$call.get()!.peerName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
  });

  it('the feed’s signals go to the session of their call; another call’s are dropped', async () => {
    batches.deliver(invitation(30, 4));
    feed.followFeed();
    await batches.drained();
    batches.deliver(
      signal(29, 4, { kind: 'hangUp', reason: 'hangup' }),
      signal(30, 4, { kind: 'offer', sdp: 'v=0' }),
      signal(30, 4, { kind: 'candidate', candidate: { candidate: 'c' } }),
    );
    await batches.drained();
    expect(sessions[0]!.receive.mock.calls.map(([event]) => event)).toEqual([
      { callId: 30, from: 'visitor', signal: { kind: 'offer', sdp: 'v=0' } },
      { callId: 30, from: 'visitor', signal: { kind: 'candidate', candidate: { candidate: 'c' } } },
    ]);
  });

  it('a ring and its signals in one batch: the session exists before the signals are routed', async () => {
    batches.deliver(invitation(30, 4), signal(30, 4, { kind: 'hangUp', reason: 'hangup' }));
    feed.followFeed();
    await batches.drained();
    expect(sessions[0]!.receive).toHaveBeenCalledWith({
      callId: 30,
      from: 'visitor',
      signal: { kind: 'hangUp', reason: 'hangup' },
    });
  });

  it('a request while the line is busy is declined at once (not left to ring out unheard); the current call goes on', async () => {
    await calls.startCall(3, VIDEO, 'Ada Lovelace');
    client.calls.length = 0;
    batches.deliver(invitation(40, 4));
    feed.followFeed();
    await batches.drained();
    expect(callsMade()).toContainEqual({ call: 'callSignal', body: { callId: 40, signal: { kind: 'decline' } } });
    expect(sessions).toHaveLength(1);
    expect(calls.$call.get()!.callId).toBe(21);
  });

  it('an ended call is forgotten: the line is free, and its page no longer closes it', async () => {
    await calls.startCall(3, VIDEO, 'Ada Lovelace');
    const session = sessions[0]!;
    session.end();
    expect(calls.$call.get()).toBeUndefined();
    expect(calls.$lineBusy.get()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(session.pageClosing).not.toHaveBeenCalled();
    await calls.startCall(4, VOICE, 'Grace Hopper');
    expect(sessions).toHaveLength(2);
  });

  it('the page closing ends the call: the session says so by a keepalive request, which carries the token sendBeacon could not', async () => {
    await calls.startCall(3, VIDEO, 'Ada Lovelace');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessions[0]!.pageClosing).toHaveBeenCalledOnce();
    sessions[0]!.options.beacon!({ kind: 'hangUp', reason: 'hangup' });
    expect(client.leavingCalls).toEqual([
      { call: 'callSignal', body: { callId: 21, signal: { kind: 'hangUp', reason: 'hangup' } } },
    ]);
  });

  it('signing out ends the call', async () => {
    await calls.startCall(3, VIDEO, 'Ada Lovelace');
    auth.$me.set({ token: 't', adminId: 1, online: true } as never);
    auth.signOut();
    expect(sessions[0]!.pageClosing).toHaveBeenCalledOnce();
    expect(calls.$call.get()).toBeUndefined();
  });
});
