// linkifyjs, loaded on first need to keep the first screen small: by the chat's start (text
// messages are most of a conversation) or by the first text message drawn, whichever is first.
export type FindLinks = (typeof import('linkifyjs'))['find'];

let find: FindLinks | undefined;
let loading: Promise<FindLinks> | undefined;

export function loadLinkify(): Promise<FindLinks> {
  loading ??= import('linkifyjs').then(
    (module) => {
      // Its state machine now, as it arrives (often while the chat waits for the server),
      // rather than inside the render of the first text message.
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
