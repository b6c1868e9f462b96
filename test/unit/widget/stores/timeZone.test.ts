// The time zone never holds up chatStart: it says the zone an earlier page read, and the
// zone is read once the page is idle, then told with resetInfo only when chatStart did not say it.

import type { ChannelConfig } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStart } from '../../chatMessage';
import { calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));
let zone: string | undefined = 'Europe/Berlin';
const browserTimeZone = vi.fn(() => zone);
vi.mock('@shared/localTime', async (original) => ({
  ...(await original<object>()),
  browserTimeZone: () => browserTimeZone(),
}));

const { baseChannel } = await import('@demo/demoChannels');
const { startSession } = await import('@widget/stores/session');
const { knownTimeZone } = await import('@widget/stores/timeZone');
const { widgetStorage } = await import('@widget/stores/storage');

const start = sessionStart({ sessionId: 7 });
const channel = baseChannel('demo') as ChannelConfig;
const sent = (call: string) => calls.filter((entry) => entry.call == call).map((entry) => entry.body);

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  browserTimeZone.mockClear();
  zone = 'Europe/Berlin';
  fake.answer = (call) => (call == 'chatStart' ? start : {});
  widgetStorage.remove('chat-online:timeZone');
});
afterEach(() => vi.useRealTimers());

describe('the time zone', () => {
  it('rule: a first visit starts without it, reads it once idle, and tells it with resetInfo', async () => {
    await startSession(channel, 'u1', undefined);
    expect(sent('chatStart')[0]).not.toHaveProperty('timeZone');
    // Not read before the chat's first request, nor while the first screen draws.
    expect(browserTimeZone).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3500);
    expect(sent('resetInfo')).toEqual([{ timeZone: 'Europe/Berlin' }]);
    expect(knownTimeZone()).toBe('Europe/Berlin');
  });

  it('rule: the next page says it in chatStart, and tells nothing more', async () => {
    widgetStorage.set('chat-online:timeZone', 'Europe/Berlin');
    await startSession(channel, 'u1', undefined);
    expect(sent('chatStart')[0]).toMatchObject({ timeZone: 'Europe/Berlin' });
    await vi.advanceTimersByTimeAsync(3500);
    expect(sent('resetInfo')).toEqual([]);
  });

  it('rule: a visitor who travelled: chatStart says the old zone, resetInfo the new one', async () => {
    widgetStorage.set('chat-online:timeZone', 'Europe/Berlin');
    zone = 'Asia/Tokyo';
    await startSession(channel, 'u1', undefined);
    await vi.advanceTimersByTimeAsync(3500);
    expect(sent('resetInfo')).toEqual([{ timeZone: 'Asia/Tokyo' }]);
    expect(knownTimeZone()).toBe('Asia/Tokyo');
  });

  it('rule: a stored value that is not a zone name is never sent; a browser without one tells nothing', async () => {
    widgetStorage.set('chat-online:timeZone', '<b>Berlin</b>');
    zone = undefined;
    await startSession(channel, 'u1', undefined);
    expect(sent('chatStart')[0]).not.toHaveProperty('timeZone');
    await vi.advanceTimersByTimeAsync(3500);
    expect(sent('resetInfo')).toEqual([]);
  });
});
