// linkifyjs, loaded when the first text message has drawn: the first screen neither carries
// it nor waits for it (its code and state machine cost 20–40 ms of a busy 2-core machine's
// main thread, which the latest messages should not wait for); their links follow.
import { loadChunk } from '@shared/ui/chunk';

export type FindLinks = typeof import('linkifyjs')['find'];

let find: FindLinks | undefined;
let loading: Promise<FindLinks> | undefined;

export function loadLinkify(): Promise<FindLinks> {
  loading ??= loadChunk(() => import('linkifyjs')).then(
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

/** linkifyjs's `find` once it has loaded. */
export const loadedLinkify = (): FindLinks | undefined => find;
