// The call panel (docs/widget.md#calls), the same on both sides: the other side's video (or their avatar
// when no video comes), one's own preview, the ring (accept, decline) or the calling state,
// the timer, and the controls: microphone, camera, audio only, picture-in-picture, screen
// sharing (the agent asks, the visitor stops) and hang up. It shows a CallSession; the texts
// are the `callPanel.*` keys of the app that hosts it.
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { CallSession, CallView } from '../../call/callSession';
import { formatCallDuration } from '../../callNotice';
import { CALL_PARTY, VIDEO_TYPE } from '../../codes';
import './call.lazy.css';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface CallPanelProps {
  session: CallSession;
  t: Translate;
  /** The other side: the agent's nickname, or the visitor's name. */
  peerName: string;
  peerAvatar?: string;
  /** Fills its container (the widget on a phone) rather than floating beside the chat. */
  fullScreen?: boolean;
  /** The host's own controls, after the call's (the widget's switch between the call and the chat on a phone). */
  children?: ReactNode;
}

export function CallPanel({ session, t, peerName, peerAvatar, fullScreen, children }: CallPanelProps) {
  const view = useStore(session.$view);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const ringing = view.phase == 'ringing';
  const showRemoteVideo =
    !ringing && (view.remoteMedia.video || view.screenShare == 'viewing') && !!view.remote?.getVideoTracks().length;
  const showLocalVideo = !view.audioOnly && view.cameraOn && view.screenShare != 'sharing';
  const title = t(view.videoType == VIDEO_TYPE.video ? 'callPanel.videoCall' : 'callPanel.voiceCall');

  return (
    <section class={`call-panel${fullScreen ? ' call-panel--full' : ''}`} aria-label={title} data-phase={view.phase}>
      <div
        class={`call-panel__stage${showRemoteVideo || (view.local && showLocalVideo) ? '' : ' call-panel__stage--audio'}`}
      >
        <MediaView stream={view.remote} kind="remote" hidden={!showRemoteVideo} videoRef={remoteVideo} />
        {!showRemoteVideo && <PeerCard name={peerName} avatar={peerAvatar} />}
        {view.local && showLocalVideo && <MediaView stream={view.local} kind="local" label={t('callPanel.you')} />}
      </div>
      <p class="call-panel__status" role="status">
        <StatusText view={view} t={t} peerName={peerName} />
      </p>
      {ringing && view.incoming ? (
        <div class="call-panel__controls">
          <button type="button" class="call-button call-button--decline" onClick={() => void session.decline()}>
            {t('callPanel.decline')}
          </button>
          <button type="button" class="call-button call-button--accept" onClick={() => void session.accept()}>
            {t('callPanel.accept')}
          </button>
        </div>
      ) : (
        <CallControls session={session} view={view} t={t} remoteVideo={showRemoteVideo ? remoteVideo : undefined}>
          {children}
        </CallControls>
      )}
    </section>
  );
}

function StatusText({ view, t, peerName }: { view: CallView; t: Translate; peerName: string }) {
  const now = useNow(view.phase == 'connected');
  if (view.phase == 'ringing') {
    if (!view.incoming) return <>{t('callPanel.calling', { name: peerName })}</>;
    return (
      <>
        {t(view.videoType == VIDEO_TYPE.video ? 'callPanel.incomingVideo' : 'callPanel.incomingVoice', {
          name: peerName,
        })}
      </>
    );
  }
  if (view.phase == 'connecting') return <>{t('callPanel.connecting')}</>;
  if (view.phase == 'reconnecting') return <>{t('callPanel.reconnecting')}</>;
  const parts = [formatCallDuration(now - (view.connectedAt ?? now))];
  if (!view.remoteMedia.audio) parts.push(t('callPanel.peerMuted', { name: peerName }));
  if (view.screenShare == 'sharing') parts.push(t('callPanel.sharing'));
  if (view.screenShare == 'viewing') parts.push(t('callPanel.viewing', { name: peerName }));
  if (view.screenShare == 'requested' && view.side == CALL_PARTY.agent) parts.push(t('callPanel.shareAsked'));
  return <>{parts.join(' · ')}</>;
}

function CallControls({
  session,
  view,
  t,
  remoteVideo,
  children,
}: {
  session: CallSession;
  view: CallView;
  t: Translate;
  remoteVideo?: { current: HTMLVideoElement | null };
  children?: ReactNode;
}) {
  const live = view.phase != 'ringing';
  const pip = typeof document != 'undefined' && document.pictureInPictureEnabled && remoteVideo;
  return (
    <div class="call-panel__controls">
      <button type="button" class="call-button" aria-pressed={!view.micOn} onClick={session.toggleMic}>
        {t(view.micOn ? 'callPanel.mute' : 'callPanel.unmute')}
      </button>
      {!view.audioOnly && (
        <>
          <button type="button" class="call-button" aria-pressed={!view.cameraOn} onClick={session.toggleCamera}>
            {t(view.cameraOn ? 'callPanel.cameraOff' : 'callPanel.cameraOn')}
          </button>
          <button type="button" class="call-button" onClick={session.switchToAudioOnly}>
            {t('callPanel.audioOnly')}
          </button>
        </>
      )}
      {pip && (
        <button
          type="button"
          class="call-button"
          onClick={() => void remoteVideo.current?.requestPictureInPicture().catch(() => undefined)}
        >
          {t('callPanel.pictureInPicture')}
        </button>
      )}
      {live && view.side == CALL_PARTY.agent && view.screenShare == 'none' && (
        <button type="button" class="call-button" onClick={() => void session.requestScreenShare()}>
          {t('callPanel.askShare')}
        </button>
      )}
      {live && (view.screenShare == 'sharing' || view.screenShare == 'viewing') && (
        <button type="button" class="call-button" onClick={() => void session.stopScreenShare()}>
          {t('callPanel.stopShare')}
        </button>
      )}
      {children}
      <button type="button" class="call-button call-button--decline" onClick={() => void session.hangUp()}>
        {t('callPanel.hangUp')}
      </button>
    </div>
  );
}

function MediaView({
  stream,
  kind,
  hidden,
  label,
  videoRef,
}: {
  stream?: MediaStream;
  kind: 'local' | 'remote';
  hidden?: boolean;
  label?: string;
  videoRef?: { current: HTMLVideoElement | null };
}) {
  const own = useRef<HTMLVideoElement>(null);
  const ref = videoRef ?? own;
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== (stream ?? null)) ref.current.srcObject = stream ?? null;
  });
  // The remote element stays mounted while hidden: it plays the other side's sound in a voice call.
  return (
    <video
      ref={ref}
      class={`call-video call-video--${kind}`}
      hidden={hidden}
      autoPlay
      playsInline
      muted={kind == 'local'}
      aria-label={label}
    />
  );
}

function PeerCard({ name, avatar }: { name: string; avatar?: string }) {
  return (
    <div class="call-peer">
      {avatar ? (
        <img class="call-peer__avatar" src={avatar} alt="" />
      ) : (
        <span class="call-peer__avatar" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <span class="call-peer__name">{name}</span>
    </div>
  );
}

/** The time, ticking each second while `running`. */
function useNow(running: boolean) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return running ? now : Date.now();
}
