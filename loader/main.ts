// The script host pages load. It draws the bubble and nothing else until the visitor
// opens the chat: a page that never opens it pays for this one small file.
import { WIDGET_BASE_PATH } from '@shared/frame';
import { type HostWindow, install } from './install';

install(
  window as HostWindow,
  (document.currentScript as HTMLScriptElement | null) ||
    document.querySelector<HTMLScriptElement>(`script[src*="${WIDGET_BASE_PATH}loader.js"]`),
);
