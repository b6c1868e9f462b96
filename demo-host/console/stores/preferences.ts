// How this browser tells the agent a visitor wrote: a sound (on unless turned off) and desktop
// notifications (off until turned on, which needs the browser's permission). Kept in local
// storage, per browser; storage that is blocked or full leaves them for this page only.
import { atom } from 'nanostores';

export interface Preferences {
  sound: boolean;
  desktopNotifications: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = { sound: true, desktopNotifications: false };

/** Why desktop notifications stayed off. */
export type NotificationRefusal = 'unsupported' | 'denied' | 'dismissed';

const KEY = 'chat-online-console-preferences';

/** The storage, when the page may have it at all (a sandbox or a privacy setting may refuse even the lookup). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const notificationPermission = (): NotificationPermission | undefined =>
  typeof Notification == 'undefined' ? undefined : Notification.permission;

/** What was saved, each switch read on its own; anything unreadable is its default. */
function readSaved(): Preferences {
  let saved: Partial<Record<keyof Preferences, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    if (parsed && typeof parsed == 'object') saved = parsed;
  } catch {
    // unreadable: the defaults
  }
  const choose = (key: keyof Preferences) => (typeof saved[key] == 'boolean' ? saved[key] : DEFAULT_PREFERENCES[key]);
  // A permission taken back in the browser's settings since turns them off.
  return {
    sound: choose('sound'),
    desktopNotifications: choose('desktopNotifications') && notificationPermission() == 'granted',
  };
}

export const $preferences = atom<Preferences>(readSaved());
/** Set when the agent turned desktop notifications on and they stayed off; cleared by the next change. */
export const $notificationRefusal = atom<NotificationRefusal | undefined>(undefined);
/** The browser is asking the agent for the permission: they are not on until it is given. */
export const $askingPermission = atom(false);

function change(next: Partial<Preferences>) {
  const preferences = { ...$preferences.get(), ...next };
  $preferences.set(preferences);
  try {
    storage()?.setItem(KEY, JSON.stringify(preferences));
  } catch {
    // blocked or full: kept for this page only
  }
}

export const setSound = (on: boolean) => change({ sound: on });

/**
 * Turning them on asks the browser's permission when it was never given nor refused (the
 * browser asks once); without it they stay off and $notificationRefusal says why.
 */
export async function setDesktopNotifications(on: boolean): Promise<void> {
  $notificationRefusal.set(undefined);
  if (!on) return change({ desktopNotifications: false });
  let permission = notificationPermission();
  if (permission == 'default') {
    $askingPermission.set(true);
    try {
      permission = await Notification.requestPermission();
    } catch {
      permission = 'denied';
    } finally {
      $askingPermission.set(false);
    }
  }
  if (permission == 'granted') return change({ desktopNotifications: true });
  $notificationRefusal.set(permission === undefined ? 'unsupported' : permission == 'denied' ? 'denied' : 'dismissed');
  change({ desktopNotifications: false });
}
