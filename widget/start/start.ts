// The page's start: everything that ties the layers together, done once, before the first
// screen. Stores never reach back up into the client, the bridge or the page for these.
import { CHAT_PAGE, EMBEDDED_CHANNEL_ID, readFrameUrl, WIDGET_BASE_PATH } from '@shared/frame';
import { configureClient } from '../api/client';
import { attachHost, embedding } from '../host/host';
import { isLooking, markRead } from '../stores/attention';
import { startChat } from '../stores/chat';
import { $hostLocale, $shownCount } from '../stores/host';
import { applyLocale } from '../stores/locale';
import { flushOutbox } from '../stores/outbox';
import { reportPageChanges } from '../stores/pageReport';
import { $session, visitorIdArrival } from '../stores/session';
import { openChannel } from '../stores/visitor';
import { clientHooks } from './clientHooks';
import { connectHost } from './connectHost';

/** The longest the first render waits for the loader's visitor id (see startConversation). */
const FIRST_RENDER_WAITS_FOR_VISITOR_MS = 150;

/**
 * Resolves once the first screen's language is showing; on the chat page the conversation is
 * starting by then (its requests are on their way before the first render, not after its
 * paint: ChatPage's startChat joins this one).
 */
export function start(): Promise<void> {
  configureClient(clientHooks);
  attachHost(connectHost(window, embedding));
  $hostLocale.listen(() => void applyLocale());
  // Where the visitor goes on the host page reaches the agent.
  reportPageChanges($session);
  // The visitor looks again: what came meanwhile has been seen.
  $shownCount.listen(() => markRead());
  document.addEventListener('visibilitychange', () => isLooking() && markRead());
  // The network is back: what waits in the outbox goes now.
  addEventListener('online', () => void flushOutbox());
  // The page carries its channel (widgetRoutes): opened now, with no request, the first screen
  // draws with its header, notice, colours and language, and nothing moves when they come.
  const { channelId } = readFrameUrl(location.search);
  const startConversation = () => {
    if (!channelId || location.pathname != WIDGET_BASE_PATH + CHAT_PAGE) return;
    void startChat(channelId);
    // On a first open the loader learns the tenant from this frame's layout, then answers with
    // the visitor id chatStart needs: a few milliseconds, unless the first render's long task
    // comes between them, when chatStart would wait for all of it. So the render waits for the
    // id, never long.
    if (embedding.embedded) return visitorIdArrival(FIRST_RENDER_WAITS_FOR_VISITOR_MS);
  };
  if (channelId && document.getElementById(EMBEDDED_CHANNEL_ID))
    return openChannel(channelId).then(startConversation, () => applyLocale());
  return applyLocale().then(startConversation);
}
