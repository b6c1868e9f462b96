// Long polls wait here for the next event of their key (a visitor, or an agent tenant).
export interface Hub {
  notify(key: string): void;
  /** Resolves on the next notify of `key`, after `ms`, or when `signal` aborts. */
  wait(key: string, ms: number, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export function createHub(): Hub {
  const waiters = new Map<string, Set<() => void>>();
  return {
    notify(key) {
      const waiting = waiters.get(key);
      if (!waiting) return;
      waiters.delete(key);
      waiting.forEach((wake) => wake());
    },
    wait(key, ms, signal) {
      return new Promise((resolve) => {
        const waiting = waiters.get(key) ?? new Set();
        waiters.set(key, waiting);
        const wake = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', wake);
          waiting.delete(wake);
          if (!waiting.size && waiters.get(key) == waiting) waiters.delete(key);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        signal?.addEventListener('abort', wake);
        waiting.add(wake);
      });
    },
    close() {
      for (const key of [...waiters.keys()]) this.notify(key);
    },
  };
}

export const visitorKey = (userId: string) => 'visitor:' + userId;
export const tenantKey = (tenantId: string) => 'tenant:' + tenantId;
