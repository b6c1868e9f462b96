// The browser's Notification, faked: a permission, the answer the agent gives when asked,
// and every notification shown.
import { vi } from 'vitest';

export function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: FakeNotification[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(
      readonly title: string,
      readonly options: NotificationOptions = {},
    ) {
      shown.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { FakeNotification, shown };
}
