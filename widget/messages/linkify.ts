// linkifyjs, loaded once the first text messages have drawn and the page is idle: the first
// screen neither carries it nor waits for it (its code and state machine cost 20–40 ms of a
// busy 2-core machine's main thread, which the latest messages should not wait for, nor
// the frames right after them); their links follow.
import { whenIdle } from '../../shared/ui/whenIdle';

export type FindLinks = (typeof import('linkifyjs'))['find'];

let find: FindLinks | undefined;
let loading: Promise<FindLinks> | undefined;

export function loadLinkify(): Promise<FindLinks> {
  loading ??= import('linkifyjs').then(
    (module) => {
      // Its state machine as it arrives, once, rather than inside the render of the first message.
      module.init();
      return (find = module.find);
    },
    (error: unknown) => {
      // Offline, say: the next text message tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

let idle: Promise<FindLinks> | undefined;

/** loadLinkify at the page's first idle moment: what a drawn text message asks for. */
export function loadLinkifyWhenIdle(): Promise<FindLinks> {
  if (!idle) {
    idle = new Promise<void>((resolve) => whenIdle(resolve, { timeoutMs: 500 })).then(loadLinkify);
    // A failed load is asked for again by the next message drawn.
    idle.catch(() => (idle = undefined));
  }
  return idle;
}

/** linkifyjs's `find` once it has loaded. */
export const loadedLinkify = (): FindLinks | undefined => find;
