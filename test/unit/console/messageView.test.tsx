// How the console draws a message: a visitor's words as text, never HTML; pictures, files
// and cards only with safe URLs; rich text from agents and the robot sanitised.

import { startI18n } from '@console/i18n';
import { MessageView } from '@console/pages/chat/MessageView';
import { baseChannel } from '@demo/demoChannels';
import { autoMessage } from '@server/visitor/autoMessage';
import type { ChatMessage } from '@shared/api';
import { MSG_TYPE } from '@shared/codes';
import { loadSanitizer } from '@shared/ui/sanitizeHtml';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAYLOADS } from '../../auditPayloads';
import { chatMessage } from '../chatMessage';
import { mount } from '../widget/messages/renderMessage';

beforeAll(async () => {
  await startI18n('en');
  await loadSanitizer();
});

const demo = baseChannel('demo');

const view = (fields: Partial<ChatMessage>) =>
  mount(<MessageView message={chatMessage(fields)} mine={false} />).querySelector('.cmsg__body')!;

describe('a message in the console', () => {
  it("a call's system notice reads in the agent's language from its key; a key the console lacks reads as the server's English", () => {
    const ended = view({
      senderType: 4,
      msgContent: 'Call ended, duration 1:05',
      noticeKey: 'call.ended',
      noticeValues: { duration: '1:05' },
    });
    expect(ended.textContent).toBe('Call ended, duration 1:05');
    const unknown = view({ senderType: 4, msgContent: 'Something the server said', noticeKey: 'call.somethingNew' });
    expect(unknown.textContent).toBe('Something the server said');
  });

  it("a visitor's HTML, even as msgType 12, is shown as its text", () => {
    for (const msgType of [1, 12] as const) {
      const body = view({ msgType, msgContent: 'Hi <img src=x onerror=alert(1)><b>there</b>' });
      expect(body.textContent).toBe('Hi <img src=x onerror=alert(1)><b>there</b>');
      expect(body.querySelector('img, b')).toBeNull();
    }
  });

  it('every visitor-originated text, whatever senderType or msgType the request claimed, is shown as text', () => {
    // What the server stores for each claim (addSessionMsg), then how the console draws it.
    for (const senderType of [undefined, 1, 3, 4])
      for (const msgType of [undefined, ...Object.values(MSG_TYPE)])
        for (const content of AUDIT_PAYLOADS) {
          const stored = autoMessage(demo, { content, senderType, msgType });
          const body = view({
            senderType: stored.senderType,
            msgType: stored.msgType,
            senderName: stored.senderName,
            msgContent: stored.content,
          });
          expect({ senderType, msgType, text: body.textContent }).toEqual({ senderType, msgType, text: content });
          expect(body.querySelector('*'), JSON.stringify({ senderType, msgType, content })).toBeNull();
        }
  });

  it("a visitor's message is drawn as its text whatever msgType it carries (only a file uploaded here is drawn as one)", () => {
    for (const msgType of Object.values(MSG_TYPE))
      for (const msgContent of [...AUDIT_PAYLOADS, 'https://tracker.example/pixel.gif', '/api/files/../../login']) {
        const body = view({ senderType: 1, msgType, msgContent });
        expect({ msgType, text: body.textContent }).toEqual({ msgType, text: msgContent });
        expect(body.querySelector('*'), JSON.stringify({ msgType, msgContent })).toBeNull();
      }
  });

  // That its script is gone is checked in Chromium (test/browser/console.test.ts): happy-dom's
  // DOM keeps attributes DOMPurify removes.
  it("an agent's rich text keeps its formatting", async () => {
    const body = view({ senderType: 2, msgType: 12, msgContent: '<p><b>Refund</b> sent</p>' });
    await expect.poll(() => body.querySelector('b')?.textContent).toBe('Refund');
  });

  it('a picture and a file are drawn from uploaded URLs; a javascript: URL is shown as text', () => {
    expect(
      view({ msgType: 2, msgContent: '/api/files/a.png', fileName: 'a.png' }).querySelector('img')!.getAttribute('src'),
    ).toBe('/api/files/a.png');
    const file = view({
      msgType: 4,
      msgContent: '/api/files/b.pdf',
      fileName: 'invoice.pdf',
      size: 2048,
    }).querySelector('a')!;
    expect(file.getAttribute('href')).toBe('/api/files/b.pdf');
    expect(file.textContent).toContain('invoice.pdf 2 KB');
    const bad = view({ msgType: 2, msgContent: 'javascript:alert(1)' });
    expect(bad.querySelector('img, a')).toBeNull();
    expect(bad.textContent).toBe('javascript:alert(1)');
  });

  it('a card shows its title, price and link; an unsafe link or picture is left out', () => {
    const card = view({
      senderType: 2,
      msgType: 7,
      msgContent: JSON.stringify({
        title: 'Boot',
        label: '$9',
        fromUrl: 'javascript:alert(1)',
        imgUrl: 'data:image/png;base64,AA',
      }),
    });
    expect(card.textContent).toContain('Boot');
    expect(card.textContent).toContain('$9');
    expect(card.querySelector('a, img')).toBeNull();
    const linked = view({
      senderType: 2,
      msgType: 8,
      msgContent: JSON.stringify({ title: 'Order 7', orderCode: 'NW-7', fromUrl: 'https://shop.example/o/7' }),
    });
    expect(linked.querySelector('a')!.getAttribute('href')).toBe('https://shop.example/o/7');
    expect(linked.textContent).toContain('NW-7');
  });

  it('a recalled message stays visible to the agent, struck through and labelled', () => {
    const item = mount(
      <MessageView
        message={chatMessage({ recallFlag: 1, msgContent: 'wrong address' })}
        mine={true}
        onRecall={() => {}}
      />,
    );
    const body = item.querySelector('.cmsg__body')!;
    expect(body.tagName).toBe('DEL');
    expect(body.textContent).toBe('wrong address');
    expect(item.querySelector('.cmsg__meta')!.textContent).toContain('Recalled');
    // Nothing to recall twice.
    expect(item.querySelector('button')).toBeNull();
  });
});

describe('forms in the console', () => {
  it("a visitor's answer to a dynamic form reads as field: value, checkbox lists joined, hostile text as text", () => {
    const answers = [
      { fieldId: 1, fieldName: 'Order number', value: '<img src=x onerror=alert(1)>' },
      { fieldId: 8, fieldName: 'Items included', value: ['Box', 'Tags'] },
    ];
    const body = view({
      senderType: 1,
      msgType: MSG_TYPE.dynamicForm,
      msgContent: JSON.stringify({ formMsgId: 3, answers }),
    });
    expect([...body.querySelectorAll('dt')].map((node) => node.textContent)).toEqual([
      'Order number',
      'Items included',
    ]);
    expect([...body.querySelectorAll('dd')].map((node) => node.textContent)).toEqual([
      '<img src=x onerror=alert(1)>',
      'Box, Tags',
    ]);
    expect(body.querySelector('img')).toBeNull();
  });

  it('a dynamic form sent reads as its title and fields, and says when it was answered', () => {
    const fields = [{ fieldId: 1, fieldName: 'Order number', fieldType: 1, requiredStatus: 1, fieldValue: '' }];
    const body = view({
      senderType: 2,
      msgType: MSG_TYPE.dynamicForm,
      msgContent: JSON.stringify({ title: 'Return request', fields }),
      formAnswerId: 9,
    });
    expect(body.textContent).toContain('Form: Return request');
    expect(body.textContent).toContain('Order number');
    expect(body.textContent).toContain('answered');
  });
});
