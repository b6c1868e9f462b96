// One call between a visitor and an agent on the browser's WebRTC (docs/widget.md#calls). The widget and
// the console both run it: it opens the local media, negotiates with the other side over
// `send` (the server's event channels are the only signalling path) and keeps the view the
// call panel shows (phase, streams, toggles, screen sharing).
//
// Negotiation is WebRTC's "perfect negotiation": either side may offer (a screen shared in a
// voice call, an ICE restart), and on a collision the visitor yields. The caller makes the
// first offer once the called party accepted; the called party adds its tracks when that
// offer comes, so the first round never collides. Signals go out one at a time, in order,
// so the server's event ids keep the order they were made in (no candidate before its
// offer); incoming signals and this side's own steps run one at a time on the same chain.
import { atom, type ReadableAtom } from 'nanostores';
import type {
  CallSignal,
  CallSignalBody,
  CallSignalEvent,
  CallSignalReply,
  IceCandidate,
  IceServer,
} from '../api/callSignal';
import { cameraOnlyMissing, closedPageReason, mediaFailureReason } from '../callRules';
import {
  CALL_END_REASON,
  CALL_PARTY,
  type CallEndReason,
  type CallParty,
  type HangUpReason,
  VIDEO_TYPE,
  type VideoType,
} from '../codes';
import { CALL_RECONNECT_MS } from '../constants';

/** ringing: before the called party answers; connecting: accepted, media not flowing yet. */
export type CallPhase = 'ringing' | 'connecting' | 'connected' | 'reconnecting' | 'ended';
/** requested: the agent asked the visitor to share (the visitor's tips dialog shows, the agent waits). */
export type ScreenShareState = 'none' | 'requested' | 'sharing' | 'viewing';

export interface CallView {
  callId: number;
  videoType: VideoType;
  side: CallParty;
  /** The other side rang: accept and decline show while it rings. */
  incoming: boolean;
  phase: CallPhase;
  local?: MediaStream;
  remote?: MediaStream;
  /** When media first flowed, by this side's clock: the timer's start. */
  connectedAt?: number;
  micOn: boolean;
  cameraOn: boolean;
  /** No camera for the rest of the call: a voice call, the audio-only switch, or no camera found. */
  audioOnly: boolean;
  /** What the other side says it sends (its `media` signals). */
  remoteMedia: { audio: boolean; video: boolean };
  screenShare: ScreenShareState;
  endReason?: CallEndReason;
}

type MediaSource = Pick<MediaDevices, 'getUserMedia' | 'getDisplayMedia'>;

export interface CallSessionOptions {
  callId: number;
  videoType: VideoType;
  side: CallParty;
  /** The other side rang (event 1207 for the visitor, `videoInvitation` for the agent). */
  incoming: boolean;
  /** The caller's ICE servers (from starting the call); the called party's come with its accept. */
  iceServers?: IceServer[];
  /** Sends one signal of this call; resolves with the server's reply. */
  send(signal: CallSignalBody): Promise<CallSignalReply>;
  /** Sends a signal from a page that is closing (sendBeacon): fire and forget. */
  beacon?(signal: CallSignalBody): void;
  media?: MediaSource;
  createPeer?: (config: RTCConfiguration) => RTCPeerConnection;
  now?: () => number;
}

export interface CallSession {
  readonly $view: ReadableAtom<CallView>;
  /** While the caller waits: open the camera and microphone for the preview (a refusal ends the call). */
  preview(): Promise<void>;
  accept(): Promise<void>;
  decline(): Promise<void>;
  hangUp(reason?: HangUpReason): Promise<void>;
  /** A signal of this call from the other side or the server. */
  receive(event: CallSignalEvent): void;
  toggleMic(): void;
  toggleCamera(): void;
  /** Drops the camera for the rest of the call. */
  switchToAudioOnly(): void;
  /** The agent asks the visitor to share their screen. */
  requestScreenShare(): Promise<void>;
  /** The visitor, after the tips dialog: the browser's picker, then the screen goes out. */
  startScreenShare(): Promise<void>;
  /** Either side stops a share; the visitor may also turn a request down. */
  stopScreenShare(): Promise<void>;
  /** The page is closing: the other side hears it at once (beacon). */
  pageClosing(): void;
}

export function createCallSession(options: CallSessionOptions): CallSession {
  const { side, send } = options;
  const media: MediaSource = options.media ?? navigator.mediaDevices;
  const now = options.now ?? Date.now;
  const createPeer = options.createPeer ?? ((config) => new RTCPeerConnection(config));
  const polite = side == CALL_PARTY.visitor;
  const isVideo = options.videoType == VIDEO_TYPE.video;

  const $view = atom<CallView>({
    callId: options.callId,
    videoType: options.videoType,
    side,
    incoming: options.incoming,
    phase: 'ringing',
    micOn: true,
    cameraOn: isVideo,
    audioOnly: !isVideo,
    remoteMedia: { audio: true, video: isVideo },
    screenShare: 'none',
  });
  const view = () => $view.get();
  const patch = (next: Partial<CallView>) => $view.set({ ...view(), ...next });
  const ended = () => view().phase == 'ended';

  let peer: RTCPeerConnection | undefined;
  let local: MediaStream | undefined;
  let display: MediaStream | undefined;
  let cameraSender: RTCRtpSender | undefined;
  let screenSender: RTCRtpSender | undefined;
  let tracksAdded = false;
  let makingOffer = false;
  let ignoreOffer = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  /** Our steps and the other side's signals, one at a time. */
  let steps: Promise<unknown> = Promise.resolve();
  const step = (task: () => Promise<unknown> | unknown): Promise<void> => {
    const done = steps.then(task).then(() => undefined);
    steps = done.catch(() => undefined);
    return done;
  };
  /** Signals out, one at a time and in order: a candidate never overtakes its offer. */
  let outbox: Promise<unknown> = Promise.resolve();
  const signal = (body: CallSignalBody) => {
    const sent = outbox.then(() => send({ ...body }));
    outbox = sent.catch(() => undefined);
    return sent;
  };

  const sendingNow = () => ({ audio: view().micOn, video: !view().audioOnly && view().cameraOn });

  async function openMedia(): Promise<boolean> {
    if (local) return true;
    try {
      local = await media.getUserMedia({ audio: true, video: isVideo });
    } catch (error) {
      if (!(isVideo && cameraOnlyMissing(error))) return (finish(mediaFailureReason(error), true), false);
      try {
        local = await media.getUserMedia({ audio: true, video: false });
        patch({ audioOnly: true, cameraOn: false });
      } catch (second) {
        return (finish(mediaFailureReason(second), true), false);
      }
    }
    if (ended()) return (stopTracks(local), false);
    patch({ local });
    return true;
  }

  function openPeer(iceServers: IceServer[]) {
    const connection = createPeer({ iceServers });
    peer = connection;
    const remote = new MediaStream();
    patch({ remote });
    connection.ontrack = ({ track }) => {
      remote.addTrack(track);
      track.addEventListener('ended', () => (remote.removeTrack(track), patch({ remote })));
      patch({ remote });
    };
    connection.onicecandidate = ({ candidate }) => {
      if (candidate?.candidate)
        void signal({ kind: 'candidate', candidate: candidate.toJSON() as IceCandidate }).catch(() => undefined);
    };
    connection.onnegotiationneeded = () =>
      void step(async () => {
        if (ended()) return;
        try {
          makingOffer = true;
          await connection.setLocalDescription();
          await signal({ kind: 'offer', sdp: connection.localDescription!.sdp });
        } finally {
          makingOffer = false;
        }
      });
    connection.onconnectionstatechange = () => connectionChanged(connection);
  }

  function addTracks() {
    if (!peer || !local || tracksAdded) return;
    tracksAdded = true;
    for (const track of local.getTracks()) {
      const sender = peer.addTrack(track, local);
      if (track.kind == 'video') cameraSender = sender;
    }
  }

  function connectionChanged(connection: RTCPeerConnection) {
    if (ended() || connection != peer) return;
    switch (connection.connectionState) {
      case 'connected':
        clearTimeout(reconnectTimer);
        reconnectTimer = undefined;
        patch({ phase: 'connected', connectedAt: view().connectedAt ?? now() });
        return;
      case 'disconnected':
      case 'failed':
        patch({ phase: 'reconnecting' });
        if (connection.connectionState == 'failed') connection.restartIce();
        reconnectTimer ??= setTimeout(() => void hangUp(CALL_END_REASON.networkLost), CALL_RECONNECT_MS);
        return;
    }
  }

  async function describe(kind: 'offer' | 'answer', sdp: string) {
    if (!peer) return;
    const collision = kind == 'offer' && (makingOffer || peer.signalingState != 'stable');
    ignoreOffer = !polite && collision;
    if (ignoreOffer) return;
    await peer.setRemoteDescription({ type: kind, sdp });
    if (kind == 'answer') return;
    // The called party's tracks join the first offer's transceivers, so the answer carries them.
    addTracks();
    await peer.setLocalDescription();
    await signal({ kind: 'answer', sdp: peer.localDescription!.sdp });
  }

  async function apply(from: CallSignalEvent['from'], message: CallSignal) {
    if (ended()) return;
    switch (message.kind) {
      case 'accept':
        if (view().incoming) return;
        patch({ phase: 'connecting' });
        if (!(await openMedia())) return;
        openPeer(options.iceServers ?? []);
        addTracks();
        announceIfChanged();
        return;
      case 'decline':
        return finish(CALL_END_REASON.declined, false);
      case 'hangUp':
        return finish(message.reason, false);
      case 'offer':
      case 'answer':
        // Still ringing here, yet the caller negotiates: another tab of this visitor answered.
        if (!peer && view().incoming && view().phase == 'ringing') return answeredElsewhere();
        return describe(message.kind, message.sdp);
      case 'candidate':
        try {
          await peer?.addIceCandidate(message.candidate);
        } catch (error) {
          if (!ignoreOffer) throw error;
        }
        return;
      case 'media':
        return patch({ remoteMedia: { audio: message.audio, video: message.video } });
      case 'screenShareRequest':
        if (side == CALL_PARTY.visitor && view().screenShare == 'none') patch({ screenShare: 'requested' });
        return;
      case 'screenShareStart':
        return patch({ screenShare: 'viewing' });
      case 'screenShareStop':
        if (view().screenShare == 'sharing') return stopSharing(false);
        return patch({ screenShare: 'none' });
      default:
        return (message satisfies never, from);
    }
  }

  function stopTracks(stream: MediaStream | undefined) {
    for (const track of stream?.getTracks() ?? []) track.stop();
  }

  /** Ends the call here: media released, the peer closed; `tell` sends the other side the reason. */
  function finish(reason: CallEndReason, tell: boolean) {
    if (ended()) return;
    if (tell) void signal({ kind: 'hangUp', reason: reason as HangUpReason }).catch(() => undefined);
    clearTimeout(reconnectTimer);
    stopTracks(local);
    stopTracks(display);
    peer?.close();
    patch({ phase: 'ended', endReason: reason, screenShare: 'none' });
  }

  /** This page leaves the call to the one that answered it: ended here, nothing said. */
  function answeredElsewhere() {
    stopTracks(local);
    patch({ phase: 'ended', endReason: CALL_END_REASON.hangup });
  }

  const hangUp = (reason: HangUpReason = CALL_END_REASON.hangup) => step(() => finish(reason, true));

  async function stopSharing(tell: boolean) {
    const screen = display;
    display = undefined;
    stopTracks(screen);
    if (cameraSender) await cameraSender.replaceTrack(local?.getVideoTracks()[0] ?? null);
    else if (screenSender && peer && peer.signalingState != 'closed') peer.removeTrack(screenSender);
    screenSender = undefined;
    patch({ screenShare: 'none' });
    if (tell && !ended()) await signal({ kind: 'screenShareStop' });
  }

  function setEnabled(kind: 'audio' | 'video', on: boolean) {
    for (const track of local?.getTracks() ?? []) if (track.kind == kind) track.enabled = on;
  }

  /** The other side starts out assuming the microphone on and, in a video call, the camera. */
  function announceIfChanged() {
    const sending = sendingNow();
    if (!sending.audio || sending.video != isVideo) announceMedia();
  }

  function announceMedia() {
    const phase = view().phase;
    if (phase != 'ringing' && phase != 'ended') void signal({ kind: 'media', ...sendingNow() }).catch(() => undefined);
  }

  return {
    $view,
    preview: () => step(() => openMedia()),
    accept: () =>
      step(async () => {
        if (ended() || !view().incoming || view().phase != 'ringing') return;
        patch({ phase: 'connecting' });
        if (!(await openMedia())) return;
        let reply: CallSignalReply;
        try {
          reply = await signal({ kind: 'accept' });
        } catch (error) {
          // Answered in another tab, or ended meanwhile: this side stops quietly.
          answeredElsewhere();
          throw error;
        }
        openPeer(reply.iceServers ?? options.iceServers ?? []);
        announceIfChanged();
      }),
    decline: () =>
      step(async () => {
        if (ended()) return;
        patch({ phase: 'ended', endReason: CALL_END_REASON.declined });
        stopTracks(local);
        await signal({ kind: 'decline' });
      }),
    hangUp,
    receive: (event) => {
      if (event.callId == options.callId) void step(() => apply(event.from, event.signal));
    },
    toggleMic() {
      const micOn = !view().micOn;
      setEnabled('audio', micOn);
      patch({ micOn });
      announceMedia();
    },
    toggleCamera() {
      if (view().audioOnly) return;
      const cameraOn = !view().cameraOn;
      setEnabled('video', cameraOn);
      patch({ cameraOn });
      announceMedia();
    },
    switchToAudioOnly() {
      if (view().audioOnly) return;
      for (const track of local?.getVideoTracks() ?? []) track.stop(), local!.removeTrack(track);
      if (cameraSender && !display) void cameraSender.replaceTrack(null);
      patch({ audioOnly: true, cameraOn: false, local });
      announceMedia();
    },
    requestScreenShare: () =>
      step(async () => {
        if (side != CALL_PARTY.agent || view().phase == 'ringing' || ended()) return;
        await signal({ kind: 'screenShareRequest' });
        patch({ screenShare: 'requested' });
      }),
    startScreenShare: () =>
      step(async () => {
        if (side != CALL_PARTY.visitor || !peer || ended()) return;
        try {
          display = await media.getDisplayMedia({ video: true, audio: false });
        } catch {
          // The picker was closed: the request is turned down, the call goes on.
          patch({ screenShare: 'none' });
          await signal({ kind: 'screenShareStop' });
          return;
        }
        const track = display.getVideoTracks()[0]!;
        track.addEventListener(
          'ended',
          () => void step(() => (display?.getTracks().includes(track) ? stopSharing(true) : undefined)),
        );
        if (cameraSender) await cameraSender.replaceTrack(track);
        else screenSender = peer.addTrack(track, display);
        patch({ screenShare: 'sharing' });
        await signal({ kind: 'screenShareStart' });
      }),
    stopScreenShare: () =>
      step(async () => {
        if (ended()) return;
        if (view().screenShare == 'sharing') return stopSharing(true);
        patch({ screenShare: 'none' });
        await signal({ kind: 'screenShareStop' });
      }),
    pageClosing() {
      if (ended()) return;
      const reason = closedPageReason(side);
      options.beacon?.(
        view().phase == 'ringing' && view().incoming
          ? { kind: 'decline' }
          : { kind: 'hangUp', reason: reason as HangUpReason },
      );
      finish(reason, false);
    },
  };
}
