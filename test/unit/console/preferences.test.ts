// This browser's alert preferences: sound on and desktop notifications off by default, kept
// in local storage (and working when the storage throws), notifications on only with the
// browser's permission, asked for once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNotification } from './fakeNotification';

const KEY = 'chat-online-console-preferences';
/** The store as a freshly loaded console reads it. */
const loadStore = async () => {
  vi.resetModules();
  return import('@console/stores/preferences');
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('alert preferences', () => {
  it('start with the sound on and desktop notifications off', async () => {
    const store = await loadStore();
    expect(store.$preferences.get()).toEqual({ sound: true, desktopNotifications: false });
  });

  it('are kept in local storage: a console loaded later has them', async () => {
    fakeNotification('granted');
    const first = await loadStore();
    first.setSound(false);
    await first.setDesktopNotifications(true);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ sound: false, desktopNotifications: true });
    const later = await loadStore();
    expect(later.$preferences.get()).toEqual({ sound: false, desktopNotifications: true });
  });

  it('an unreadable saved value leaves each switch it spoils at its default', async () => {
    localStorage.setItem(KEY, 'not json {');
    expect((await loadStore()).$preferences.get()).toEqual({ sound: true, desktopNotifications: false });
    localStorage.setItem(KEY, JSON.stringify({ sound: 'no', desktopNotifications: 1 }));
    expect((await loadStore()).$preferences.get()).toEqual({ sound: true, desktopNotifications: false });
    localStorage.setItem(KEY, JSON.stringify({ sound: false }));
    expect((await loadStore()).$preferences.get()).toEqual({ sound: false, desktopNotifications: false });
  });

  it('storage that throws on every read and write: the defaults, and changes kept for the page', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    const store = await loadStore();
    expect(store.$preferences.get()).toEqual({ sound: true, desktopNotifications: false });
    store.setSound(false);
    expect(store.$preferences.get().sound).toBe(false);
  });

  it('storage the page may not even look up (the getter throws): the defaults, and changes kept for the page', async () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const store = await loadStore();
      expect(store.$preferences.get()).toEqual({ sound: true, desktopNotifications: false });
      store.setSound(false);
      expect(store.$preferences.get().sound).toBe(false);
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });
});

describe('turning desktop notifications on', () => {
  it('asks the browser once when it was never asked; granted, they are on', async () => {
    const { FakeNotification } = fakeNotification('default', 'granted');
    const store = await loadStore();
    await store.setDesktopNotifications(true);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(store.$preferences.get().desktopNotifications).toBe(true);
    expect(store.$notificationRefusal.get()).toBeUndefined();
    // Off and on again: the permission is there, nothing is asked.
    await store.setDesktopNotifications(false);
    expect(store.$preferences.get().desktopNotifications).toBe(false);
    await store.setDesktopNotifications(true);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(store.$preferences.get().desktopNotifications).toBe(true);
  });

  it('while the browser asks, they are not on yet, and the store says it is asking', async () => {
    const { FakeNotification } = fakeNotification('default');
    let answer: (permission: NotificationPermission) => void = () => {};
    FakeNotification.requestPermission.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const store = await loadStore();
    const turning = store.setDesktopNotifications(true);
    expect(store.$askingPermission.get()).toBe(true);
    expect(store.$preferences.get().desktopNotifications).toBe(false);
    answer('granted');
    await turning;
    expect(store.$askingPermission.get()).toBe(false);
    expect(store.$preferences.get().desktopNotifications).toBe(true);
  });

  it('the agent refuses when asked: they stay off, and the store says the browser blocks them', async () => {
    const { FakeNotification } = fakeNotification('default', 'denied');
    const store = await loadStore();
    await store.setDesktopNotifications(true);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(store.$preferences.get().desktopNotifications).toBe(false);
    expect(store.$notificationRefusal.get()).toBe('denied');
    expect(JSON.parse(localStorage.getItem(KEY)!).desktopNotifications).toBe(false);
  });

  it('refused before: nothing is asked (the browser would not ask again); they stay off, saying so', async () => {
    const { FakeNotification } = fakeNotification('denied');
    const store = await loadStore();
    await store.setDesktopNotifications(true);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(store.$preferences.get().desktopNotifications).toBe(false);
    expect(store.$notificationRefusal.get()).toBe('denied');
  });

  it('the question closed without an answer: they stay off, and asking again is possible', async () => {
    fakeNotification('default', 'default');
    const store = await loadStore();
    await store.setDesktopNotifications(true);
    expect(store.$preferences.get().desktopNotifications).toBe(false);
    expect(store.$notificationRefusal.get()).toBe('dismissed');
  });

  it('a browser without notifications: they stay off, saying the browser cannot', async () => {
    vi.stubGlobal('Notification', undefined);
    const store = await loadStore();
    await store.setDesktopNotifications(true);
    expect(store.$preferences.get().desktopNotifications).toBe(false);
    expect(store.$notificationRefusal.get()).toBe('unsupported');
  });

  it('saved on, but the permission was taken back in the browser since: off', async () => {
    localStorage.setItem(KEY, JSON.stringify({ sound: true, desktopNotifications: true }));
    fakeNotification('denied');
    expect((await loadStore()).$preferences.get().desktopNotifications).toBe(false);
  });
});
