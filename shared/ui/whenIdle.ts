// Work that may wait: after `afterMs`, at the browser's first idle moment (or `timeoutMs`
// later at the latest), so that it never competes with a page's first screen. Browsers
// without requestIdleCallback (Safari) run it after `afterMs`. The function returned
// cancels it if it has not run.
export function whenIdle(
  work: () => void,
  { afterMs = 0, timeoutMs = 2000 }: { afterMs?: number; timeoutMs?: number } = {},
): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback == 'function') idle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    else work();
  }, afterMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
