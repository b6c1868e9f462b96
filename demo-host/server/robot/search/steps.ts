// Work done in steps: a generator that yields every few milliseconds of it, so a server can
// build a robot in the background and answer in between (robot.ts warmUp, trainClassifiers),
// or run it to the end at once where an answer needs it now. The result is the same either way.

export type Steps<T> = Generator<void, T, void>;

/** Runs the steps left to the end, at once. */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Work done in one turn of the event loop before the next is let in: each time a request
 * waits for I/O while a robot builds, it waits no longer (plus a step). A request waits a
 * dozen times (its body, each statement), so a build adds some 30 ms to it at most.
 */
const TURN_BUDGET_MS = 2;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs the steps in the background: as many as fit TURN_BUDGET_MS in a turn of the event loop,
 * then the next turn, until they end (true) or `signal` aborts (false). A small build takes a
 * turn or two; a large one never holds the event loop much longer than the budget.
 */
export async function runInTurns(steps: Steps<unknown>, signal?: AbortSignal): Promise<boolean> {
  // In the background from the start: its caller's turn is not lengthened.
  await nextTurn();
  if (signal?.aborted) return false;
  let turnStarted = performance.now();
  while (!steps.next().done) {
    if (performance.now() - turnStarted < TURN_BUDGET_MS) continue;
    if (signal?.aborted) return false;
    await nextTurn();
    turnStarted = performance.now();
  }
  return !signal?.aborted;
}

/** Values built once per key: in steps (warmUp's), or at once when one is needed first. */
export interface BuiltInSteps<T> {
  /** The key's value, built now (or finished now) if it is not yet. */
  get(key: string): T;
  /** The steps left to build the key's value (none once it is built). */
  steps(key: string): Steps<T>;
  /** The values built so far. */
  built(): IterableIterator<T>;
}

export function builtInSteps<T>(build: (key: string) => Steps<T>): BuiltInSteps<T> {
  const done = new Map<string, T>();
  const pending = new Map<string, Steps<T>>();
  function* building(key: string): Steps<T> {
    if (done.has(key)) return done.get(key)!;
    try {
      const value = yield* build(key);
      done.set(key, value);
      return value;
    } finally {
      // Built, or failed: a build that threw is started again by the next call.
      pending.delete(key);
    }
  }
  const steps = (key: string): Steps<T> => {
    if (done.has(key)) return building(key);
    let left = pending.get(key);
    if (!left) pending.set(key, (left = building(key)));
    return left;
  };
  return { get: (key) => (done.has(key) ? done.get(key)! : finish(steps(key))), steps, built: () => done.values() };
}

/** How long a step of a build runs before it yields: short beside TURN_BUDGET_MS. */
const STEP_MS = 0.5;

/**
 * A build's clock: says true once the step under way has run STEP_MS (the moment to yield).
 * The next step's time counts from the build's next call, not from the yield: the turns it
 * waited are not its work. Paced by time, not by a count of work, as the same count is a
 * tenth of a millisecond of one language's phrasings, tens of another's, and more again on a
 * loaded machine. `now` is for tests.
 */
export function stepClock(now: () => number = () => performance.now()): () => boolean {
  let started: number | undefined;
  return () => {
    const at = now();
    started ??= at;
    if (at - started < STEP_MS) return false;
    started = undefined;
    return true;
  };
}

/** Strings sorted in one step at most this many at a time, before they are merged in steps. */
const SORTED_RUN = 2048;

/**
 * The strings in the order of a default sort (by UTF-16 code unit), sorted in steps: runs of
 * SORTED_RUN, then merged pairwise, yielding as stepDone says. A large base's vocabulary took a
 * sort of tens of milliseconds in one go.
 */
export function* sortInSteps(items: readonly string[], stepDone: () => boolean = stepClock()): Steps<string[]> {
  let runs: string[][] = [];
  for (let at = 0; at < items.length; at += SORTED_RUN) {
    if (stepDone()) yield;
    runs.push(items.slice(at, at + SORTED_RUN).sort());
  }
  while (runs.length > 1) {
    const merged: string[][] = [];
    for (let pair = 0; pair < runs.length; pair += 2) {
      const a = runs[pair]!;
      const b = runs[pair + 1];
      if (!b) {
        merged.push(a);
        continue;
      }
      const out: string[] = new Array(a.length + b.length);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < a.length && j < b.length) {
        out[k++] = a[i]! <= b[j]! ? a[i++]! : b[j++]!;
        if ((k & 1023) == 0 && stepDone()) yield;
      }
      while (i < a.length) out[k++] = a[i++]!;
      while (j < b.length) out[k++] = b[j++]!;
      merged.push(out);
    }
    runs = merged;
  }
  return runs[0] ?? [];
}
