// The visitor's time zone, for the agent (shared/localTime.ts). Naming it is the page's
// first use of Intl, 20–30 ms on a busy 2-core machine, which must not stand in front of the
// chat's first request: chatStart carries the zone this browser had on an earlier page, and
// the zone is read once the first screen has settled, then told with resetInfo (our
// `timeZone`) when chatStart did not say it, on a first visit or after travelling.
import { browserTimeZone, isTimeZoneName } from '@shared/localTime';
import { whenIdle } from '@shared/ui/whenIdle';
import { callVisitor } from '../api/client';
import { widgetStorage } from './storage';

const TIME_ZONE_KEY = 'chat-online:timeZone';
/** A second after the start, when the first screen has settled. */
const READ_AFTER_MS = 1000;

/** The zone an earlier page read, for chatStart; a stored value of another form is never sent. */
export function knownTimeZone(): string | undefined {
  const stored = widgetStorage.get<string>(TIME_ZONE_KEY);
  return isTimeZoneName(stored) ? stored : undefined;
}

let cancel: (() => void) | undefined;

/** Reads the zone when the page is idle, keeps it, and tells the server when it is not what chatStart said; a later start replaces a read still waiting. */
export function confirmTimeZone(said: string | undefined) {
  cancel?.();
  cancel = whenIdle(
    () => {
      const zone = browserTimeZone();
      if (!zone) return;
      widgetStorage.set(TIME_ZONE_KEY, zone);
      if (zone != said) callVisitor('resetInfo', { timeZone: zone }).catch(() => undefined);
    },
    { afterMs: READ_AFTER_MS },
  );
}
