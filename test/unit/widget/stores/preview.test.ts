// The console's live preview, widget side: a draft configuration is shown only when its parent
// is on the widget's own origin (the console) and it is of the page's channel; then everything
// drawn from the configuration follows it, the greeting stored with the conversation included.
import type { ChannelConfig } from '@shared/api';
import { FLAG, MSG_TYPE, RECEIVE_MODE, SENDER_TYPE } from '@shared/codes';
import { PROTOCOL_SOURCE } from '@shared/protocol';
import type { Embedding } from '@widget/host/embedding';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessage, sessionStart } from '../../chatMessage';
import { fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));
vi.mock('@widget/host/host', () => ({
  embedding: { embedded: true },
  host: { post: vi.fn() },
  hideWidget: vi.fn(),
}));

const OWN_ORIGIN = 'https://chat.example';
const SHOP_ORIGIN = 'https://shop.example';
const CHANNEL_ID = 'preview-demo';
// The chat page framed by the console: on the widget's own origin.
(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
  `${OWN_ORIGIN}/chat_online/index?channelId=${CHANNEL_ID}&from=iframe&host=${OWN_ORIGIN}`,
);

const { baseChannel } = await import('@demo/demoChannels');
const { $channel, applyTheme } = await import('@widget/stores/channel');
const { $phase, startChat } = await import('@widget/stores/chat');
const { $messages, fromServer, mergeMessages } = await import('@widget/stores/messages');
const { stopPolling } = await import('@widget/stores/poll');
const { $variant } = await import('@widget/stores/viewport');
const { connectHost } = await import('@widget/start/connectHost');

const SESSION = 7;
const STORED_WELCOME = '<p>Saved welcome</p>';

const saved: ChannelConfig = {
  ...baseChannel(CHANNEL_ID),
  receiveMode: RECEIVE_MODE.robot,
  robotWelcomeMsg: STORED_WELCOME,
  faqList: [{ docId: 1, question: 'Saved question?' }],
  mainColor: '#0958d9',
  backgroundImage: '/api/files/background.png',
  userFormMode: FLAG.off,
  language: 'en',
  titleDesc: 'Saved description',
};

/** A draft of the page's channel, as the console sends it (channelConfigOf of its form). */
const draftOf = (fields: Partial<ChannelConfig>): ChannelConfig => ({ ...saved, ...fields });

const robot = { sessionId: SESSION, senderType: SENDER_TYPE.robot, senderName: 'Robin' } as const;
const storedWelcome = chatMessage({
  ...robot,
  id: 1,
  msgTime: 5000,
  msgType: MSG_TYPE.richText,
  msgContent: STORED_WELCOME,
});
const storedGuide = chatMessage({
  ...robot,
  id: 2,
  msgTime: 5001,
  msgType: MSG_TYPE.faqPanel,
  msgContent: JSON.stringify([{ docId: 1, question: 'Saved question?' }]),
});
const question = chatMessage({
  id: 3,
  sessionId: SESSION,
  msgTime: 6000,
  senderType: SENDER_TYPE.visitor,
  msgContent: 'Where is my parcel?',
});
const answer = chatMessage({
  ...robot,
  id: 4,
  msgTime: 6001,
  msgType: MSG_TYPE.richText,
  msgContent: '<p>On its way.</p>',
});
/** An earlier conversation's greeting: not this session's, so never replaced. */
const earlierWelcome = chatMessage({
  ...robot,
  id: 10,
  sessionId: 6,
  msgTime: 1000,
  msgType: MSG_TYPE.richText,
  msgContent: STORED_WELCOME,
});

type Listener = (event: MessageEvent) => void;

/** This page's window as connectHost sees it: its parent (the framing page) and its message listeners. */
function framedBy(hostOrigin: string) {
  const listeners = new Set<Listener>();
  const parent = { postMessage: vi.fn() };
  const win = {
    parent,
    addEventListener: (type: string, listener: Listener) => type == 'message' && listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  } as unknown as Window;
  const embedding: Embedding = { embedded: true, hostOrigin };
  const bridge = connectHost(win, embedding);
  const send = (data: unknown, { source = parent as unknown, origin = hostOrigin } = {}) => {
    for (const listener of [...listeners]) listener({ data, source, origin } as unknown as MessageEvent);
  };
  return { bridge, send };
}

const preview = (config: ChannelConfig, phone?: boolean) => ({
  source: PROTOCOL_SOURCE,
  type: 'preview',
  config,
  ...(phone !== undefined && { phone }),
});

const theme = (name: string) => document.documentElement.style.getPropertyValue(name);
const contents = () => $messages.get().map((message) => message.msgContent);
/** Long enough for a message that got through to be shown: the preview's code is loaded already. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

const console_ = framedBy(OWN_ORIGIN);

beforeAll(async () => {
  $channel.set(saved);
  applyTheme(saved);
  fake.answer = (call) => {
    if (call == 'chatStart')
      return {
        ...sessionStart({ sessionId: SESSION, serverTime: 200_000 }),
        firstPage: { list: [earlierWelcome, storedWelcome, storedGuide, question, answer], end: true },
      };
    if (call == 'getEventMsg') return new Promise(() => {});
    return {};
  };
  await startChat(CHANNEL_ID);
  expect($phase.get()).toBe('ready');
  // Loaded before the tests that expect nothing to happen: a message let through would show at once.
  await import('@widget/stores/preview');
});
afterAll(() => stopPolling());

describe('the live preview: who may send it', () => {
  it('rule: a host page on another origin changes nothing a visitor sees', async () => {
    const before = $channel.get();
    const shop = framedBy(SHOP_ORIGIN);
    shop.send(preview(draftOf({ mainColor: '#ff0000', titleDesc: 'Hijacked' })));
    await aWhile();
    expect($channel.get()).toBe(before);
    expect(theme('--main-color')).not.toBe('#ff0000');
    shop.bridge.stop();
  });

  it('rule: another window than the parent, even on the own origin, changes nothing', async () => {
    const before = $channel.get();
    console_.send(preview(draftOf({ titleDesc: 'From a popup' })), { source: { postMessage: vi.fn() } });
    console_.send(preview(draftOf({ titleDesc: 'From nowhere' })), { source: null });
    await aWhile();
    expect($channel.get()).toBe(before);
  });

  it("rule: a draft of another channel is ignored; the page's channel's is shown", async () => {
    const seen: (string | undefined)[] = [];
    const stop = $channel.listen((channel) => seen.push(channel?.channelId));
    console_.send(preview({ ...draftOf({ titleDesc: 'Another channel' }), channelId: 'another' }));
    const own = draftOf({ titleDesc: 'This channel' });
    console_.send(preview(own));
    await vi.waitFor(() => expect($channel.get()).toEqual(own));
    stop();
    expect(seen).toEqual([CHANNEL_ID]);
  });
});

describe('the live preview: what follows the draft', () => {
  it('rule: from the own origin, the draft replaces the configuration, its theme and its greeting', async () => {
    const draft = draftOf({
      mainColor: '#00aa88',
      titleDesc: 'Draft description',
      robotWelcomeMsg: '<p>Draft welcome</p>',
      backgroundImage: '',
      faqList: [{ docId: 9, question: 'Draft question?' }],
    });
    console_.send(preview(draft));
    await vi.waitFor(() => expect($channel.get()).toEqual(draft));
    expect(theme('--main-color')).toBe('#00aa88');
    // The background the draft emptied is gone, not kept from the saved configuration.
    expect(theme('--page-image')).toBe('');
    // This conversation's stored greeting is the draft's now, in its place; the rest stays.
    expect(contents()).toEqual([
      STORED_WELCOME,
      '<p>Draft welcome</p>',
      JSON.stringify([{ docId: 9, question: 'Draft question?' }]),
      'Where is my parcel?',
      '<p>On its way.</p>',
    ]);
    expect($messages.get()[1]).toMatchObject({
      senderType: SENDER_TYPE.robot,
      msgType: MSG_TYPE.richText,
      msgTime: 5000,
    });
  });

  it('rule: the stored guide coming back after its pause is replaced again; an emptied welcome is no greeting', async () => {
    mergeMessages([fromServer(storedGuide)]);
    expect(contents()).not.toContain(storedGuide.msgContent);
    console_.send(preview(draftOf({ robotWelcomeMsg: '', faqList: [] })));
    await vi.waitFor(() => expect(contents()).toEqual([STORED_WELCOME, 'Where is my parcel?', '<p>On its way.</p>']));
    // A human-first channel has no robot greeting at all.
    console_.send(preview(draftOf({ receiveMode: RECEIVE_MODE.humanFirst, robotWelcomeMsg: '<p>Unused</p>' })));
    await vi.waitFor(() => expect($channel.get()?.receiveMode).toBe(RECEIVE_MODE.humanFirst));
    expect(contents()).toEqual([STORED_WELCOME, 'Where is my parcel?', '<p>On its way.</p>']);
  });

  it('rule: the pre-chat form shows when the draft turns it on, and goes when it turns it off', async () => {
    const form = {
      formTitle: 'Who are you?',
      formList: [
        { name: 'Name', require: FLAG.on, show: FLAG.on },
        { name: 'Phone', require: FLAG.off, show: FLAG.on },
        { name: 'E-mail', require: FLAG.on, show: FLAG.on },
      ],
    };
    console_.send(preview(draftOf({ userFormMode: FLAG.on, userForm: form })));
    await vi.waitFor(() => expect($phase.get()).toBe('form'));
    console_.send(preview(draftOf({ userFormMode: FLAG.off, userForm: null })));
    await vi.waitFor(() => expect($phase.get()).toBe('ready'));
  });

  it('rule: phone draws the phone layout whatever the frame measures, until a preview without it', async () => {
    expect($variant.get()).toBe('desktop');
    console_.send(preview(draftOf({}), true));
    await vi.waitFor(() => expect($variant.get()).toBe('mobile'));
    window.dispatchEvent(new Event('resize'));
    expect($variant.get()).toBe('mobile');
    console_.send(preview(draftOf({}), false));
    await vi.waitFor(() => expect($variant.get()).toBe('desktop'));
  });

  it("rule: the channel's language changed in the draft is the chat's language", async () => {
    console_.send(preview(draftOf({ language: 'de' })));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('de'));
    console_.send(preview(draftOf({ language: 'en' })));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});

describe('applyTheme', () => {
  it('rule: a colour or background emptied takes the stylesheet default again instead of keeping the last one', () => {
    const root = document.createElement('div');
    applyTheme(draftOf({ kitBgcolor: '#fafafa', backgroundImage: 'https://cdn.example/bg.png' }), root);
    expect(root.style.getPropertyValue('--kit-bg')).toBe('#fafafa');
    expect(root.style.getPropertyValue('--page-image')).toBe('url("https://cdn.example/bg.png")');
    applyTheme(draftOf({ kitBgcolor: '', backgroundImage: '' }), root);
    expect(root.style.getPropertyValue('--kit-bg')).toBe('');
    expect(root.style.getPropertyValue('--page-image')).toBe('');
    expect(root.style.getPropertyValue('--main-color')).toBe(saved.mainColor);
    // A picture that is neither on the web nor on this server is not drawn.
    applyTheme(draftOf({ backgroundImage: 'javascript:alert(1)' }), root);
    expect(root.style.getPropertyValue('--page-image')).toBe('');
  });
});
