// The chat page's first screen uses the configuration the server put in the page, and
// asks channelInfo only when there is none for its channel.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));

const { $channel, loadChannel, takeEmbeddedChannel } = await import('@widget/stores/channel');
const { EMBEDDED_CHANNEL_ID } = await import('@shared/frame');

const embed = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EMBEDDED_CHANNEL_ID;
  block.textContent = text;
  document.head.append(block);
};

beforeEach(() => {
  calls.length = 0;
  document.getElementById(EMBEDDED_CHANNEL_ID)?.remove();
  fake.answer = (_call, body) => ({ channelId: body.channelId, fromServer: true });
});

describe('the embedded channel configuration', () => {
  it('rule: the page’s configuration for this channel is used without a round trip, and only once', async () => {
    embed(JSON.stringify({ channelId: 'demo', robotName: 'Robin' }));
    expect(await loadChannel('demo')).toEqual({ channelId: 'demo', robotName: 'Robin' });
    expect($channel.get()).toMatchObject({ robotName: 'Robin' });
    expect(calls).toEqual([]);
    expect(document.getElementById(EMBEDDED_CHANNEL_ID)).toBeNull();
    expect(await loadChannel('demo')).toMatchObject({ fromServer: true });
    expect(calls.map((call) => call.call)).toEqual(['channelInfo']);
  });

  it('rule: another channel’s configuration, or a broken one, is not used: channelInfo answers', async () => {
    embed(JSON.stringify({ channelId: 'other' }));
    expect(await loadChannel('demo')).toMatchObject({ channelId: 'demo', fromServer: true });
    embed('{not json');
    expect(takeEmbeddedChannel('demo')).toBeUndefined();
    embed('null');
    expect(takeEmbeddedChannel('demo')).toBeUndefined();
  });
});
