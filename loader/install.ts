// Installs `window.ChatOnline(command, ...args)` and replays what the page queued before
// the script arrived. Running the script twice (single-page sites re-run scripts) hands
// the second copy's options to the first, so there is only ever one widget.
import type { Call, HandleCall } from './context';
import { createLauncher, importPanel, type LoadPanel } from './launcher';
import { type BootOptions, isChannelId, optionsFromScript } from './options';

type ChatOnlineApi = ((command: string, ...args: unknown[]) => void) & {
  q?: ArrayLike<unknown>[];
  loaded?: boolean;
};
export type HostWindow = Window & { ChatOnline?: ChatOnlineApi };

export function install(win: HostWindow, script: HTMLScriptElement | null, loadPanel: LoadPanel = importPanel) {
  const scriptOptions = script && optionsFromScript(script);
  const existing = win.ChatOnline;
  if (existing?.loaded) {
    if (scriptOptions) existing('boot', scriptOptions);
    return;
  }
  const widgetBase = new URL('.', script?.src || win.location.href);
  let widget: HandleCall | undefined;
  // Commands before the first boot wait for it, as the queue stub promises; the widget
  // then keeps them until loader-panel.js carries them out.
  let queue: Call[] | undefined = [];

  const api: ChatOnlineApi = (command, ...args) => {
    if (command == 'boot') {
      if (widget) return;
      // A copy: loader-panel.js reads it later, and must see what was checked here.
      const options = { ...(args[0] as object) } as BootOptions;
      if (!isChannelId(options.channelId)) return console.error('ChatOnline: bad channelId');
      widget = createLauncher(win, options, widgetBase, queue || [], () => (widget = queue = undefined), loadPanel);
    } else if (widget) widget(command, args);
    else if (queue) queue.push([command, ...args]);
    else console.error('ChatOnline: cannot ' + String(command));
  };
  api.loaded = true;
  const queued = existing?.q || [];
  win.ChatOnline = api;
  if (scriptOptions) api('boot', scriptOptions);
  for (const call of queued) api(...(Array.from(call) as [string]));
}
