// Installs `window.ChatOnline(command, ...args)` and replays what the page queued before
// the script arrived. Running the script twice (single-page sites re-run scripts) hands
// the second copy's options to the first, so there is only ever one widget.
import { isChannelId, optionsFromScript, type BootOptions } from './options';
import { createWidget, importPanel, type ChatWidget, type LoadPanel } from './launcher';

type Command = keyof ChatWidget | 'boot';
export type ChatOnlineApi = ((command: Command, ...args: unknown[]) => void) & {
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
  let widget: ChatWidget | undefined;
  // Commands before the first boot wait for it, as the queue stub promises.
  let beforeBoot: unknown[][] | undefined = [];

  const api: ChatOnlineApi = (command, ...args) => {
    if (command == 'boot') {
      if (widget) return;
      const options = (args[0] || {}) as BootOptions;
      if (!isChannelId(options.channelId)) return console.error('ChatOnline: bad channelId');
      widget = createWidget(win, options, widgetBase, () => (widget = undefined), loadPanel);
      if (options.open) widget.open();
      const held = beforeBoot || [];
      beforeBoot = undefined;
      held.forEach((call) => api(...(call as [Command])));
    } else if (widget && Object.hasOwn(widget, command)) {
      (widget[command as keyof ChatWidget] as (...values: unknown[]) => void)(...args);
    } else if (beforeBoot) {
      beforeBoot.push([command, ...args]);
    } else {
      console.error('ChatOnline: cannot ' + String(command));
    }
  };
  api.loaded = true;
  const queued = existing?.q || [];
  win.ChatOnline = api;
  if (scriptOptions) api('boot', scriptOptions);
  for (const call of queued) api(...(Array.from(call) as [Command]));
}
