import { frameUrl, readFrameUrl, visitorIdKey, WIDGET_BASE_PATH, WIDGET_ROUTER_BASE } from '@shared/frame';
import { MADE_VISITOR_ID, newVisitorId, randomHex } from '@shared/randomId';
import { describe, expect, it } from 'vitest';

const base = new URL('https://chat.example' + WIDGET_BASE_PATH);

describe('the frame contract', () => {
  it('rule: what the loader puts in the frame URL is what the widget reads back', () => {
    const url = frameUrl(base, { channelId: 'demo', hostOrigin: 'https://shop.example', locale: 'de' });
    expect(url.pathname).toBe(WIDGET_BASE_PATH + 'index');
    expect(readFrameUrl(url.search)).toEqual({
      channelId: 'demo',
      fromFrame: true,
      host: 'https://shop.example',
      locale: 'de',
    });
  });

  it('rule: without a locale the URL carries none; a page opened directly is not from a frame', () => {
    const url = frameUrl(base, { channelId: 'demo', hostOrigin: 'https://shop.example' });
    expect(url.searchParams.has('locale')).toBe(false);
    expect(readFrameUrl('?channelId=demo')).toEqual({
      channelId: 'demo',
      fromFrame: false,
      host: undefined,
      locale: undefined,
    });
  });

  it('rule: two frames of one page never share a cached URL', () => {
    const params = { channelId: 'demo', hostOrigin: 'https://shop.example' };
    expect(frameUrl(base, params).href).not.toBe(frameUrl(base, params).href);
  });

  it('rule: the router base is the base path without its trailing slash', () => {
    expect(WIDGET_ROUTER_BASE + '/').toBe(WIDGET_BASE_PATH);
  });

  it('rule: the visitor id is kept per tenant', () => {
    expect(visitorIdKey('t1')).not.toBe(visitorIdKey('t2'));
  });
});

describe('random ids', () => {
  it('rule: a visitor id is 128 random bits as hex, which the server tells from a host-chosen id', () => {
    const id = newVisitorId();
    expect(id).toMatch(MADE_VISITOR_ID);
    expect(newVisitorId()).not.toBe(id);
    expect(MADE_VISITOR_ID.test('customer-42')).toBe(false);
  });

  it('rule: randomHex gives two hex digits per byte', () => {
    expect(randomHex(12)).toMatch(/^[0-9a-f]{24}$/);
  });
});
