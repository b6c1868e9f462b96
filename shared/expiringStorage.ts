// Local storage whose items carry an optional expiry in ms from the time they were set.
// Storage may be missing or throw (Safari private mode, Brave, a sandboxed or partitioned
// frame): then the items live in memory for the page's lifetime instead, so callers
// never need a try/catch and never lose what they just wrote.

interface StoredItem<T> {
  /** the value */
  v: T;
  /** start time, ms since the epoch */
  s: number;
  /** expiry in ms from the start time; absent means never */
  e?: number;
}

export interface ExpiringStorage {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, expiryMs?: number): void;
  remove(key: string): void;
}

export interface ListedStorage extends ExpiringStorage {
  /** The keys that start with the prefix, stored or kept in memory, in no particular order. */
  keys(prefix: string): string[];
  /** Items kept elsewhere (raw, as stored), into memory where this storage has none of them; whether any was new. */
  adopt(items: Record<string, string>): boolean;
}

/** Told of each item storage refused, and of its removal (no `raw`): to keep it elsewhere. */
export type Mirror = (key: string, raw?: string) => void;

/** The value of a stored item, or undefined when absent, expired or not ours. */
export function readItem<T>(raw: string | null | undefined, now: number): T | undefined {
  if (!raw) return undefined;
  try {
    const item = JSON.parse(raw) as StoredItem<T>;
    // Without a numeric start time it is not one of ours.
    if (typeof item?.s == 'number' && (item.e === undefined || now - item.s <= item.e)) return item.v;
  } catch {
    // A foreign or corrupted value is treated as absent.
  }
  return undefined;
}

/** One read, without the machinery: for the loader's first, tiny script. */
export function peekItem<T>(backing: () => Storage, key: string): T | undefined {
  try {
    return readItem<T>(backing().getItem(key), Date.now());
  } catch {
    return undefined;
  }
}

type Backing = () => Storage | null | undefined;

/** Runs work on the storage, or answers undefined when there is none or it throws. */
const attemptOn =
  (backing: Backing) =>
  <R>(work: (storage: Storage) => R): R | undefined => {
    try {
      const storage = backing();
      return storage ? work(storage) : undefined;
    } catch {
      return undefined;
    }
  };

/** `memory` holds what storage refused; a listed storage passes its own, to list it too. */
export function createExpiringStorage(
  backing: Backing,
  now: () => number = Date.now,
  memory = new Map<string, string>(),
): ExpiringStorage {
  const attempt = attemptOn(backing);

  const remove = (key: string) => {
    memory.delete(key);
    attempt((storage) => storage.removeItem(key));
  };

  return {
    get<T>(key: string) {
      const raw = memory.get(key) ?? attempt((storage) => storage.getItem(key));
      const value = readItem<T>(raw, now());
      if (raw && value === undefined) remove(key);
      return value;
    },
    set<T>(key: string, value: T, expiryMs?: number) {
      const raw = JSON.stringify({ v: value, s: now(), e: expiryMs } satisfies StoredItem<T>);
      if (attempt((storage) => (storage.setItem(key, raw), true))) memory.delete(key);
      else memory.set(key, raw);
    },
    remove,
  };
}

/**
 * An expiring storage that lists its keys too, and tells `mirror` what only its memory holds
 * (kept apart: the loader, which needs neither, stays small).
 */
export function createListedStorage(backing: Backing, now: () => number = Date.now, mirror?: Mirror): ListedStorage {
  const memory = new Map<string, string>();
  const storage = createExpiringStorage(backing, now, memory);
  return {
    ...storage,
    set(key, value, expiryMs) {
      storage.set(key, value, expiryMs);
      const raw = memory.get(key);
      if (raw !== undefined) mirror?.(key, raw);
    },
    remove(key) {
      const inMemory = memory.has(key);
      storage.remove(key);
      if (inMemory) mirror?.(key);
    },
    keys(prefix) {
      const found = new Set([...memory.keys()].filter((key) => key.startsWith(prefix)));
      attemptOn(backing)((stored) => {
        for (let index = 0; index < stored.length; index++) {
          const key = stored.key(index);
          if (key?.startsWith(prefix)) found.add(key);
        }
      });
      return [...found];
    },
    adopt(items) {
      let adopted = false;
      for (const [key, raw] of Object.entries(items))
        if (!memory.has(key) && storage.get(key) === undefined) {
          memory.set(key, raw);
          adopted = true;
        }
      return adopted;
    },
  };
}
