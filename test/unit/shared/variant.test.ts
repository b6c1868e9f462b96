import { isMobileUserAgent, pickVariant } from '@shared/variant';
import { describe, expect, it } from 'vitest';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('isMobileUserAgent', () => {
  it('rule: phone and tablet user agents are mobile', () => {
    for (const ua of [IPHONE, ANDROID, IPAD, FIREFOX_ANDROID]) expect(isMobileUserAgent(ua)).toBe(true);
  });

  it('rule: desktop user agents are not mobile', () => {
    for (const ua of [DESKTOP_CHROME, MAC_SAFARI, '']) expect(isMobileUserAgent(ua)).toBe(false);
  });
});

describe('pickVariant', () => {
  it('rule: touch-capable with a mobile user agent is mobile, at any width', () => {
    expect(pickVariant({ touch: true, userAgent: IPAD, width: 1366 })).toBe('mobile');
  });

  it('rule: touch-capable and narrower than 1024 is mobile, whatever the user agent', () => {
    expect(pickVariant({ touch: true, userAgent: MAC_SAFARI, width: 1023 })).toBe('mobile');
  });

  it('rule: touch-capable at exactly 1024 with a desktop user agent is desktop', () => {
    expect(pickVariant({ touch: true, userAgent: DESKTOP_CHROME, width: 1024 })).toBe('desktop');
  });

  it('rule: without touch it is desktop, even narrow or with a mobile user agent', () => {
    expect(pickVariant({ touch: false, userAgent: DESKTOP_CHROME, width: 400 })).toBe('desktop');
    expect(pickVariant({ touch: false, userAgent: IPHONE, width: 390 })).toBe('desktop');
  });
});
