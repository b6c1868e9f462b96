// Whether the visitor is looking at the chat, and what happens when they are not: an
// unread count and previews for the host page, and a flashing tab title.

import { flashTitle, stopFlashing } from '@shared/ui/flashTitle';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';
import { embedding, host } from '../host/host';
import { t } from '../i18n/i18n';
import { $hiddenCount, $shownCount } from './host';
import { $session } from './session';

/** The host shows the panel: outside a frame always; in one, from the host's first `show`. */
export const $panelShown = atom(!embedding.embedded);
// From the widget's first moment: the first `show` can come before the chat has started.
$shownCount.listen(() => $panelShown.set(true));
$hiddenCount.listen(() => $panelShown.set(false));
const $unread = atom(0);

export const isLooking = () => $panelShown.get() && document.visibilityState == 'visible';

/** An agent message the visitor did not see: counted and previewed on the host page; a hidden tab flashes its title. */
export function agentMessageUnseen(text: string, senderName: string) {
  const unread = $unread.get() + 1;
  $unread.set(unread);
  host.post({ type: 'unread', count: unread });
  host.post({ type: 'message', text: text.replace(/<[^>]*>/g, '').slice(0, 200), senderName });
  if (document.visibilityState != 'visible') flashTitle(t('chat.newMessage'));
}

/** The visitor sees the conversation: nothing is unread any more, here, on the host page and on the server. */
export function markRead() {
  if (!$session.get()) return;
  if ($unread.get()) {
    $unread.set(0);
    host.post({ type: 'unread', count: 0 });
  }
  stopFlashing();
  void callVisitor('msgComplete', {}).catch(() => {});
}
