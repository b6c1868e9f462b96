// The call on the chat screen (its own chunk): the call panel above the conversation on a
// desktop, so the chat stays usable beside it, or over the whole panel on a phone, where
// "Show the chat" puts it above the conversation too; and the screen-share tips dialog when
// the agent asks to see the visitor's screen.
import { useStore } from '@nanostores/react';
import { CallPanel } from '@shared/ui/call/CallPanel';
import { useState } from 'react';
import { useT } from '../i18n/i18n';
import { $variant } from '../stores/viewport';
import { $call } from './callController';
import { ScreenShareTips } from './ScreenShareTips';

export default function CallLayer() {
  const call = useStore($call);
  const t = useT();
  const variant = useStore($variant);
  const [withChat, setWithChat] = useState(false);
  if (!call) return null;
  const phone = variant == 'mobile';
  return (
    <>
      <CallPanel session={call.session} t={t} peerName={call.peerName} fullScreen={phone && !withChat}>
        {phone && (
          <button type="button" class="call-button" onClick={() => setWithChat(!withChat)}>
            {t(withChat ? 'callPanel.fullScreen' : 'callPanel.showChat')}
          </button>
        )}
      </CallPanel>
      <ShareRequest call={call} />
    </>
  );
}

function ShareRequest({ call }: { call: NonNullable<ReturnType<typeof $call.get>> }) {
  const view = useStore(call.session.$view);
  return view.screenShare == 'requested' ? <ScreenShareTips session={call.session} peerName={call.peerName} /> : null;
}
