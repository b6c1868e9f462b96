import { createExpiringStorage, createListedStorage, peekItem, readItem } from '@shared/expiringStorage';
import { beforeEach, describe, expect, it } from 'vitest';

/** A plain in-memory `Storage`. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  [name: string]: unknown;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** A `Storage` whose writes throw while `full` is set, as with a full quota or Safari private mode. */
class QuotaStorage extends MemoryStorage {
  full = true;
  override setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

/** Like reading `localStorage` in a sandboxed frame: the getter itself throws. */
const throwingBacking = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

let clock = 0;
const now = () => clock;

beforeEach(() => {
  clock = 1_000_000;
});

describe('createExpiringStorage: expiry', () => {
  it('rule: an item with an expiry is returned until its start time + expiry', () => {
    const backing = new MemoryStorage();
    const storage = createExpiringStorage(() => backing, now);
    storage.set('token', 'abc', 60_000);
    expect(storage.get('token')).toBe('abc');
    clock += 30_000;
    expect(storage.get('token')).toBe('abc');
    clock += 30_000; // exactly start + expiry
    expect(storage.get('token')).toBe('abc');
  });

  it('rule: an item with an expiry is gone after its start time + expiry, and removed from storage', () => {
    const backing = new MemoryStorage();
    const storage = createExpiringStorage(() => backing, now);
    storage.set('token', 'abc', 60_000);
    clock += 60_001;
    expect(storage.get('token')).toBeUndefined();
    expect(backing.getItem('token')).toBeNull();
    clock -= 60_001; // no resurrection when the clock goes back: it was removed
    expect(storage.get('token')).toBeUndefined();
  });

  it('rule: an item without expiry never expires', () => {
    const backing = new MemoryStorage();
    const storage = createExpiringStorage(() => backing, now);
    storage.set('visitor', { id: 'v1' });
    clock += 10 * 365 * 24 * 3600 * 1000;
    expect(storage.get('visitor')).toEqual({ id: 'v1' });
  });

  it('rule: setting again restarts the expiry from the new start time', () => {
    const backing = new MemoryStorage();
    const storage = createExpiringStorage(() => backing, now);
    storage.set('k', 1, 1000);
    clock += 900;
    storage.set('k', 2, 1000);
    clock += 900;
    expect(storage.get('k')).toBe(2);
  });

  it('rule: values of any JSON type round-trip', () => {
    const backing = new MemoryStorage();
    const storage = createExpiringStorage(() => backing, now);
    const values: Record<string, unknown> = { s: 'x', n: 0, b: false, o: { a: [1, 'b'] }, a: [], nul: null };
    for (const [key, value] of Object.entries(values)) storage.set(key, value);
    for (const [key, value] of Object.entries(values)) expect(storage.get(key)).toEqual(value);
  });

  it('rule: an absent key reads as undefined', () => {
    const storage = createExpiringStorage(() => new MemoryStorage(), now);
    expect(storage.get('nothing')).toBeUndefined();
  });
});

describe('createExpiringStorage: corrupted or foreign values', () => {
  it.each([['not json'], ['{"v":'], ['null'], ['42'], ['"a plain string"'], ['[1,2]'], ['{"foo":1}']])(
    'rule: the value %j is treated as absent and removed',
    (raw) => {
      const backing = new MemoryStorage();
      backing.setItem('k', raw);
      backing.setItem('other', 'keep me');
      const storage = createExpiringStorage(() => backing, now);
      expect(storage.get('k')).toBeUndefined();
      expect(backing.getItem('k')).toBeNull();
      expect(backing.getItem('other')).toBe('keep me');
    },
  );

  it('rule: an item whose expiry cannot be checked is treated as absent', () => {
    const backing = new MemoryStorage();
    backing.setItem('a', JSON.stringify({ v: 1, s: 'yesterday', e: 1000 }));
    backing.setItem('b', JSON.stringify({ v: 1, s: clock, e: 'never' }));
    const storage = createExpiringStorage(() => backing, now);
    expect(storage.get('a')).toBeUndefined();
    expect(storage.get('b')).toBeUndefined();
  });

  it('rule: an item written by this module before is read back by a new instance', () => {
    const backing = new MemoryStorage();
    createExpiringStorage(() => backing, now).set('k', 'v', 5000);
    clock += 4000;
    expect(createExpiringStorage(() => backing, now).get('k')).toBe('v');
  });
});

describe('createExpiringStorage: storage that throws or is missing', () => {
  it('rule: when the backing getter throws, values round-trip through memory', () => {
    const storage = createExpiringStorage(throwingBacking, now);
    expect(() => storage.set('k', { a: 1 })).not.toThrow();
    expect(storage.get('k')).toEqual({ a: 1 });
  });

  it('rule: when the backing getter throws, memory still honours the expiry', () => {
    const storage = createExpiringStorage(throwingBacking, now);
    storage.set('k', 'v', 1000);
    clock += 1000;
    expect(storage.get('k')).toBe('v');
    clock += 1;
    expect(storage.get('k')).toBeUndefined();
  });

  it('rule: when storage is missing (null), values round-trip through memory', () => {
    const storage = createExpiringStorage(() => null, now);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
  });

  it('rule: when setItem throws (quota, Safari private mode), values round-trip through memory', () => {
    const backing = new QuotaStorage();
    const storage = createExpiringStorage(() => backing, now);
    expect(() => storage.set('k', 'v')).not.toThrow();
    expect(storage.get('k')).toBe('v');
    expect(backing.getItem('k')).toBeNull();
  });

  it('rule: a value kept in memory wins over an older stored value', () => {
    const backing = new QuotaStorage();
    backing.full = false;
    const storage = createExpiringStorage(() => backing, now);
    storage.set('k', 'old');
    backing.full = true;
    storage.set('k', 'new');
    expect(storage.get('k')).toBe('new');
  });

  it('rule: when setItem works again, the stored value wins and memory is cleared', () => {
    const backing = new QuotaStorage();
    const storage = createExpiringStorage(() => backing, now);
    storage.set('k', 'in memory');
    backing.full = false;
    storage.set('k', 'stored');
    expect(storage.get('k')).toBe('stored');
    expect(readItem(backing.getItem('k'), clock)).toBe('stored');
    // Memory was cleared: once the stored item goes, nothing older comes back from memory.
    backing.removeItem('k');
    expect(storage.get('k')).toBeUndefined();
  });

  it('rule: remove removes from both memory and storage', () => {
    const backing = new QuotaStorage();
    backing.full = false;
    const storage = createExpiringStorage(() => backing, now);
    storage.set('k', 'stored');
    backing.full = true;
    storage.set('k', 'in memory');
    storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
    expect(backing.getItem('k')).toBeNull();
  });

  it('rule: remove works and does not throw when the backing getter throws', () => {
    const storage = createExpiringStorage(throwingBacking, now);
    storage.set('k', 'v');
    expect(() => storage.remove('k')).not.toThrow();
    expect(storage.get('k')).toBeUndefined();
  });

  it('rule: memory is per key', () => {
    const storage = createExpiringStorage(throwingBacking, now);
    storage.set('a', 1);
    storage.set('b', 2);
    storage.remove('a');
    expect(storage.get('a')).toBeUndefined();
    expect(storage.get('b')).toBe(2);
  });
});

describe('createListedStorage: keys', () => {
  it('rule: keys lists the stored keys with the prefix, and only those', () => {
    const backing = new MemoryStorage();
    backing.setItem('other:1', 'x');
    const storage = createListedStorage(() => backing, now);
    storage.set('box:a', 1);
    storage.set('box:b', 2);
    storage.set('boxer', 3);
    expect(storage.keys('box:').sort()).toEqual(['box:a', 'box:b']);
    storage.remove('box:a');
    expect(storage.keys('box:')).toEqual(['box:b']);
  });

  it('rule: keys kept in memory (storage refused the write) are listed once with the stored ones', () => {
    const backing = new QuotaStorage();
    backing.full = false;
    const storage = createListedStorage(() => backing, now);
    storage.set('box:stored', 1);
    backing.full = true;
    storage.set('box:memory', 2);
    expect(storage.keys('box:').sort()).toEqual(['box:memory', 'box:stored']);
    expect(createListedStorage(throwingBacking, now).keys('box:')).toEqual([]);
  });
});

describe('createListedStorage: a mirror for what storage refuses', () => {
  it('rule: an item storage refused goes to the mirror, and so does its removal; a stored one does not', () => {
    const backing = new QuotaStorage();
    const told: [string, string | undefined][] = [];
    const storage = createListedStorage(
      () => backing,
      now,
      (key, raw) => told.push([key, raw]),
    );
    storage.set('box:a', 'unsent');
    expect(told).toEqual([['box:a', JSON.stringify({ v: 'unsent', s: clock })]]);
    storage.remove('box:a');
    expect(told.at(-1)).toEqual(['box:a', undefined]);
    backing.full = false;
    storage.set('box:b', 'stored');
    storage.remove('box:b');
    expect(told).toHaveLength(2);
  });

  it('rule: adopt takes items it does not have into memory, readable and listed, and says whether any was new', () => {
    const storage = createListedStorage(throwingBacking, now);
    storage.set('box:mine', 1);
    const raw = JSON.stringify({ v: 'kept by the host', s: clock });
    expect(storage.adopt({ 'box:kept': raw, 'box:mine': JSON.stringify({ v: 2, s: clock }) })).toBe(true);
    expect(storage.get('box:kept')).toBe('kept by the host');
    expect(storage.get('box:mine')).toBe(1);
    expect(storage.keys('box:').sort()).toEqual(['box:kept', 'box:mine']);
    expect(storage.adopt({ 'box:kept': raw })).toBe(false);
  });
});

describe('readItem', () => {
  it('rule: null, undefined and empty are absent', () => {
    expect(readItem(null, 0)).toBeUndefined();
    expect(readItem(undefined, 0)).toBeUndefined();
    expect(readItem('', 0)).toBeUndefined();
  });

  it('rule: the value is returned up to start + expiry inclusive, not after', () => {
    const raw = JSON.stringify({ v: 'x', s: 1000, e: 500 });
    expect(readItem(raw, 1000)).toBe('x');
    expect(readItem(raw, 1500)).toBe('x');
    expect(readItem(raw, 1501)).toBeUndefined();
  });

  it('rule: without e the value never expires', () => {
    expect(readItem(JSON.stringify({ v: 'x', s: 0 }), Number.MAX_SAFE_INTEGER)).toBe('x');
  });

  it('rule: a foreign value shaped like an item but without a numeric start time is absent', () => {
    expect(readItem('{"v":"x"}', 10)).toBeUndefined();
    expect(readItem('{"v":"x","s":"bad"}', 10)).toBeUndefined();
    expect(readItem('null', 10)).toBeUndefined();
  });

  it('rule: a corrupted value is absent', () => {
    expect(readItem('{oops', 0)).toBeUndefined();
    expect(readItem('null', 0)).toBeUndefined();
  });
});

describe('peekItem', () => {
  it('rule: reads a stored, unexpired item', () => {
    const backing = new MemoryStorage();
    backing.setItem('k', JSON.stringify({ v: 'x', s: Date.now() }));
    expect(peekItem(() => backing, 'k')).toBe('x');
  });

  it('rule: an expired item is absent', () => {
    const backing = new MemoryStorage();
    backing.setItem('k', JSON.stringify({ v: 'x', s: Date.now() - 10_000, e: 1000 }));
    expect(peekItem(() => backing, 'k')).toBeUndefined();
  });

  it('rule: a throwing backing getter reads as absent, without throwing', () => {
    expect(peekItem(throwingBacking, 'k')).toBeUndefined();
  });

  it('rule: a corrupted item reads as absent', () => {
    const backing = new MemoryStorage();
    backing.setItem('k', 'not json');
    expect(peekItem(() => backing, 'k')).toBeUndefined();
  });
});
