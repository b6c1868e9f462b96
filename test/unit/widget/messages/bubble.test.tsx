import type { MsgType } from '@shared/codes';
import { formatMessageTime } from '@shared/time';
import { addTexts } from '@widget/i18n/i18n';
import { initialsOf } from '@widget/messages/Avatar';
import { MessageBody } from '@widget/messages/MessageBody';
import { MessageBubble, sideOf } from '@widget/messages/MessageBubble';
import { loadLinkify } from '@widget/messages/TextMessage';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { all, click, fakeActions, mount, shown } from './renderMessage';

// Text links come from linkifyjs, loaded on the first text message: load it before mounting.
beforeAll(async () => {
  await loadLinkify();
});

vi.mock('dompurify', () => new Promise(() => {}));

const row = (el: HTMLElement) => el.querySelector<HTMLElement>('.msg-row')!;

describe('MessageBubble: where a message sits', () => {
  it('rule: visitor messages are right-aligned (end side), in the visitor bubble, without avatar or name', () => {
    const el = mount(
      <MessageBubble
        message={shown({ senderType: 1, senderName: 'me', msgContent: 'Hello' })}
        actions={fakeActions()}
      />,
    );
    expect(row(el).classList.contains('msg-row--visitor')).toBe(true);
    expect(row(el).dataset.side).toBe('visitor');
    expect(el.querySelector('.msg-bubble')?.textContent).toBe('Hello');
    expect(el.querySelector('.msg-avatar, .msg-sender')).toBeNull();
  });

  it('rule: agent and robot messages are on the start side with avatar and sender name', () => {
    const agent = mount(
      <MessageBubble
        message={shown({ senderType: 2, senderName: 'Alice', faceUrl: 'https://cdn.example/alice.png' })}
        actions={fakeActions()}
      />,
    );
    expect(row(agent).dataset.side).toBe('agent');
    expect(row(agent).dataset.sender).toBe('agent');
    expect(agent.querySelector('img.msg-avatar')?.getAttribute('src')).toBe('https://cdn.example/alice.png');
    expect(agent.querySelector('.msg-sender')?.textContent).toBe('Alice');

    const robot = mount(
      <MessageBubble
        message={shown({ senderType: 3, senderName: 'Northwind Assistant', faceUrl: '' })}
        actions={fakeActions()}
      />,
    );
    expect(row(robot).classList.contains('msg-row--agent')).toBe(true);
    expect(row(robot).dataset.sender).toBe('robot');
    expect(robot.querySelector('.msg-avatar--initials')?.textContent).toBe('NA');
  });

  it('rule: an unsafe face URL is not loaded: initials instead', () => {
    const el = mount(
      <MessageBubble
        message={shown({ senderType: 2, senderName: 'Bob', faceUrl: 'javascript:alert(1)' })}
        actions={fakeActions()}
      />,
    );
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('.msg-avatar')?.textContent).toBe('B');
  });

  it('rule: system messages (senderType 4) and notices are centred, without bubble', () => {
    const system = mount(
      <MessageBubble
        message={shown({ senderType: 4, msgContent: 'The agent has ended this chat.' })}
        actions={fakeActions()}
      />,
    );
    expect(row(system).classList.contains('msg-row--system')).toBe(true);
    expect(system.querySelector('.msg-bubble, .msg-avatar')).toBeNull();
    expect(system.textContent).toContain('The agent has ended this chat.');

    const notice = mount(
      <MessageBubble
        message={shown({ msgType: 'notice', senderType: 4, noticeKey: 'transfer.failed' })}
        actions={fakeActions()}
      />,
    );
    expect(row(notice).dataset.side).toBe('system');
    expect(notice.querySelector('.msg-bubble')).toBeNull();
  });

  it('rule: sideOf reads senderType 1 as visitor, 2 and 3 as agent, 4 and notices as system', () => {
    expect(sideOf(shown({ senderType: 1 }))).toBe('visitor');
    expect(sideOf(shown({ senderType: 2 }))).toBe('agent');
    expect(sideOf(shown({ senderType: 3 }))).toBe('agent');
    expect(sideOf(shown({ senderType: 4 }))).toBe('system');
    expect(sideOf(shown({ senderType: 1, msgType: 'notice' }))).toBe('system');
  });

  it('rule: the time under the bubble is formatMessageTime (MM-dd HH:mm:ss)', () => {
    const msgTime = new Date(2025, 2, 7, 21, 5, 9).getTime();
    const el = mount(<MessageBubble message={shown({ msgTime })} actions={fakeActions()} />);
    expect(el.querySelector('time.msg-time')?.textContent).toBe(formatMessageTime(msgTime));
    expect(el.querySelector('time.msg-time')?.textContent).toBe('03-07 21:05:09');
  });

  it('rule: the thinking dots have no time', () => {
    const el = mount(
      <MessageBubble message={shown({ msgType: 'animation', senderType: 3 })} actions={fakeActions()} />,
    );
    expect(el.querySelector('.msg-time')).toBeNull();
    expect(el.querySelector('.msg-typing')?.getAttribute('aria-label')).toBe('message.robotThinking');
    expect(all(el, '.msg-typing__dot')).toHaveLength(3);
  });

  it('rule: pictures and cards sit without bubble padding (frameless)', () => {
    const el = mount(<MessageBubble message={shown({ msgType: 2, msgContent: '/a.png' })} actions={fakeActions()} />);
    expect(el.querySelector('.msg-bubble')?.classList.contains('msg-bubble--frameless')).toBe(true);
  });
});

describe("MessageBubble: the send status of the visitor's own messages", () => {
  it('rule: failed message shows the retry button calling resend', () => {
    const actions = fakeActions();
    const message = shown({ senderType: 1, status: 'failed', msgContent: 'Hello?' });
    const el = mount(<MessageBubble message={message} actions={actions} />);
    const retry = el.querySelector<HTMLButtonElement>('button.msg-status--failed')!;
    expect(retry.getAttribute('aria-label')).toBe('message.failedRetry');
    click(retry);
    expect(actions.resend).toHaveBeenCalledWith(message);
  });

  it('rule: a message being sent shows a spinner with a label, and no retry button', () => {
    const el = mount(<MessageBubble message={shown({ senderType: 1, status: 'loading' })} actions={fakeActions()} />);
    expect(el.querySelector('.msg-status--sending')?.getAttribute('aria-label')).toBe('message.sending');
    expect(el.querySelector('button.msg-status--failed')).toBeNull();
  });

  it('rule: a sent message shows no status', () => {
    const el = mount(<MessageBubble message={shown({ senderType: 1, status: 'success' })} actions={fakeActions()} />);
    expect(el.querySelector('.msg-status')).toBeNull();
  });

  it("rule: only the visitor's messages show a send status", () => {
    const el = mount(<MessageBubble message={shown({ senderType: 2, status: 'failed' })} actions={fakeActions()} />);
    expect(el.querySelector('.msg-status')).toBeNull();
  });
});

describe('Notice (msgType "notice")', () => {
  it('rule: the text is noticeKey translated with noticeValues', () => {
    addTexts('en', { test: { connected: 'You are now chatting with {{name}}' } });
    const el = mount(
      <MessageBody
        message={shown({
          msgType: 'notice',
          senderType: 4,
          noticeKey: 'test.connected',
          noticeValues: { name: '<b>Alice</b>' },
        })}
        actions={fakeActions()}
      />,
    );
    expect(el.textContent).toBe('You are now chatting with <b>Alice</b>');
    expect(el.querySelector('b')).toBeNull();
  });

  it('rule: without a key the notice shows msgContent as plain text', () => {
    const el = mount(
      <MessageBody
        message={shown({ msgType: 'notice', senderType: 4, msgContent: 'You are number <i>3</i>' })}
        actions={fakeActions()}
      />,
    );
    expect(el.textContent).toBe('You are number <i>3</i>');
    expect(el.querySelector('i')).toBeNull();
    expect(el.querySelector('[role="alert"]')).toBeNull();
  });

  it('rule: a warning notice is a persistent alert', () => {
    const el = mount(
      <MessageBody
        message={shown({ msgType: 'notice', senderType: 4, noticeKey: 'chat.agentDeclined', tone: 'warning' })}
        actions={fakeActions()}
      />,
    );
    const notice = el.querySelector('.msg-notice')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.classList.contains('msg-notice--warning')).toBe(true);
    expect(notice.textContent).toBe('chat.agentDeclined');
  });
});

describe('MessageBody: dispatch', () => {
  it('rule: an unknown msgType shows its text safely as plain text', () => {
    const el = mount(
      <MessageBody
        message={shown({ msgType: 42 as MsgType, msgContent: '<img src=x onerror="alert(1)">' })}
        actions={fakeActions()}
      />,
    );
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it('rule: rich text (msgType 12) never shows raw HTML', () => {
    const el = mount(
      <MessageBody
        message={shown({ msgType: 12, msgContent: '<p>Hi <img src=x onerror="alert(1)"></p>' })}
        actions={fakeActions()}
      />,
    );
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('Hi');
  });

  it('rule: msgType 3 from an agent with JSON content is a card, not an answer', () => {
    const content = JSON.stringify({ title: 'Gift card', url: 'https://shop.example/gift' });
    const el = mount(
      <MessageBody message={shown({ msgType: 3, senderType: 2, msgContent: content })} actions={fakeActions()} />,
    );
    expect(el.querySelector('a.msg-card')?.getAttribute('href')).toBe('https://shop.example/gift');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Northwind Assistant', 'NA'],
    ['alice', 'A'],
    ['Mary Jane Watson', 'MW'],
    ['小李', '小'],
    ['  ', ''],
    [undefined, ''],
  ])('rule: %j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
