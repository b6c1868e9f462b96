// The visitor's own clock, for the agent: the widget sends its IANA time zone at chatStart,
// the console shows the time there now ("14:05 (Europe/Berlin)").

/**
 * What a time zone name may look like ("Europe/Berlin", "America/Argentina/Buenos_Aires",
 * "Etc/GMT+5", "UTC"). The server checks the form only: a zone newer than its own tz data
 * must not cost a visitor the chat. The widget sends nothing that fails it.
 */
export const TIME_ZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+/-]{0,63}$';

const TIME_ZONE_FORM = new RegExp(TIME_ZONE_PATTERN);

export const isTimeZoneName = (value: unknown): value is string =>
  typeof value == 'string' && TIME_ZONE_FORM.test(value);

/** The zone this browser runs in, when it has a name of that form. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZoneName(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "HH:mm (zone)" at `now` in the visitor's zone; a 24-hour clock, as every time of the
 * console. A zone this browser does not know shows the zone alone.
 */
export function localTimeIn(timeZone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const part = (type: string) => parts.find((entry) => entry.type == type)?.value;
    return `${part('hour')}:${part('minute')} (${timeZone})`;
  } catch {
    return timeZone;
  }
}
