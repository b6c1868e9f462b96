// The agent's call while it rings or goes on, in a corner of every section of the desk: a
// visitor's request rings here whichever conversation or page is open. The panel (and its
// WebRTC code and stylesheet) loads with the first call, not with the console.
import { useStore } from '@nanostores/react';
import { useLazyComponent } from '@shared/ui/useLazyComponent';
import { useT } from '../../i18n';
import { $call } from '../../stores/call';

const loadCallPanel = () => import('@shared/ui/call/CallPanel').then((module) => ({ default: module.CallPanel }));

export function CallDock() {
  const t = useT();
  const call = useStore($call);
  const CallPanel = useLazyComponent(loadCallPanel, call !== undefined);
  if (!call || !CallPanel) return null;
  return (
    <div class="call-dock">
      <CallPanel
        key={call.callId}
        session={call.session}
        t={(key, values) => t(key, values)}
        peerName={call.peerName}
      />
    </div>
  );
}
