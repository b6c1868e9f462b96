// The visitor's time zone, for the agent (shared/localTime.ts). Naming it is the page's
// first use of Intl, 20–30 ms on a busy 2-core machine, which must not stand in front of the
// chat's first request: chatStart carries the zone this browser had on an earlier page, and
// the zone is read once the first screen has settled, then told with resetInfo (our
// `timeZone`) when chatStart did not say it, on a first visit or after travelling.
import { browserTimeZone, isTimeZoneName } from '../../shared/localTime';
import { callVisitor } from '../api/client';
import { widgetStorage } from './storage';

const TIME_ZONE_KEY = 'chat-online:timeZone';
/** After the first screen: a second, then the first idle moment (or two seconds more). */
const READ_AFTER_MS = 1000;
const IDLE_TIMEOUT_MS = 2000;

/** The zone an earlier page read, for chatStart; a stored value of another form is never sent. */
export function knownTimeZone(): string | undefined {
  const stored = widgetStorage.get<string>(TIME_ZONE_KEY);
  return isTimeZoneName(stored) ? stored : undefined;
}

let reading: ReturnType<typeof setTimeout> | undefined;

/** Reads the zone when the page is idle, keeps it, and tells the server when it is not what chatStart said. */
export function confirmTimeZone(said: string | undefined) {
  clearTimeout(reading);
  reading = setTimeout(() => {
    const read = async () => {
      const zone = browserTimeZone();
      if (!zone) return;
      widgetStorage.set(TIME_ZONE_KEY, zone);
      if (zone != said) await callVisitor('resetInfo', { timeZone: zone }).catch(() => undefined);
    };
    if (typeof requestIdleCallback == 'function') requestIdleCallback(() => void read(), { timeout: IDLE_TIMEOUT_MS });
    else void read();
  }, READ_AFTER_MS);
}
