// A visitor wrote: the beep unless the sound is off; in the background a flashing title and,
// when the agent turned them on, a desktop notification with the visitor's name and what they
// wrote, whose click brings that conversation forward. Also through the desk's feed.

import type { ChatMessage } from '@shared/api';
import { isFlashing, stopFlashing } from '@shared/ui/flashTitle';
import { friendlyName } from '@shared/visitorName';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../chatMessage';
import * as client from './fakeAgentClient';
import { fakeNotification } from './fakeNotification';
import { feedBatches } from './feedDriver';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { alertAgent, messageAlert } = await import('@console/stores/alertAgent');
const { previewText, PREVIEW_LENGTH } = await import('@console/components/messagePreview');
const preferences = await import('@console/stores/preferences');
const desk = await import('@console/stores/workspace');
const feed = await import('@console/stores/feed');

/** A translation that shows the key and its values, so a test sees which text was chosen. */
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

let tones = 0;
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    tones++;
    return { frequency: { value: 0 }, connect() {}, start() {}, stop() {} };
  }
}

function tabIs(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

const ALERT = { sessionId: 7, name: 'Ada Lovelace', preview: 'Where is order 1042?' };

beforeEach(() => {
  tones = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  preferences.$preferences.set({ sound: true, desktopNotifications: false });
  tabIs('visible');
});
afterEach(() => {
  vi.unstubAllGlobals();
  stopFlashing();
  feed.stopFeed();
});

describe('what a notification says about a message', () => {
  it('words are quoted on one line, cut to PREVIEW_LENGTH characters with an ellipsis', () => {
    expect(previewText(t, chatMessage({ msgContent: '  Where is\n\nmy order?  ' }))).toBe('Where is my order?');
    const long = previewText(t, chatMessage({ msgContent: '😀'.repeat(PREVIEW_LENGTH + 5) }));
    expect([...long]).toHaveLength(PREVIEW_LENGTH);
    expect(long.endsWith('😀…')).toBe(true);
  });

  it('what is not words says what was sent: a picture, a file by its name, a video, a card', () => {
    expect(previewText(t, chatMessage({ msgType: 2, msgContent: '/api/files/a.png' }))).toBe('preview.picture');
    expect(previewText(t, chatMessage({ msgType: 4, msgContent: '/api/files/b.pdf', fileName: 'invoice.pdf' }))).toBe(
      'preview.file {"name":"invoice.pdf"}',
    );
    expect(previewText(t, chatMessage({ msgType: 6, msgContent: '/api/files/c.mp4' }))).toBe('preview.video');
    expect(previewText(t, chatMessage({ msgType: 7, msgContent: '{"title":"Boots"}' }))).toBe('preview.card');
  });

  it('names the visitor as the desk does: the name they gave, else their friendly name', () => {
    const event = {
      eventId: 1,
      time: 0,
      kind: 'message' as const,
      sessionId: 7,
      userId: 'u7',
      data: chatMessage({ msgContent: 'Hello' }),
    };
    const summary = {
      sessionId: 7,
      userId: 'u7',
      channelId: 'demo',
      status: 2,
      adminId: 101,
      groupId: null,
      queuedAt: null,
      createdAt: 0,
      evaluated: false,
      lastMessage: null,
    } as const;
    expect(messageAlert(event, [{ ...summary, visitor: { userName: 'Ada Lovelace' } }])).toEqual({
      sessionId: 7,
      name: 'Ada Lovelace',
      preview: 'Hello',
    });
    expect(messageAlert(event, [{ ...summary, visitor: {} }]).name).toBe(friendlyName('u7'));
    expect(messageAlert(event, []).name).toBe(friendlyName('u7'));
  });
});

describe('alerting the agent', () => {
  it('beeps while the sound is on, and not once it is off', () => {
    alertAgent(ALERT, () => {});
    expect(tones).toBe(1);
    preferences.setSound(false);
    alertAgent(ALERT, () => {});
    expect(tones).toBe(1);
  });

  it('in a visible tab: no notification and no flashing title, even with notifications on', () => {
    const { shown } = fakeNotification('granted');
    preferences.$preferences.set({ sound: true, desktopNotifications: true });
    alertAgent(ALERT, () => {});
    expect(shown).toEqual([]);
    expect(isFlashing()).toBe(false);
  });

  it('in the background with notifications off: the title flashes, nothing else', () => {
    const { shown } = fakeNotification('granted');
    tabIs('hidden');
    alertAgent(ALERT, () => {});
    expect(isFlashing()).toBe(true);
    expect(shown).toEqual([]);
  });

  it("in the background with notifications on: one titled with the visitor's name, their message as its text, one per conversation", () => {
    const { shown } = fakeNotification('granted');
    preferences.$preferences.set({ sound: true, desktopNotifications: true });
    tabIs('hidden');
    alertAgent(ALERT, () => {});
    expect(shown.map(({ title, options }) => ({ title, options }))).toEqual([
      { title: 'Ada Lovelace', options: { body: 'Where is order 1042?', tag: 'chat-online-7' } },
    ]);
  });

  it('a click on it brings the console forward on the chats with that conversation open', () => {
    const { shown } = fakeNotification('granted');
    preferences.$preferences.set({ sound: true, desktopNotifications: true });
    tabIs('hidden');
    history.replaceState(null, '', '/console/settings');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const opened: number[] = [];
    alertAgent(ALERT, (sessionId) => opened.push(sessionId));
    shown[0]!.onclick!();
    expect(focus).toHaveBeenCalled();
    expect(location.pathname).toBe('/console/');
    expect(opened).toEqual([7]);
    expect(shown[0]!.close).toHaveBeenCalled();
  });

  it('the permission taken back since: no notification, nothing thrown', () => {
    const { shown } = fakeNotification('denied');
    preferences.$preferences.set({ sound: true, desktopNotifications: true });
    tabIs('hidden');
    expect(() => alertAgent(ALERT, () => {})).not.toThrow();
    expect(shown).toEqual([]);
  });
});

describe('a visitor message from the feed', () => {
  it("notifies with the name the desk knows and the message's words; its click opens that conversation", async () => {
    const { shown } = fakeNotification('granted');
    preferences.$preferences.set({ sound: false, desktopNotifications: true });
    tabIs('hidden');
    const batches = feedBatches();
    const summary = (sessionId: number, visitor: object) => ({
      sessionId,
      userId: 'u' + sessionId,
      channelId: 'demo',
      status: 2,
      createdAt: 0,
      queuedAt: null,
      visitor,
      lastMessage: null,
    });
    const message: ChatMessage = chatMessage({ id: 50, sessionId: 4, msgContent: 'Do you ship to Canada?' });
    client.reset();
    client.answer((call, body) =>
      call == 'events'
        ? batches.next()
        : call == 'inbox'
          ? { list: body.box == 'mine' ? [summary(4, { userName: 'Grace Hopper' }), summary(5, {})] : [], more: false }
          : { ...summary(Number(body.sessionId), {}), messages: [], ratings: [] },
    );
    await desk.refreshSessions();
    batches.deliver(
      { kind: 'message', sessionId: 4, userId: 'u4', data: message },
      { kind: 'message', sessionId: 5, userId: 'u5', data: chatMessage({ sessionId: 5, msgType: 2 }) },
    );
    feed.followFeed();
    await batches.drained();
    expect(shown.map(({ title, options }) => [title, options.body])).toEqual([
      ['Grace Hopper', 'Do you ship to Canada?'],
      [friendlyName('u5'), expect.any(String)],
    ]);
    vi.spyOn(window, 'focus').mockImplementation(() => {});
    shown[0]!.onclick!();
    await vi.waitFor(() => expect(desk.$openId.get()).toBe(4));
    expect(client.calls.filter((entry) => entry.call == 'conversation').map((entry) => entry.body)).toContainEqual({
      sessionId: 4,
    });
  });
});
