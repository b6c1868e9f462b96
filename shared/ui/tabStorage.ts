// This tab's storage (sessionStorage): it outlives a reload, not the tab. Where the browser
// blocks it (storage off, some third-party frames), items live in the page's memory instead.
import { createExpiringStorage } from '../expiringStorage';

export const tabStorage = createExpiringStorage(() => sessionStorage);

/** Keeps `value`, or removes the item when it is empty. */
export const keepInTab = (key: string, value: string) => (value ? tabStorage.set(key, value) : tabStorage.remove(key));
