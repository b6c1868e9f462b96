// Poll events 1200-1208 and what each does to the conversation.

import { agentCard } from '@server/store/agents';
import type { AgentCard, ChannelConfig, ChatMessage, PollEvent } from '@shared/api';
import { $agentTyping, $ended, applyEvent, type EventSeams, endNotice } from '@widget/stores/events';
import { $messages, $visibleMessages, fromServer, mergeMessages, resetMessages } from '@widget/stores/messages';
import { $agent, $session } from '@widget/stores/session';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, sessionStart } from '../../chatMessage';

const card: AgentCard = { adminId: 101, ...agentCard('Alice') };

const message = (id: number, fields: Partial<ChatMessage> = {}): ChatMessage =>
  chatMessage({
    id,
    msgTime: 1_700_000_000_000 + id,
    msgContent: `message ${id}`,
    senderType: 2,
    senderName: 'Alice',
    ...fields,
  });

const event = (fields: Partial<PollEvent> & Pick<PollEvent, 'type'>): PollEvent =>
  ({ eventId: 1, msgTime: Date.now(), ...fields }) as PollEvent;

let seams: { [K in keyof EventSeams]: ReturnType<typeof vi.fn<EventSeams[K]>> };

beforeEach(() => {
  resetMessages();
  $agent.set(null);
  $ended.set(false);
  $session.set(sessionStart({ userId: 'u' }));
  seams = {
    agentMessageUnseen: vi.fn<EventSeams['agentMessageUnseen']>(),
    inviteRating: vi.fn<EventSeams['inviteRating']>(),
    videoInvitation: vi.fn<EventSeams['videoInvitation']>(),
    callSignal: vi.fn<EventSeams['callSignal']>(),
    ended: vi.fn<EventSeams['ended']>(),
  };
});

describe('poll events', () => {
  it('1200 agent connected: the agent card and status 2; the notice is the server’s message that follows, not a second one of ours', () => {
    applyEvent(event({ type: 1200, admin: card }), seams, true);
    expect($agent.get()).toEqual(card);
    expect($session.get()!.status).toBe(2);
    expect($messages.get()).toEqual([]);
    const joined = message(8, {
      senderType: 4,
      senderName: '',
      msgContent: 'Alice joined the chat',
      noticeKey: 'chat.agentConnected',
      noticeValues: { name: 'Alice' },
    });
    applyEvent(event({ type: 1201, msg: joined }), seams, true);
    expect($messages.get()).toEqual([
      expect.objectContaining({ msgType: 'notice', noticeKey: 'chat.agentConnected', noticeValues: { name: 'Alice' } }),
    ]);
  });

  it('1201 of the visitor’s own message: the one this tab is sending shows once, by its clientId; one from another tab shows; neither calls the visitor back', () => {
    const sending = message(0, { senderType: 1, senderName: '', clientId: 'mine', msgContent: 'hello from this tab' });
    mergeMessages([{ ...fromServer(sending), status: 'loading' }]);
    applyEvent(
      event({
        type: 1201,
        msg: message(9, { senderType: 1, senderName: '', clientId: 'mine', msgContent: 'hello from this tab' }),
      }),
      seams,
      false,
    );
    applyEvent(
      event({
        type: 1201,
        msg: message(10, { senderType: 1, senderName: '', clientId: 'theirs', msgContent: 'hello from another tab' }),
      }),
      seams,
      false,
    );
    expect($messages.get().map((shown) => [shown.key, shown.id, shown.status])).toEqual([
      ['cmine', 9, 'success'],
      ['ctheirs', 10, 'success'],
    ]);
    expect(seams.agentMessageUnseen).not.toHaveBeenCalled();
  });

  it('1201 of a robot answer (to a question asked in this tab or another) shows, and does not call the visitor back', () => {
    applyEvent(event({ type: 1201, msg: message(11, { senderType: 3, senderName: 'Robot' }) }), seams, false);
    expect($messages.get().map((shown) => shown.id)).toEqual([11]);
    expect(seams.agentMessageUnseen).not.toHaveBeenCalled();
  });

  it('1201 agent message: shown; unseen ones go to the host; sensitive ones never show', () => {
    applyEvent(event({ type: 1201, msg: message(5) }), seams, true);
    expect($messages.get().map((shown) => shown.id)).toEqual([5]);
    expect(seams.agentMessageUnseen).not.toHaveBeenCalled();
    applyEvent(event({ type: 1201, msg: message(6) }), seams, false);
    expect(seams.agentMessageUnseen).toHaveBeenCalledWith('message 6', 'Alice');
    applyEvent(event({ type: 1201, msg: message(7, { sensitiveFlag: 1 }) }), seams, true);
    expect($messages.get().map((shown) => shown.id)).toEqual([5, 6]);
  });

  it('1201 twice (a repeated poll) shows the message once', () => {
    applyEvent(event({ type: 1201, msg: message(5) }), seams, true);
    applyEvent(event({ type: 1201, msg: message(5) }), seams, true);
    expect($messages.get()).toHaveLength(1);
  });

  it('1202 chat ended: status 0, the re-chat prompt, the poll stops, with the reason by outType', () => {
    applyEvent(event({ type: 1202, outType: 2 }), seams, true);
    expect($session.get()!.status).toBe(0);
    expect($ended.get()).toBe(true);
    expect(seams.ended).toHaveBeenCalled();
    expect($messages.get().at(-1)).toMatchObject({ noticeKey: 'chat.endedByAgent' });
  });

  it('rule: one notice per end: none when the channel’s own closing words were posted', () => {
    const channel = {
      userOverMsg: 'You ended the chat.',
      adminCloseMode: 1,
      adminCloseMsg: 'The agent ended the chat.',
    } as ChannelConfig;
    expect(endNotice(1, channel)).toBeUndefined();
    expect(endNotice(2, channel)).toBeUndefined();
    expect(endNotice(2, { ...channel, adminCloseMode: 0 })).toBe('chat.endedByAgent');
    expect(endNotice(1, { ...channel, userOverMsg: '' })).toBe('chat.endedByVisitor');
    expect(endNotice(undefined, channel)).toBe('chat.ended');
  });

  it('1203 evaluation invite opens the rating seam', () => {
    applyEvent(event({ type: 1203 }), seams, true);
    expect(seams.inviteRating).toHaveBeenCalled();
  });

  it('1204 typing: the hint shows and goes 1.2 s after the last typing event', () => {
    vi.useFakeTimers();
    applyEvent(event({ type: 1204 }), seams, true);
    expect($agentTyping.get()).toBe(true);
    vi.advanceTimersByTime(1000);
    applyEvent(event({ type: 1204 }), seams, true);
    vi.advanceTimersByTime(1000);
    expect($agentTyping.get()).toBe(true);
    vi.advanceTimersByTime(300);
    expect($agentTyping.get()).toBe(false);
    vi.useRealTimers();
  });

  it('1205 recall hides the message', () => {
    mergeMessages([fromServer(message(5))]);
    applyEvent(event({ type: 1205, msgId: 5 }), seams, true);
    expect($visibleMessages.get().some((shown) => shown.id == 5)).toBe(false);
  });

  it("a call's system notice (1201 with a noticeKey) shows as a notice in the visitor's language", () => {
    applyEvent(
      event({
        type: 1201,
        msg: message(9, {
          senderType: 4,
          senderName: '',
          msgContent: 'Call ended, duration 0:07',
          noticeKey: 'call.ended',
          noticeValues: { duration: '0:07' },
        }),
      }),
      seams,
      true,
    );
    expect($messages.get().at(-1)).toMatchObject({
      id: 9,
      msgType: 'notice',
      noticeKey: 'call.ended',
      noticeValues: { duration: '0:07' },
    });
  });

  it('1209 call signals change nothing in the conversation: the call takes them, whole', () => {
    applyEvent(event({ type: 1209, callId: 1, from: 'agent', signal: { kind: 'offer', sdp: 'v=0' } }), seams, true);
    expect($messages.get()).toEqual([]);
    expect(seams.callSignal).toHaveBeenCalledWith({ callId: 1, from: 'agent', signal: { kind: 'offer', sdp: 'v=0' } });
  });

  it('1207 video invitation rings: the call id and the kind of call go to the calls seam', () => {
    applyEvent(event({ type: 1207, videoAdminId: 3, videoType: 2, callId: 5 }), seams, true);
    expect(seams.videoInvitation).toHaveBeenCalledWith(5, 2);
  });

  it('1208 agent declined: a warning that stays, and the visitor is back with the robot', () => {
    $session.set({ ...$session.get()!, status: 3 });
    applyEvent(event({ type: 1208, errorFlag: 'agentDeclined' }), seams, true);
    expect($session.get()!.status).toBe(1);
    expect($messages.get().at(-1)).toMatchObject({ noticeKey: 'chat.agentDeclined', tone: 'warning' });
  });
});
