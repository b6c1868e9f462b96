// What an owner pastes on their pages for a channel (docs/embedding.md#the-snippet): the loader
// from this server, with the channel's id; the queue stub for calls made before it arrives.
import { WIDGET_BASE_PATH } from '@shared/frame';

/** The loader's script tag: `origin` is this server's, where the console is too. */
export const snippetOf = (origin: string, channelId: string) =>
  `<script async src="${origin}${WIDGET_BASE_PATH}loader.js" data-channel-id="${channelId}"></script>`;

/** Lets a page call `ChatOnline(…)` before the loader has arrived; the loader replays the calls. */
export const QUEUE_STUB =
  '<script>window.ChatOnline=window.ChatOnline||function(){(ChatOnline.q=ChatOnline.q||[]).push(arguments)}</script>';

/** The snippet's optional attributes, each with an example value; the Install tab explains each. */
export const OPTIONAL_ATTRIBUTES = [
  { name: 'data-locale', example: 'en' },
  { name: 'data-position', example: 'left' },
  { name: 'data-open', example: 'true' },
  { name: 'data-z-index', example: '1000' },
  { name: 'data-label', example: 'Chat with us' },
] as const;
