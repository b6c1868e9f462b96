// Who may send which call signal, and when; what each signal does to the call (shared/callRules.ts).

import { CALL_SIGNAL_KINDS, type CallSignalKind } from '@shared/api/callSignal';
import {
  cameraOnlyMissing,
  closedPageReason,
  mediaFailureReason,
  movesTheCall,
  signalRefusal,
  stateAfter,
} from '@shared/callRules';
import type { CallParty, CallState } from '@shared/codes';
import { describe, expect, it } from 'vitest';

const call = (state: CallState, startedBy: CallParty = 'agent') => ({ state, startedBy });
const allowed = (state: CallState, from: CallParty, kind: CallSignalKind, startedBy: CallParty = 'agent') =>
  signalRefusal(call(state, startedBy), from, kind) === undefined;

describe('signalRefusal', () => {
  it('rule: an ended call takes no signal (409), from either party', () => {
    for (const kind of CALL_SIGNAL_KINDS)
      for (const from of ['visitor', 'agent'] as const)
        expect(signalRefusal(call('ended'), from, kind)).toEqual({ code: 409, message: 'callId: the call has ended' });
  });

  it('rule: only the called party accepts or declines (403), and only while it rings (409)', () => {
    expect(allowed('ringing', 'visitor', 'accept', 'agent')).toBe(true);
    expect(allowed('ringing', 'agent', 'accept', 'visitor')).toBe(true);
    expect(allowed('ringing', 'visitor', 'decline', 'agent')).toBe(true);
    expect(signalRefusal(call('ringing', 'agent'), 'agent', 'accept')?.code).toBe(403);
    expect(signalRefusal(call('ringing', 'visitor'), 'visitor', 'decline')?.code).toBe(403);
    expect(signalRefusal(call('active', 'agent'), 'visitor', 'accept')?.code).toBe(409);
  });

  it('rule: SDP, candidates, media and screen sharing wait until the call is accepted (409)', () => {
    for (const kind of ['offer', 'answer', 'candidate', 'media', 'screenShareStop'] as const) {
      expect(signalRefusal(call('ringing'), 'agent', kind)?.code).toBe(409);
      expect(allowed('active', 'agent', kind)).toBe(true);
      expect(allowed('active', 'visitor', kind)).toBe(true);
    }
  });

  it('rule: the agent asks for the screen, the visitor shares it, either stops it', () => {
    expect(allowed('active', 'agent', 'screenShareRequest')).toBe(true);
    expect(signalRefusal(call('active'), 'visitor', 'screenShareRequest')?.code).toBe(403);
    expect(allowed('active', 'visitor', 'screenShareStart')).toBe(true);
    expect(signalRefusal(call('active'), 'agent', 'screenShareStart')?.code).toBe(403);
  });

  it('rule: either party hangs up at any time before the end', () => {
    for (const state of ['ringing', 'active'] as const)
      for (const from of ['visitor', 'agent'] as const) expect(allowed(state, from, 'hangUp')).toBe(true);
  });
});

describe('stateAfter', () => {
  it('rule: accept makes the call active; decline and hang-up end it with their reason; the rest change nothing', () => {
    expect(stateAfter({ kind: 'accept' })).toEqual({ state: 'active' });
    expect(stateAfter({ kind: 'decline' })).toEqual({ state: 'ended', endReason: 'declined' });
    expect(stateAfter({ kind: 'hangUp', reason: 'networkLost' })).toEqual({ state: 'ended', endReason: 'networkLost' });
    expect(stateAfter({ kind: 'offer', sdp: 'v=0' })).toBeUndefined();
    expect(stateAfter({ kind: 'candidate', candidate: { candidate: '' } })).toBeUndefined();
  });
});

describe('movesTheCall', () => {
  it('rule: accept, decline and hang-up move the call on (and leave a notice); the rest, candidates by the dozen, do not', () => {
    expect(CALL_SIGNAL_KINDS.filter(movesTheCall)).toEqual(['accept', 'decline', 'hangUp']);
  });
});

describe('media failures', () => {
  const failure = (name: string) => Object.assign(new Error(name), { name });
  it('rule: a refused camera or microphone is permissionDenied; any other failure to open one is noDevice', () => {
    expect(mediaFailureReason(failure('NotAllowedError'))).toBe('permissionDenied');
    expect(mediaFailureReason(failure('SecurityError'))).toBe('permissionDenied');
    for (const name of ['NotFoundError', 'NotReadableError', 'OverconstrainedError', 'AbortError'])
      expect(mediaFailureReason(failure(name))).toBe('noDevice');
    expect(mediaFailureReason(undefined)).toBe('noDevice');
  });

  it('rule: a missing or busy camera leaves the microphone alone worth a try; a refusal does not', () => {
    expect(cameraOnlyMissing(failure('NotFoundError'))).toBe(true);
    expect(cameraOnlyMissing(failure('OverconstrainedError'))).toBe(true);
    expect(cameraOnlyMissing(failure('NotAllowedError'))).toBe(false);
  });

  it("rule: a page closed mid-call is the visitor's tabClosed, the agent's plain hang-up", () => {
    expect(closedPageReason('visitor')).toBe('tabClosed');
    expect(closedPageReason('agent')).toBe('hangup');
  });
});
