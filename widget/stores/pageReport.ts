// Where the visitor is on the host page, told to the server for the agent. The first page
// goes with chatStart; later ones with resetInfo (page, pageTitle) while there is a session,
// at most once every PAGE_REPORT_EVERY_MS: the latest page wins and the last one is always
// told, so a visitor clicking through a shop costs a call a second and the agent still sees
// where they stopped.

import { PAGE_REPORT_EVERY_MS, PAGE_REPORT_RETRY_MAX_MS } from '@shared/constants';
import type { HostPage } from '@shared/protocol';
import type { ReadableAtom } from 'nanostores';
import { ApiError, callVisitor } from '../api/client';
import { $hostPage } from './host';

const keyOf = (page: HostPage) => page.url + '\n' + page.title;

/** The page the server has from this tab, as far as it knows. */
let reported: string | undefined;
let lastCallAt = -Infinity;
let failures = 0;

/**
 * What chatStart says of where the visitor is. Embedded, that is the host page the loader
 * told (the iframe's own referrer is that page cut to its origin by the default referrer
 * policy), and `refer` the outside page that led the visitor to the site, which only the
 * host page can see. Before the loader has told it, and in a window of its own, the
 * widget's referrer is the best there is: the page the visitor came from. A page told
 * later is reported when the session has started.
 */
export function pageForChatStart(): { previousUrl?: string; pageTitle?: string; refer?: string } {
  const page = $hostPage.get();
  if (!page) return document.referrer ? { previousUrl: document.referrer.slice(0, 2000) } : {};
  reported = keyOf(page);
  return { previousUrl: page.url, pageTitle: page.title, ...(page.referrer && { refer: page.referrer }) };
}

/** A refusal (400, 403…) would be refused again; the network, a 5xx or a 429 may pass later. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError && error.code >= 400 && error.code < 500 && error.code != 429);

/** Reports each new host page while `session` holds one; the function returned stops it. */
export function reportPageChanges(session: ReadableAtom<unknown>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  reported = undefined;
  lastCallAt = -Infinity;
  failures = 0;

  async function report() {
    timer = undefined;
    const page = $hostPage.get();
    if (!page || !session.get() || keyOf(page) == reported) return;
    const key = (reported = keyOf(page));
    lastCallAt = Date.now();
    try {
      await callVisitor('resetInfo', { page: page.url, pageTitle: page.title });
      failures = 0;
    } catch (error) {
      // A newer page may have been told meanwhile: only this one is not known to be there.
      if (reported == key) reported = undefined;
      if (!worthRetrying(error)) return;
      failures++;
      schedule();
    }
  }

  /** One report waits at a time; it tells whatever page is the latest when it goes. */
  function schedule() {
    if (timer) return;
    const every = Math.min(PAGE_REPORT_EVERY_MS * 2 ** failures, PAGE_REPORT_RETRY_MAX_MS);
    timer = setTimeout(() => void report(), Math.max(0, lastCallAt + every - Date.now()));
  }

  const stops = [$hostPage.listen(schedule), session.listen(schedule)];
  return () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
}
