import { describeDevice } from '@shared/userAgent';
import { describe, expect, it } from 'vitest';

// Real user-agent strings, as these browsers send them.
const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36 EdgA/120.0.2210.84',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230805 MMWEBID/5210 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('describeDevice: browser, system and kind of device, in words', () => {
  it.each([
    ['Chrome on Linux', UA.chromeLinux, 'Chrome 156 · Linux · desktop'],
    ['Chrome on Windows', UA.chromeWindows, 'Chrome 120 · Windows · desktop'],
    ['Chrome on a Mac', UA.chromeMac, 'Chrome 124 · macOS · desktop'],
    ['Chrome on a Chromebook', UA.chromeOs, 'Chrome 120 · ChromeOS · desktop'],
    ['Safari on an iPhone', UA.safariIphone, 'Safari 17 · iOS · phone'],
    ['Safari on a Mac', UA.safariMac, 'Safari 17 · macOS · desktop'],
    ['Firefox on Windows', UA.firefoxWindows, 'Firefox 128 · Windows · desktop'],
    ['Firefox on an Android phone', UA.firefoxAndroid, 'Firefox 128 · Android · phone'],
  ])('rule: %s', (_name, userAgent, words) => {
    expect(describeDevice(userAgent)).toBe(words);
  });

  it('rule: Edge says "Chrome" and "Safari" too, and is named Edge, on Windows and Android alike', () => {
    expect(describeDevice(UA.edgeWindows)).toBe('Edge 120 · Windows · desktop');
    expect(describeDevice(UA.edgeAndroid)).toBe('Edge 120 · Android · phone');
  });

  it('rule: Samsung Internet says "Chrome" too, and is named by its own version', () => {
    expect(describeDevice(UA.samsung)).toBe('Samsung Internet 23 · Android · phone');
  });

  it('rule: Opera and WeChat say "Chrome" too, and are named for themselves', () => {
    expect(describeDevice(UA.opera)).toBe('Opera 106 · Windows · desktop');
    expect(describeDevice(UA.wechat)).toBe('WeChat 8 · Android · phone');
  });

  it('rule: Chrome and Firefox on iOS (CriOS, FxiOS) are Chrome and Firefox, not Safari', () => {
    expect(describeDevice(UA.chromeIphone)).toBe('Chrome 120 · iOS · phone');
    expect(describeDevice(UA.firefoxIphone)).toBe('Firefox 121 · iOS · phone');
  });

  it("rule: Safari's version is its Version/ number, not the WebKit build after Safari/", () => {
    expect(describeDevice(UA.safariIphone)).toMatch(/^Safari 17 /);
  });

  it('rule: an Android device without "Mobile" is a tablet, with it a phone', () => {
    expect(describeDevice(UA.chromeAndroidTablet)).toBe('Chrome 120 · Android · tablet');
    expect(describeDevice(UA.chromeAndroidPhone)).toBe('Chrome 120 · Android · phone');
  });

  it('rule: an iPad is a tablet although its Safari says "Mobile"', () => {
    expect(describeDevice(UA.safariIpad)).toBe('Safari 17 · iOS · tablet');
  });

  it('rule: an iPhone is iOS although it says "like Mac OS X"', () => {
    expect(describeDevice(UA.safariIphone)).toContain(' · iOS · ');
  });

  it('rule: a headless Chrome (a program, not a person) says so', () => {
    expect(describeDevice(UA.headless)).toBe('Headless Chrome 140 · Linux · desktop');
  });

  it('rule: what cannot be told says so plainly', () => {
    expect(describeDevice(UA.curl)).toBe('Unknown browser · Unknown system · unknown device');
    expect(describeDevice('')).toBe('Unknown browser · Unknown system · unknown device');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64) SomeNewBrowser/1.0')).toBe(
      'Unknown browser · Linux · desktop',
    );
  });

  it('rule: a long hostile string is read quickly (no runaway pattern)', () => {
    const hostile = 'Version/1' + ' '.repeat(50_000) + 'Mozilla (' + 'Safari'.repeat(10_000);
    const started = performance.now();
    describeDevice(hostile);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
