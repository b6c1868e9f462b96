// What may stop the console from moving to another path: the channel editor with unsaved
// changes asks first. Every in-console navigation (links, redirects) passes through
// `mayLeave` (App.tsx's router); closing or reloading the tab is the browser's beforeunload.

/** Whether going to `to` (a path under the console's base) may go ahead; asked before each navigation. */
export type LeaveGuard = (to: string) => boolean | Promise<boolean>;

let guard: LeaveGuard | undefined;

/** Sets the guard while a page has something to lose; the function it answers removes it. */
export function guardLeaving(next: LeaveGuard): () => void {
  guard = next;
  return () => {
    if (guard == next) guard = undefined;
  };
}

export const mayLeave = (to: string): boolean | Promise<boolean> => guard?.(to) ?? true;
