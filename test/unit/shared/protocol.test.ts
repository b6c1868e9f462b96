import {
  isColor,
  isHostToWidget,
  isHostUser,
  isLocale,
  isVisitorId,
  isWidgetToHost,
  PROTOCOL_SOURCE,
} from '@shared/protocol';
import { describe, expect, it } from 'vitest';

const tag = (fields: Record<string, unknown>) => ({ source: PROTOCOL_SOURCE, ...fields });

describe('isWidgetToHost: every valid iframe → host message passes', () => {
  it.each([
    ['ready', { type: 'ready' }],
    ['hidden with hidden:true', { type: 'hidden', hidden: true }],
    ['hidden with close:true', { type: 'hidden', hidden: true, close: true }],
    ['hidden with close:false', { type: 'hidden', hidden: true, close: false }],
    ['unread with count 0', { type: 'unread', count: 0 }],
    ['unread with count 7', { type: 'unread', count: 7 }],
    ['message with text', { type: 'message', text: 'Hello' }],
    ['message with text and senderName', { type: 'message', text: 'Hello', senderName: 'Ann' }],
    ['message with empty text', { type: 'message', text: '' }],
    ['config with an object', { type: 'config', config: { testMode: true } }],
    ['config with an empty object', { type: 'config', config: {} }],
    ['ended', { type: 'ended' }],
    ['layout with a hex colour', { type: 'layout', width: 380, height: 600, color: '#1677ff' }],
    ['layout with a short hex colour', { type: 'layout', width: 380, height: 600, color: '#abc' }],
    ['layout with rgb()', { type: 'layout', width: 380, height: 600, color: 'rgb(22, 119, 255)' }],
    ['layout with rgba()', { type: 'layout', width: 380, height: 600, color: 'rgba(22,119,255,0.5)' }],
    ['layout with a tenantId', { type: 'layout', width: 380, height: 600, color: '#fff', tenantId: 't1' }],
    ['keep with an outbox item', { type: 'keep', key: 'chat-online:outbox:visitor-1:ab12', value: '{"v":1,"s":1}' }],
    ['keep without a value (sent: forget it)', { type: 'keep', key: 'chat-online:outbox:visitor-1:ab12' }],
  ])('rule: accepts %s', (_name, fields) => {
    expect(isWidgetToHost(tag(fields))).toBe(true);
  });
});

describe('keep and kept: the host keeps only unsent messages', () => {
  const outboxKey = 'chat-online:outbox:visitor-1:ab12';
  it.each([
    ['the visitor id', 'chat-online:visitor:tenant'],
    ["the loader's layout", 'chat-online:layout:demo'],
    ['a key of the host page', 'cart'],
    ['an outbox key without a client id', 'chat-online:outbox:visitor-1:'],
    ['an outbox key with a short visitor id', 'chat-online:outbox:v1:ab12'],
    ['an outbox key with a path in it', 'chat-online:outbox:visitor-1:ab/../x'],
  ])('rule: keep refuses %s as key', (_name, key) => {
    expect(isWidgetToHost(tag({ type: 'keep', key, value: '{}' }))).toBe(false);
    expect(isHostToWidget(tag({ type: 'kept', items: { [key]: '{}' } }))).toBe(false);
  });

  it('rule: a value is a text of at most 100,000 characters', () => {
    expect(isWidgetToHost(tag({ type: 'keep', key: outboxKey, value: 'x'.repeat(100_000) }))).toBe(true);
    expect(isWidgetToHost(tag({ type: 'keep', key: outboxKey, value: 'x'.repeat(100_001) }))).toBe(false);
    expect(isWidgetToHost(tag({ type: 'keep', key: outboxKey, value: { v: 1 } }))).toBe(false);
    expect(isHostToWidget(tag({ type: 'kept', items: { [outboxKey]: 7 } }))).toBe(false);
  });

  it('rule: kept gives back at most 100 items, and an empty set', () => {
    const items = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`chat-online:outbox:visitor-1:c${i}`, '{}']));
    expect(isHostToWidget(tag({ type: 'kept', items: {} }))).toBe(true);
    expect(isHostToWidget(tag({ type: 'kept', items: items(100) }))).toBe(true);
    expect(isHostToWidget(tag({ type: 'kept', items: items(101) }))).toBe(false);
    expect(isHostToWidget(tag({ type: 'kept', items: [] }))).toBe(false);
  });
});

describe('isWidgetToHost: invalid messages are refused', () => {
  it('rule: refuses a message without source', () => {
    expect(isWidgetToHost({ type: 'ready' })).toBe(false);
  });

  it.each([['other'], ['Chat-Online'], [''], [null], [1]])('rule: refuses source %j', (source) => {
    expect(isWidgetToHost({ source, type: 'ready' })).toBe(false);
  });

  it.each([
    ['an unknown type', 'bogus'],
    ['a host → widget type', 'show'],
    ['inherited toString', 'toString'],
    ['inherited __proto__', '__proto__'],
    ['inherited constructor', 'constructor'],
    ['inherited hasOwnProperty', 'hasOwnProperty'],
    ['inherited valueOf', 'valueOf'],
  ])('rule: refuses %s as type', (_name, type) => {
    expect(isWidgetToHost(tag({ type }))).toBe(false);
  });

  it.each([[undefined], [null], [1], [{}], [['ready']]])('rule: refuses a non-string type %j', (type) => {
    expect(isWidgetToHost(tag({ type }))).toBe(false);
  });

  it.each([
    ['hidden without hidden', { type: 'hidden' }],
    ['hidden:false', { type: 'hidden', hidden: false }],
    ['hidden:"true"', { type: 'hidden', hidden: 'true' }],
    ['hidden:1', { type: 'hidden', hidden: 1 }],
    ['hidden with a string close', { type: 'hidden', hidden: true, close: 'true' }],
    ['hidden with a null close', { type: 'hidden', hidden: true, close: null }],
    ['unread without count', { type: 'unread' }],
    ['unread with NaN', { type: 'unread', count: Number.NaN }],
    ['unread with Infinity', { type: 'unread', count: Number.POSITIVE_INFINITY }],
    ['unread with -Infinity', { type: 'unread', count: Number.NEGATIVE_INFINITY }],
    ['unread with a negative count', { type: 'unread', count: -1 }],
    ['unread with a fractional count', { type: 'unread', count: 1.5 }],
    ['unread with a string count', { type: 'unread', count: '3' }],
    ['unread with a bigint count', { type: 'unread', count: 3n }],
    ['message without text', { type: 'message' }],
    ['message with a number text', { type: 'message', text: 42 }],
    ['message with a non-string senderName', { type: 'message', text: 'hi', senderName: 5 }],
    ['config without config', { type: 'config' }],
    ['config with an array', { type: 'config', config: [] }],
    ['config with null', { type: 'config', config: null }],
    ['config with a string', { type: 'config', config: '{}' }],
    ['layout without colour', { type: 'layout', width: 380, height: 600 }],
    ['layout with a fractional width', { type: 'layout', width: 380.5, height: 600, color: '#fff' }],
    ['layout with a string height', { type: 'layout', width: 380, height: '600', color: '#fff' }],
    ['layout with a negative height', { type: 'layout', width: 380, height: -1, color: '#fff' }],
    ['layout with a NaN width', { type: 'layout', width: Number.NaN, height: 600, color: '#fff' }],
    ['layout with a url() colour', { type: 'layout', width: 380, height: 600, color: 'url(https://evil)' }],
    ['layout with an injected colour', { type: 'layout', width: 380, height: 600, color: 'red;background:url(x)' }],
    ['layout with a named colour', { type: 'layout', width: 380, height: 600, color: 'red' }],
    ['layout with a number tenantId', { type: 'layout', width: 380, height: 600, color: '#fff', tenantId: 1 }],
  ])('rule: refuses %s', (_name, fields) => {
    expect(isWidgetToHost(tag(fields))).toBe(false);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'ready'],
    ['a number', 1],
    ['an array', [PROTOCOL_SOURCE, 'ready']],
    ['an array carrying the fields', Object.assign([], { source: PROTOCOL_SOURCE, type: 'ready' })],
  ])('rule: refuses %s', (_name, data) => {
    expect(isWidgetToHost(data)).toBe(false);
  });
});

describe('isHostToWidget: every valid host → iframe message passes', () => {
  it.each([
    ['show', { type: 'show' }],
    ['hide', { type: 'hide' }],
    ['userInfo with an empty user', { type: 'userInfo', user: {} }],
    [
      'userInfo with every field',
      {
        type: 'userInfo',
        user: {
          userName: 'Ann',
          phone: '+1 555 0100',
          email: 'ann@example.com',
          params: { plan: 'gold', region: 'eu' },
          userId: 'u-1',
          userHash: 'abc123',
        },
      },
    ],
    ['locale en', { type: 'locale', locale: 'en' }],
    ['locale zh-TW', { type: 'locale', locale: 'zh-TW' }],
    ['locale en_US', { type: 'locale', locale: 'en_US' }],
    ['locale fil', { type: 'locale', locale: 'fil' }],
    ['visitor with an 8-character id', { type: 'visitor', visitorId: 'abcd1234' }],
    ['visitor with a 64-character id', { type: 'visitor', visitorId: 'a'.repeat(64) }],
    ['visitor with _ and -', { type: 'visitor', visitorId: 'A_b-C_d-09' }],
    [
      'page with url and title',
      { type: 'page', url: 'https://shop.example/boots?size=42#reviews', title: 'Trail boots' },
    ],
    ['page with an empty title', { type: 'page', url: 'https://shop.example/', title: '' }],
    [
      'page with a 2000-character url and a 300-character title',
      { type: 'page', url: 'https://s.example/' + 'a'.repeat(1982), title: 't'.repeat(300) },
    ],
    [
      'page with the referrer',
      { type: 'page', url: 'https://shop.example/', title: 'Shop', referrer: 'https://search.example/' },
    ],
  ])('rule: accepts %s', (_name, fields) => {
    expect(isHostToWidget(tag(fields))).toBe(true);
  });
});

describe('isHostToWidget: invalid messages are refused', () => {
  it('rule: refuses a message without source or with another source', () => {
    expect(isHostToWidget({ type: 'show' })).toBe(false);
    expect(isHostToWidget({ source: 'other', type: 'show' })).toBe(false);
  });

  it.each([['bogus'], ['ready'], ['toString'], ['__proto__'], ['constructor'], ['isPrototypeOf']])(
    'rule: refuses %j as type',
    (type) => {
      expect(isHostToWidget(tag({ type }))).toBe(false);
    },
  );

  it('rule: refuses an own __proto__ key as type even when JSON-parsed', () => {
    const data: unknown = JSON.parse('{"source":"chat-online","type":"__proto__","__proto__":{}}');
    expect(isHostToWidget(data)).toBe(false);
  });

  it.each([
    ['userInfo without user', { type: 'userInfo' }],
    ['userInfo with a null user', { type: 'userInfo', user: null }],
    ['userInfo with an array user', { type: 'userInfo', user: [] }],
    ['userInfo with a string user', { type: 'userInfo', user: 'Ann' }],
    ['userInfo with an unknown key', { type: 'userInfo', user: { userName: 'Ann', admin: 'yes' } }],
    ['userInfo with a non-string param', { type: 'userInfo', user: { params: { age: 30 } } }],
    ['userInfo with a number userName', { type: 'userInfo', user: { userName: 7 } }],
    ['locale without locale', { type: 'locale' }],
    ['locale with a number', { type: 'locale', locale: 1 }],
    ['locale with markup', { type: 'locale', locale: '<script>' }],
    ['locale with a path', { type: 'locale', locale: '../../etc' }],
    ['visitor without id', { type: 'visitor' }],
    ['visitor with a space in the id', { type: 'visitor', visitorId: 'abcd 1234' }],
    ['visitor with a too-short id', { type: 'visitor', visitorId: 'abc1234' }],
    ['visitor with a too-long id', { type: 'visitor', visitorId: 'a'.repeat(65) }],
    ['visitor with a number id', { type: 'visitor', visitorId: 12345678 }],
    ['page without url', { type: 'page', title: 'Shop' }],
    ['page without title', { type: 'page', url: 'https://shop.example/' }],
    ['page with a number url', { type: 'page', url: 42, title: 'Shop' }],
    ['page with an object title', { type: 'page', url: 'https://shop.example/', title: { text: 'Shop' } }],
    ['page with a null title', { type: 'page', url: 'https://shop.example/', title: null }],
    [
      'page with a url over 2000 characters',
      { type: 'page', url: 'https://s.example/' + 'a'.repeat(1983), title: 'Shop' },
    ],
    ['page with a title over 300 characters', { type: 'page', url: 'https://shop.example/', title: 't'.repeat(301) }],
    ['page with a number referrer', { type: 'page', url: 'https://shop.example/', title: 'Shop', referrer: 1 }],
    [
      'page with a referrer over 2000 characters',
      { type: 'page', url: 'https://shop.example/', title: 'Shop', referrer: 'r'.repeat(2001) },
    ],
  ])('rule: refuses %s', (_name, fields) => {
    expect(isHostToWidget(tag(fields))).toBe(false);
  });

  it.each([[null], [undefined], [[]], ['show'], [0]])('rule: refuses the non-object %j', (data) => {
    expect(isHostToWidget(data)).toBe(false);
  });
});

describe('isHostUser', () => {
  it('rule: accepts an object of known string fields and string params', () => {
    expect(isHostUser({})).toBe(true);
    expect(isHostUser({ userName: 'Ann', email: 'a@b.c', params: {} })).toBe(true);
    expect(isHostUser({ userId: 'u1', userHash: 'h', phone: '1', params: { a: 'b' } })).toBe(true);
  });

  it('rule: refuses an unknown key', () => {
    expect(isHostUser({ isAdmin: 'true' })).toBe(false);
    expect(isHostUser({ username: 'Ann' })).toBe(false);
    expect(isHostUser(JSON.parse('{"__proto__":"x"}'))).toBe(false);
  });

  it('rule: refuses a non-string field or param', () => {
    expect(isHostUser({ userName: 1 })).toBe(false);
    expect(isHostUser({ email: null })).toBe(false);
    expect(isHostUser({ params: { a: 1 } })).toBe(false);
    expect(isHostUser({ params: { a: null } })).toBe(false);
    expect(isHostUser({ params: { a: { nested: 'x' } } })).toBe(false);
  });

  it('rule: refuses params that are not a plain object', () => {
    expect(isHostUser({ params: ['a'] })).toBe(false);
    expect(isHostUser({ params: null })).toBe(false);
    expect(isHostUser({ params: 'a=b' })).toBe(false);
  });

  it('rule: refuses a field longer than 200 characters and a param longer than 2000', () => {
    expect(isHostUser({ userName: 'a'.repeat(200) })).toBe(true);
    expect(isHostUser({ userName: 'a'.repeat(201) })).toBe(false);
    expect(isHostUser({ params: { a: 'a'.repeat(2000) } })).toBe(true);
    expect(isHostUser({ params: { a: 'a'.repeat(2001) } })).toBe(false);
  });

  it('rule: refuses null, arrays and primitives', () => {
    expect(isHostUser(null)).toBe(false);
    expect(isHostUser(undefined)).toBe(false);
    expect(isHostUser([])).toBe(false);
    expect(isHostUser('Ann')).toBe(false);
  });
});

describe('isLocale', () => {
  it.each([['en'], ['zh'], ['fil'], ['zh-TW'], ['zh-Hant-TW'], ['en_US'], ['pt-BR']])('rule: accepts %j', (code) => {
    expect(isLocale(code)).toBe(true);
  });

  it.each([[''], ['e'], ['english'], ['en-'], ['en US'], ['en\n'], ['<b>'], ['a'.repeat(17)], [null], [1]])(
    'rule: refuses %j',
    (code) => {
      expect(isLocale(code)).toBe(false);
    },
  );

  it('rule: refuses a well-formed code longer than 16 characters', () => {
    expect(isLocale('zh-Hant-TW-x1234')).toBe(true);
    expect(isLocale('zh-Hant-TW-x12345')).toBe(false);
  });
});

describe('isColor', () => {
  it.each([['#fff'], ['#FFFFFF'], ['#1677ff80'], ['rgb(1,2,3)'], ['rgba(1, 2, 3, 0.5)'], ['rgb(10%, 20%, 30%)']])(
    'rule: accepts %j',
    (color) => {
      expect(isColor(color)).toBe(true);
    },
  );

  it.each([
    ['url(https://evil)'],
    ['red;background:url(x)'],
    ['#fff;background:url(x)'],
    ['rgb(1,2,3);background:url(x)'],
    ['rgb(1,2,3)\n'],
    ['expression(alert(1))'],
    ['var(--x)'],
    ['red'],
    ['#ggg'],
    ['#ff'],
    ['rgb()'],
    [''],
    ['rgb(' + '1,'.repeat(20) + '1)'],
    [null],
    [0xffffff],
  ])('rule: refuses %j', (color) => {
    expect(isColor(color)).toBe(false);
  });
});

describe('isVisitorId', () => {
  it.each([['abcd1234'], ['A_b-C_d-'], ['a'.repeat(64)], ['0123456789abcdef0123456789abcdef']])(
    'rule: accepts %j (8–64 of [A-Za-z0-9_-])',
    (id) => {
      expect(isVisitorId(id)).toBe(true);
    },
  );

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(65)],
    ['with a space', 'abcd 1234'],
    ['with a dot', 'abcd.1234'],
    ['with a slash', 'abcd/1234'],
    ['with a trailing newline', 'abcd1234\n'],
    ['with non-ASCII letters', 'abcdéfgh'],
    ['empty', ''],
    ['a number', 12345678],
    ['null', null],
  ])('rule: refuses an id %s', (_name, id) => {
    expect(isVisitorId(id)).toBe(false);
  });
});
