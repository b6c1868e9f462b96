// The times of a transcript as the visitor reads them: their calendar and clock (Intl in the
// mail's locale) in their time zone, UTC when it is missing or unknown to the runtime. A bad
// zone or time never throws: a mail is not lost to a date.
import { isTimeZone } from '@shared/channelRules';

export interface TranscriptClock {
  /** The IANA zone the times are in, as the runtime names it ("UTC", "Asia/Tokyo"). */
  zone: string;
  /** The day of an instant ('' for an instant Intl cannot show). */
  day(at: number): string;
  /** The time of day of an instant ('' for an instant Intl cannot show). */
  time(at: number): string;
}

/** The BCP 47 tag of a spec locale: `tw` is the spec's Traditional Chinese, not Twi. */
export const localeTag = (locale: string): string => (locale == 'tw' ? 'zh-TW' : locale);

const safely = (format: Intl.DateTimeFormat) => (at: number) => {
  try {
    return Number.isFinite(at) ? format.format(at) : '';
  } catch {
    return '';
  }
};

export function transcriptClock(locale: string, timeZone: string | undefined): TranscriptClock {
  const asked = timeZone?.trim();
  const zone = asked && isTimeZone(asked) ? asked : 'UTC';
  const tag = localeTag(locale);
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: zone });
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: zone });
  return { zone: day.resolvedOptions().timeZone, day: safely(day), time: safely(time) };
}
