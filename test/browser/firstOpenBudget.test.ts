// The budget of a cold first open, every byte counted: a new browser profile on the demo shop
// (127.0.0.1, the widget on localhost: cross-site), a click on the bubble, and every request
// until the composer is ready, with the bytes its body took on the wire (test/bench/firstOpenBench.ts,
// which `npm run bench` runs too, with the time it took). No timing is asserted here.

import { describe, expect, it } from 'vitest';
import { firstOpenBench } from '../bench/firstOpenBench';
import { BUDGETS } from '../budgets';

describe('a cold first open', () => {
  it(`transfers at most ${BUDGETS.firstOpen.bytes} B in at most ${BUDGETS.firstOpen.requests} requests, DOMPurify not among them`, async () => {
    const open = await firstOpenBench(1);
    if (!open) throw new Error('Chromium not found: install it with apt-get install -y chromium');
    const requests = open.byRequest.map(({ url, bytes }) => `${url} ${bytes} B`).join(', ');
    expect(open.bytes, requests).toBeLessThanOrEqual(BUDGETS.firstOpen.bytes);
    expect(open.requests, requests).toBeLessThanOrEqual(BUDGETS.firstOpen.requests);
    // Chromium sanitises the first rich text itself (docs/decisions.md#rich-text-without-waiting-for-dompurify).
    expect(open.byRequest.map(({ url }) => url).filter((url) => /purify/.test(url))).toEqual([]);
    // What is counted is what the first screen needs: the chat page, its code, styles, texts and the session.
    expect(
      open.byRequest.map(({ url }) => url),
      requests,
    ).toEqual(
      expect.arrayContaining([
        '/chat_online/index',
        expect.stringMatching(/^\/chat_online\/assets\/main-.*\.js$/),
        expect.stringMatching(/\.css$/),
        '/api/chat/visitor/chatStart',
      ]),
    );
  });
});
