import { MAX_UNREAD_SHOWN } from './constants';

/** The badge stays a short pill: nothing below one, then the count, then "99+". */
export function unreadBadgeText(count: number): string {
  const whole = Math.floor(count);
  // Written as "not above zero" so NaN also shows no badge.
  if (!(whole > 0)) return '';
  return whole > MAX_UNREAD_SHOWN ? `${MAX_UNREAD_SHOWN}+` : String(whole);
}
