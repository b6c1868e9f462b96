import { chatSearch, pageFromChat } from '@widget/pages/chatLink';
import { describe, expect, it } from 'vitest';

describe('the way between the chat and its pages', () => {
  it('rule: a page opened from the chat keeps the chat query (from=iframe, host, locale) and adds its own', () => {
    const chat = 'channelId=demo&from=iframe&host=http%3A%2F%2Fshop.example&r=abc&locale=zh';
    const page = pageFromChat('leaveMessage', chat, { tenantId: 'demo', userId: 'v1' });
    expect(page.startsWith('/leaveMessage?')).toBe(true);
    const query = new URLSearchParams(page.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      channelId: 'demo',
      from: 'iframe',
      host: 'http://shop.example',
      r: 'abc',
      locale: 'zh',
      tenantId: 'demo',
      userId: 'v1',
    });
  });

  it('rule: the close control returns to /index with the chat parameters only', () => {
    expect(chatSearch('channelId=demo&from=iframe&tenantId=demo&userId=v1&woId=3')).toBe('channelId=demo&from=iframe');
    expect(chatSearch('docId=3&userId=v1')).toBe('');
  });
});
