// The host page reaches the server: with chatStart first, then resetInfo at most once a
// second, the latest page winning and the last one never lost.

import { PAGE_REPORT_EVERY_MS } from '@shared/constants';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));

const { $hostPage } = await import('@widget/stores/host');
const { pageForChatStart, reportPageChanges } = await import('@widget/stores/pageReport');

const $session = atom<object | undefined>(undefined);
let stop: () => void;

const shopPage = (path: string, title = path) => ({ url: 'https://shop.example' + path, title });
const reports = () => calls.filter((call) => call.call == 'resetInfo').map((call) => call.body);

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  fake.answer = () => ({});
  $hostPage.set(undefined);
  $session.set(undefined);
  stop = reportPageChanges($session);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** The session starts as startSession does: chatStart's fields, then the session. */
function sessionStarts() {
  const fields = pageForChatStart();
  $session.set({ token: 't' });
  return fields;
}

describe('page reports', () => {
  it('rule: before a session nothing is called; the page goes with chatStart, and is not told again', async () => {
    $hostPage.set({ ...shopPage('/boots', 'Trail boots'), referrer: 'https://search.example/' });
    await vi.advanceTimersByTimeAsync(5 * PAGE_REPORT_EVERY_MS);
    expect(reports()).toEqual([]);
    expect(sessionStarts()).toEqual({
      previousUrl: 'https://shop.example/boots',
      pageTitle: 'Trail boots',
      refer: 'https://search.example/',
    });
    await vi.advanceTimersByTimeAsync(5 * PAGE_REPORT_EVERY_MS);
    expect(reports()).toEqual([]);
  });

  it('rule: a page told after chatStart (which did not know it) is reported once the session is there', async () => {
    sessionStarts();
    $hostPage.set(shopPage('/cart', 'Cart'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reports()).toEqual([{ page: 'https://shop.example/cart', pageTitle: 'Cart' }]);
  });

  it('rule: at most one report a second; within it the latest page wins and the last is never dropped', async () => {
    sessionStarts();
    $hostPage.set(shopPage('/a'));
    await vi.advanceTimersByTimeAsync(0);
    $hostPage.set(shopPage('/b'));
    $hostPage.set(shopPage('/c'));
    await vi.advanceTimersByTimeAsync(PAGE_REPORT_EVERY_MS / 2);
    $hostPage.set(shopPage('/d'));
    expect(reports().map((body) => body.page)).toEqual(['https://shop.example/a']);
    await vi.advanceTimersByTimeAsync(PAGE_REPORT_EVERY_MS / 2);
    expect(reports().map((body) => body.page)).toEqual(['https://shop.example/a', 'https://shop.example/d']);
    await vi.advanceTimersByTimeAsync(10 * PAGE_REPORT_EVERY_MS);
    expect(reports()).toHaveLength(2);
  });

  it('rule: the same page again is not reported; a new title on the same URL is', async () => {
    sessionStarts();
    $hostPage.set(shopPage('/a', 'A'));
    await vi.advanceTimersByTimeAsync(PAGE_REPORT_EVERY_MS);
    $hostPage.set(shopPage('/a', 'A'));
    await vi.advanceTimersByTimeAsync(PAGE_REPORT_EVERY_MS);
    $hostPage.set(shopPage('/a', 'A, on sale'));
    await vi.advanceTimersByTimeAsync(PAGE_REPORT_EVERY_MS);
    expect(reports()).toEqual([
      { page: 'https://shop.example/a', pageTitle: 'A' },
      { page: 'https://shop.example/a', pageTitle: 'A, on sale' },
    ]);
  });

  it('rule: a report the network lost is tried again, later each time, until it passes', async () => {
    sessionStarts();
    let failing = 2;
    fake.answer = () => {
      if (failing-- > 0) throw new ApiError(0, 'network error');
      return {};
    };
    $hostPage.set(shopPage('/a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reports()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * PAGE_REPORT_EVERY_MS);
    expect(reports()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * PAGE_REPORT_EVERY_MS);
    expect(reports()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * PAGE_REPORT_EVERY_MS);
    expect(reports()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60 * PAGE_REPORT_EVERY_MS);
    expect(reports()).toHaveLength(3);
  });

  it('rule: a report the server refused (400) is not sent again', async () => {
    sessionStarts();
    fake.answer = () => {
      throw new ApiError(400, 'page: must NOT have more than 2000 characters');
    };
    $hostPage.set(shopPage('/a'));
    await vi.advanceTimersByTimeAsync(60 * PAGE_REPORT_EVERY_MS);
    expect(reports()).toHaveLength(1);
  });

  it('rule: without a page from the host, chatStart carries the widget’s referrer, as before', () => {
    expect(pageForChatStart()).toEqual(document.referrer ? { previousUrl: document.referrer } : {});
  });
});
