import { readEmbedding } from '@widget/host/embedding';
import { describe, expect, it } from 'vitest';

const HOST = 'https://shop.example.com';
const withHost = (host: string) => `?from=iframe&host=${encodeURIComponent(host)}`;

/** hostOrigin is either absent or an origin exactly: scheme, host and optional port, nothing else. */
const isOriginOrAbsent = (value: string | undefined) =>
  value === undefined || (/^https?:\/\/[^/?#@\s]+$/.test(value) && new URL(value).origin === value);

describe('readEmbedding: whether the widget is embedded', () => {
  it('rule: from=iframe and framed is embedded', () => {
    expect(readEmbedding(withHost(HOST), true, '').embedded).toBe(true);
  });

  it('rule: from=iframe but not framed is not embedded, and has no host origin', () => {
    expect(readEmbedding(withHost(HOST), false, `${HOST}/page`)).toEqual({ embedded: false });
  });

  it('rule: framed without from=iframe is not embedded, and has no host origin', () => {
    expect(readEmbedding(`?host=${encodeURIComponent(HOST)}`, true, `${HOST}/page`)).toEqual({ embedded: false });
    expect(readEmbedding('', true, `${HOST}/page`)).toEqual({ embedded: false });
  });

  it.each([['?from=IFRAME'], ['?from=iframes'], ['?from='], ['?from=web'], ['?frm=iframe']])(
    'rule: %s is not from=iframe',
    (search) => {
      expect(readEmbedding(search, true, `${HOST}/page`)).toEqual({ embedded: false });
    },
  );

  it('rule: the search string may come with or without its leading ?', () => {
    expect(readEmbedding(`from=iframe&host=${encodeURIComponent(HOST)}`, true, '')).toEqual({
      embedded: true,
      hostOrigin: HOST,
    });
  });
});

describe('readEmbedding: the host origin from `host`', () => {
  it.each([['https://shop.example.com'], ['http://localhost:8081'], ['https://a.com:8443'], ['http://127.0.0.1:3000']])(
    'rule: %s, exactly an http(s) origin, is taken as is',
    (host) => {
      expect(readEmbedding(withHost(host), true, '')).toEqual({ embedded: true, hostOrigin: host });
    },
  );

  it('rule: `host` wins over the referrer', () => {
    expect(readEmbedding(withHost(HOST), true, 'https://other.example/page').hostOrigin).toBe(HOST);
  });

  it.each([
    ['a URL with a path', 'https://a.com/path'],
    ['an origin with a trailing slash', 'https://a.com/'],
    ['a URL with a query', 'https://a.com?x=1'],
    ['a URL with a fragment', 'https://a.com#x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a file: URL', 'file:///etc/passwd'],
    ['an ftp: origin', 'ftp://a.com'],
    ['userinfo before the host', 'https://a.com@evil.com'],
    ['user and password', 'https://user:pw@a.com'],
    ['the default port spelled out', 'https://a.com:443'],
    ['upper case', 'HTTPS://A.COM'],
    ['a bare host name', 'a.com'],
    ['a protocol-relative URL', '//a.com'],
    ['the opaque origin', 'null'],
    ['a wildcard', '*'],
    ['surrounding spaces', ' https://a.com '],
  ])('rule: %s is not a host origin (%s)', (_name, host) => {
    const { embedded, hostOrigin } = readEmbedding(withHost(host), true, 'https://referrer.example/page');
    expect(embedded).toBe(true);
    expect(hostOrigin).toBeUndefined();
  });

  it.each([
    ['https://a.com/path'],
    ['javascript:alert(1)'],
    ['https://a.com@evil.com'],
    ['https://a.com\\@evil.com'],
    ['https://evil.com\\.a.com'],
    ['https://a.com%2F@evil.com'],
    ['http://[::1]:80'],
    ['https://xn--bcher-kva.de'],
    ['https://bücher.de'],
  ])('rule: whatever %j gives, the host origin is absent or exactly an origin', (host) => {
    const { hostOrigin } = readEmbedding(withHost(host), true, '');
    expect(isOriginOrAbsent(hostOrigin)).toBe(true);
    if (hostOrigin !== undefined) expect(hostOrigin).toBe(host);
  });
});

describe('readEmbedding: the referrer as fallback', () => {
  it("rule: without `host`, the referrer's origin is the host origin", () => {
    expect(readEmbedding('?from=iframe', true, 'https://shop.example.com/cart?id=1#top')).toEqual({
      embedded: true,
      hostOrigin: 'https://shop.example.com',
    });
    expect(readEmbedding('?from=iframe', true, 'http://localhost:8081/').hostOrigin).toBe('http://localhost:8081');
  });

  it("rule: the referrer's origin drops userinfo and the default port", () => {
    expect(readEmbedding('?from=iframe', true, 'https://u:p@a.com:443/x').hostOrigin).toBe('https://a.com');
  });

  it('rule: an empty `host` falls back to the referrer', () => {
    expect(readEmbedding('?from=iframe&host=', true, 'https://a.com/x').hostOrigin).toBe('https://a.com');
  });

  it('rule: an invalid `host` does not fall back to the referrer', () => {
    expect(readEmbedding(withHost('https://a.com/path'), true, 'https://b.com/x').hostOrigin).toBeUndefined();
  });

  it.each([[''], ['not a url'], ['javascript:alert(1)'], ['about:blank'], ['data:text/html,x']])(
    'rule: a referrer %j gives no host origin',
    (referrer) => {
      expect(readEmbedding('?from=iframe', true, referrer)).toEqual({ embedded: true, hostOrigin: undefined });
    },
  );
});
