// The live preview: the real widget's page in an iframe of this server, and the draft posted to it
// as channelConfigOf of the draft, only to the console's own origin: when the frame loads, when
// the widget says it is ready, and a moment after each change; the install snippet's text.
import { startI18n } from '@console/i18n';
import { channelConfigOf } from '@shared/channelConfig';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../widget/messages/renderMessage';
import { edited, quietFrames } from './channelsFixtures';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { ChannelPreview, PREVIEW_DELAY_MS, PHONE_SIZE } = await import('@console/pages/channels/ChannelPreview');
const { snippetOf, QUEUE_STUB } = await import('@console/pages/channels/installSnippet');
const { InstallTab } = await import('@console/pages/channels/InstallTab');
const { $knowledgeDocs } = await import('@console/stores/knowledgeDocs');

beforeAll(() => startI18n('en'));
beforeEach(() => {
  quietFrames();
  client.reset();
  $knowledgeDocs.set(undefined);
});
afterEach(() => vi.useRealTimers());

const IDS = { channelId: 'web', tenantId: 'demo' };

/** The frame's window as the console sees it (happy-dom loads no frame page): what is posted to it. */
function fakeFrameWindow(frame: HTMLIFrameElement) {
  const post = vi.fn<(message: unknown, targetOrigin: string) => void>();
  Object.defineProperty(frame, 'contentWindow', { configurable: true, value: { postMessage: post } });
  return post;
}

function preview(settings = edited('web').settings) {
  const root = mount(<ChannelPreview {...IDS} settings={settings} />);
  const frame = root.querySelector('iframe')!;
  return { root, frame, post: fakeFrameWindow(frame) };
}

describe('the live preview', () => {
  it("is the widget's chat page of the channel, with the console as its host, at the draft's size", () => {
    const { frame } = preview(edited('web', 1, { mainWidth: 420, mainHeight: 600 }).settings);
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${location.origin}/chat_online/index`);
    expect(src.searchParams.get('channelId')).toBe('web');
    expect(src.searchParams.get('from')).toBe('iframe');
    expect(src.searchParams.get('host')).toBe(location.origin);
    expect([frame.width, frame.height]).toEqual(['420', '600']);
  });

  it('posts channelConfigOf of the draft, with the FAQ questions, to its own origin when the frame loads', () => {
    $knowledgeDocs.set({
      tenantId: IDS.tenantId,
      value: [
        { docId: 4, question: 'Where is my order?', lang: 'en' },
        { docId: 9, question: 'Returns', lang: 'en' },
      ],
    });
    const settings = edited('web', 1, { mainColor: '#aa0000', faqMenu: { showType: 1, docIds: [9, 4] } }).settings;
    const { frame, post } = preview(settings);
    act(() => void frame.dispatchEvent(new Event('load')));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      {
        source: 'chat-online',
        type: 'preview',
        phone: false,
        config: channelConfigOf(IDS, settings, [
          { docId: 9, question: 'Returns' },
          { docId: 4, question: 'Where is my order?' },
        ]),
      },
      location.origin,
    );
  });

  it('posts each change of the draft once the typing pauses, the last one only', () => {
    vi.useFakeTimers();
    const first = edited('web').settings;
    const root = mount(<ChannelPreview {...IDS} settings={first} />);
    const post = fakeFrameWindow(root.querySelector('iframe')!);
    act(() => void vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    post.mockClear();
    const typed = ['H', 'He', 'Hello'].map((robotWelcomeMsg) => ({ ...first, robotWelcomeMsg }));
    for (const settings of typed) {
      act(() => render(<ChannelPreview {...IDS} settings={settings} />, root));
      act(() => void vi.advanceTimersByTime(PREVIEW_DELAY_MS / 3));
    }
    expect(post).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toMatchObject({ config: { robotWelcomeMsg: 'Hello' } });
    expect(post.mock.calls[0]![1]).toBe(location.origin);
  });

  it('phone size: 375 × 667 and `phone` in the message', () => {
    vi.useFakeTimers();
    const { root, frame, post } = preview();
    const phoneButton = [...root.querySelectorAll('button')].find((button) => button.textContent == 'Phone')!;
    act(() => phoneButton.click());
    expect(phoneButton.getAttribute('aria-pressed')).toBe('true');
    expect([frame.width, frame.height]).toEqual([String(PHONE_SIZE.width), String(PHONE_SIZE.height)]);
    act(() => void vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(post.mock.lastCall![0]).toMatchObject({ type: 'preview', phone: true });
  });

  it("gives a ready widget a visitor id (as the loader does) and the draft; another window's ready is ignored", () => {
    const { frame, post } = preview();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'chat-online', type: 'ready' },
          origin: location.origin,
          source: window,
        }),
      );
    });
    expect(post).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'chat-online', type: 'ready' },
          origin: location.origin,
          source: frame.contentWindow as unknown as Window,
        }),
      );
    });
    expect(post).toHaveBeenCalledTimes(2);
    const [visitor, draft] = post.mock.calls as [
      [{ type: string; visitorId: string }, string],
      [{ type: string }, string],
    ];
    expect(visitor[0]).toMatchObject({ source: 'chat-online', type: 'visitor' });
    expect(visitor[0].visitorId).toMatch(/^[\w-]{8,64}$/);
    expect(draft[0].type).toBe('preview');
    expect([visitor[1], draft[1]]).toEqual([location.origin, location.origin]);
    // The same visitor for the next preview: one visitor's chats, not a new one per page.
    expect(localStorage.getItem('chat-online:preview-visitor')).toBe(visitor[0].visitorId);
  });
});

describe('the install snippet', () => {
  it("is the loader of this server with the channel's id, and the queue stub as the docs give it", () => {
    expect(snippetOf('https://chat.example.com', 'web-shop')).toBe(
      '<script async src="https://chat.example.com/chat_online/loader.js" data-channel-id="web-shop"></script>',
    );
    expect(QUEUE_STUB).toBe(
      '<script>window.ChatOnline=window.ChatOnline||function(){(ChatOnline.q=ChatOnline.q||[]).push(arguments)}</script>',
    );
  });

  it('the Install tab shows it for this origin, and says what to do while the loader was seen nowhere', async () => {
    client.answer(() => ({ list: [] }));
    const root = mount(<InstallTab channelId="web" disabled={false} allowedOrigins={[]} />);
    const snippet = root.querySelector<HTMLTextAreaElement>('#install-snippet')!;
    expect(snippet.value).toBe(snippetOf(location.origin, 'web'));
    expect(root.querySelector('label[for=install-snippet]')!.textContent).toBe('Your snippet');
    await vi.waitFor(() => expect(root.querySelector('.install__empty')).not.toBeNull());
    expect(root.querySelector('.install__empty')!.textContent).toContain('Paste the snippet on a page of your site');
    expect(client.calls).toEqual([{ call: 'channelSightings', body: { channelId: 'web' } }]);
  });

  it('lists where the loader was seen, newest first, marking a site the channel does not allow; Refresh asks again', async () => {
    client.answer(() => ({
      list: [
        { origin: 'https://old.example', pageUrl: '', lastSeenAt: 1000, loads: 2 },
        { origin: 'https://shop.example', pageUrl: 'https://shop.example/cart', lastSeenAt: 5000, loads: 40 },
      ],
    }));
    const root = mount(<InstallTab channelId="web" disabled={false} allowedOrigins={['https://shop.example']} />);
    await vi.waitFor(() => expect(root.querySelectorAll('tbody tr')).toHaveLength(2));
    const rows = [...root.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows.map((row) => [row[0], row[1], row[3]])).toEqual([
      ['https://shop.example', 'https://shop.example/cart', '40'],
      ['https://old.examplenot allowed', '—', '2'],
    ]);
    const refresh = [...root.querySelectorAll('button')].find((button) => button.textContent == 'Refresh')!;
    act(() => refresh.click());
    await vi.waitFor(() => expect(client.calls).toHaveLength(2));
  });
});
