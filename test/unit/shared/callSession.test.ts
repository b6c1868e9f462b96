// One call's session (shared/call/callSession.ts) against a fake peer connection and fake
// devices: what it sends and in which order, how it ends on a refusal, a dropped network,
// a closed page. The real WebRTC is proven in Chromium (test/browser/calls.test.ts).

import type { CallSignalBody, CallSignalReply } from '@shared/api/callSignal';
import { type CallSessionOptions, createCallSession } from '@shared/call/callSession';
import { CALL_RECONNECT_MS } from '@shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeTrack {
  enabled = true;
  readyState = 'live';
  constructor(readonly kind: 'audio' | 'video') {}
  stop = vi.fn(() => void (this.readyState = 'ended'));
  addEventListener() {}
}

class FakeStream {
  constructor(private tracks: FakeTrack[] = []) {}
  getTracks = () => [...this.tracks];
  getVideoTracks = () => this.tracks.filter((track) => track.kind == 'video');
  addTrack = (track: FakeTrack) => void this.tracks.push(track);
  removeTrack = (track: FakeTrack) => void (this.tracks = this.tracks.filter((each) => each != track));
}

class FakePeer {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: string; sdp: string } | null = null;
  ontrack: ((event: unknown) => void) | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  added: FakeTrack[] = [];
  remote: { type: string; sdp: string }[] = [];
  candidates: unknown[] = [];
  restartIce = vi.fn();
  close = vi.fn(() => void (this.signalingState = 'closed'));
  private negotiationPending = false;
  /** As the browser: tracks added while an offer waits for its answer go with the answer; others ask, once, for one negotiation. */
  addTrack(track: FakeTrack) {
    this.added.push(track);
    if (this.signalingState != 'have-remote-offer' && !this.negotiationPending) {
      this.negotiationPending = true;
      queueMicrotask(() => {
        this.negotiationPending = false;
        if (this.signalingState == 'stable') this.onnegotiationneeded?.();
      });
    }
    return { track, replaceTrack: vi.fn(async () => undefined) };
  }
  async setLocalDescription() {
    const type = this.signalingState == 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `v=0 ${type}` };
    this.signalingState = type == 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    this.remote.push(description);
    this.signalingState = description.type == 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(candidate: unknown) {
    if (!this.remote.length) throw new Error('InvalidStateError: no remote description');
    this.candidates.push(candidate);
  }
  /** The network changes: the session hears it. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const REPLY = { callId: 7, iceServers: [] } as unknown as CallSignalReply;

function setUp(overrides: Partial<CallSessionOptions> = {}) {
  const sent: CallSignalBody[] = [];
  const beacons: CallSignalBody[] = [];
  const peers: FakePeer[] = [];
  const session = createCallSession({
    callId: 7,
    videoType: 2,
    side: 'visitor',
    incoming: true,
    send: async (signal) => (sent.push(signal), REPLY),
    beacon: (signal) => void beacons.push(signal),
    media: {
      getUserMedia: async (constraints) =>
        new FakeStream([
          new FakeTrack('audio'),
          ...(constraints?.video ? [new FakeTrack('video')] : []),
        ]) as unknown as MediaStream,
      getDisplayMedia: async () => new FakeStream([new FakeTrack('video')]) as unknown as MediaStream,
    },
    createPeer: () => {
      const peer = new FakePeer();
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
    ...overrides,
  });
  const from = (signal: object, sender: 'agent' | 'visitor' | 'system' = 'agent') =>
    session.receive({ callId: 7, from: sender, signal: signal as never });
  return { session, sent, beacons, peers, from, kinds: () => sent.map((signal) => signal.kind) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.stubGlobal('MediaStream', FakeStream));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a call session', () => {
  it('the called party accepts, answers the offer with its tracks, and candidates after it: in the order they were made', async () => {
    const { session, sent, peers, from, kinds } = setUp();
    await session.accept();
    expect(session.$view.get().phase).toBe('connecting');
    from({ kind: 'offer', sdp: 'v=0 offer' });
    from({ kind: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' } });
    await settle();
    const peer = peers[0]!;
    expect(peer.added.map((track) => track.kind)).toEqual(['audio', 'video']);
    expect(peer.candidates).toHaveLength(1);
    peer.onicecandidate?.({ candidate: { candidate: 'candidate:2', toJSON: () => ({ candidate: 'candidate:2' }) } });
    await settle();
    expect(kinds()).toEqual(['accept', 'answer', 'candidate']);
    expect(sent[1]).toEqual({ kind: 'answer', sdp: 'v=0 answer' });
    peer.become('connected');
    expect(session.$view.get()).toMatchObject({ phase: 'connected', connectedAt: expect.any(Number) });
  });

  it('the caller opens its preview while it rings and offers once the other side accepts', async () => {
    const { session, peers, from, kinds } = setUp({ incoming: false, side: 'agent' });
    await session.preview();
    expect(session.$view.get().local).toBeDefined();
    expect(peers).toHaveLength(0);
    from({ kind: 'accept' }, 'visitor');
    await settle();
    await settle();
    expect(kinds()).toEqual(['offer']);
    from({ kind: 'answer', sdp: 'v=0 answer' }, 'visitor');
    await settle();
    expect(peers[0]!.remote).toEqual([{ type: 'answer', sdp: 'v=0 answer' }]);
  });

  it('rule: a refused camera or microphone ends the call as permissionDenied and tells the other side', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const { session, sent } = setUp({
      media: { getUserMedia: () => Promise.reject(denied), getDisplayMedia: () => Promise.reject(denied) },
    });
    await session.accept();
    await settle();
    expect(session.$view.get()).toMatchObject({ phase: 'ended', endReason: 'permissionDenied' });
    expect(sent).toEqual([{ kind: 'hangUp', reason: 'permissionDenied' }]);
  });

  it('rule: no camera for a video call: the microphone alone, audio only; no microphone either: noDevice', async () => {
    const missing = Object.assign(new Error('none'), { name: 'NotFoundError' });
    const audioOnly = setUp({
      media: {
        getUserMedia: (constraints) =>
          constraints?.video
            ? Promise.reject(missing)
            : Promise.resolve(new FakeStream([new FakeTrack('audio')]) as unknown as MediaStream),
        getDisplayMedia: () => Promise.reject(missing),
      },
    });
    await audioOnly.session.accept();
    expect(audioOnly.session.$view.get()).toMatchObject({ phase: 'connecting', audioOnly: true, cameraOn: false });
    // The other side hears it sends no video.
    await settle();
    expect(audioOnly.sent).toContainEqual({ kind: 'media', audio: true, video: false });

    const none = setUp({
      media: { getUserMedia: () => Promise.reject(missing), getDisplayMedia: () => Promise.reject(missing) },
    });
    await none.session.accept();
    await settle();
    expect(none.session.$view.get()).toMatchObject({ phase: 'ended', endReason: 'noDevice' });
  });

  it('rule: a dropped connection restarts ICE, and ends as networkLost when it does not come back in time', async () => {
    vi.useFakeTimers();
    const { session, peers, from, kinds } = setUp();
    await session.accept();
    from({ kind: 'offer', sdp: 'v=0 offer' });
    await vi.advanceTimersByTimeAsync(0);
    const peer = peers[0]!;
    peer.become('connected');
    peer.become('failed');
    expect(session.$view.get().phase).toBe('reconnecting');
    expect(peer.restartIce).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(CALL_RECONNECT_MS);
    expect(session.$view.get()).toMatchObject({ phase: 'ended', endReason: 'networkLost' });
    expect(kinds().at(-1)).toBe('hangUp');
    expect(peer.close).toHaveBeenCalled();
  });

  it('a connection that comes back in time goes on', async () => {
    vi.useFakeTimers();
    const { session, peers, from } = setUp();
    await session.accept();
    from({ kind: 'offer', sdp: 'v=0 offer' });
    await vi.advanceTimersByTimeAsync(0);
    peers[0]!.become('disconnected');
    await vi.advanceTimersByTimeAsync(CALL_RECONNECT_MS / 2);
    peers[0]!.become('connected');
    await vi.advanceTimersByTimeAsync(CALL_RECONNECT_MS);
    expect(session.$view.get().phase).toBe('connected');
  });

  it('the other side declines or the server hangs up: ended with its reason, devices released, nothing sent back', async () => {
    const { session, sent, from } = setUp({ incoming: false, side: 'agent' });
    await session.preview();
    const [track] = session.$view.get().local!.getTracks() as unknown as FakeTrack[];
    from({ kind: 'hangUp', reason: 'noAnswer' }, 'system');
    await settle();
    expect(session.$view.get()).toMatchObject({ phase: 'ended', endReason: 'noAnswer' });
    expect(track!.stop).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it("a closing page: a ringing call is declined, a running one hung up as the visitor's tabClosed, by beacon", async () => {
    const ringing = setUp();
    ringing.session.pageClosing();
    expect(ringing.beacons).toEqual([{ kind: 'decline' }]);
    const running = setUp();
    await running.session.accept();
    running.session.pageClosing();
    expect(running.beacons).toEqual([{ kind: 'hangUp', reason: 'tabClosed' }]);
    expect(running.session.$view.get().phase).toBe('ended');
  });

  it('mute and audio only tell the other side what is sent now; a signal of another call changes nothing', async () => {
    const { session, sent, from } = setUp();
    await session.accept();
    session.toggleMic();
    session.switchToAudioOnly();
    await settle();
    expect(sent.slice(-2)).toEqual([
      { kind: 'media', audio: false, video: true },
      { kind: 'media', audio: false, video: false },
    ]);
    session.receive({ callId: 8, from: 'agent', signal: { kind: 'hangUp', reason: 'hangup' } });
    await settle();
    expect(session.$view.get().phase).toBe('connecting');
    from({ kind: 'media', audio: false, video: true });
    await settle();
    expect(session.$view.get().remoteMedia).toEqual({ audio: false, video: true });
  });

  it('screen sharing: the request shows; sharing replaces the camera and says so; the picker closed turns it down', async () => {
    const { session, from, kinds } = setUp();
    await session.accept();
    from({ kind: 'offer', sdp: 'v=0 offer' });
    from({ kind: 'screenShareRequest' });
    await settle();
    expect(session.$view.get().screenShare).toBe('requested');
    await session.startScreenShare();
    expect(session.$view.get().screenShare).toBe('sharing');
    expect(kinds().at(-1)).toBe('screenShareStart');
    await session.stopScreenShare();
    expect(session.$view.get().screenShare).toBe('none');
    expect(kinds().at(-1)).toBe('screenShareStop');

    const closed = setUp({
      media: {
        getUserMedia: async () => new FakeStream([new FakeTrack('audio')]) as unknown as MediaStream,
        getDisplayMedia: () => Promise.reject(new Error('NotAllowedError')),
      },
    });
    await closed.session.accept();
    closed.from({ kind: 'offer', sdp: 'v=0 offer' });
    closed.from({ kind: 'screenShareRequest' });
    await settle();
    await closed.session.startScreenShare();
    expect(closed.session.$view.get().screenShare).toBe('none');
    expect(closed.kinds().at(-1)).toBe('screenShareStop');
  });

  it("another tab of the visitor answered: this one, still ringing, sees the caller's offer and stops ringing without a word", async () => {
    const { session, sent, from } = setUp();
    from({ kind: 'offer', sdp: 'v=0 offer' });
    await settle();
    expect(session.$view.get()).toMatchObject({ phase: 'ended', endReason: 'hangup' });
    expect(sent).toEqual([]);
  });
});
