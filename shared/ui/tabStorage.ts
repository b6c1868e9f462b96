// This tab's storage (sessionStorage): it outlives a reload, not the tab. A browser that blocks
// it (storage off, some third-party frames) throws on the first touch: then there is none.
export function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Writes `value`, or removes the item when it is empty; a full or blocked storage keeps nothing, quietly. */
export function keepInTab(key: string, value: string): void {
  try {
    if (value) tabStorage()?.setItem(key, value);
    else tabStorage()?.removeItem(key);
  } catch {
    // full (a quota) or blocked: the value lives in memory only, as before
  }
}
